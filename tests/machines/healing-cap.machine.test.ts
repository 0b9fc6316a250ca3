import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { ContentRequest } from '../../core/domain';
import { fail, ok } from '../../core/domain/api';
import { contentMachine, type ContentResult } from '../../core/machines/content.machine';
import { cardStatus, planCardMachine } from '../../core/machines/plan-card.machine';
import { sampleExtras, sampleProduct } from '../support/compare-fixtures';
import { defaultProfile } from '../../core/domain';

/**
 * Issue 27, the healing cap under an endless drop: a part whose call keeps dropping asks again by itself
 * about thirty times (some nine minutes), then waits for the visitor. The network coming back (the
 * browser's 'online', or a call of another part that got through) asks once at once, but never starts
 * the count afresh: only an answer or the visitor's Reintentar does.
 */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};
const MINUTE = 60_000;

function drive(clock: SimulatedClock) {
  return async (ms: number, every?: { ms: number; run: () => void }) => {
    for (let passed = 0; passed < ms; passed += 500) {
      clock.increment(500);
      if (every && (passed + 500) % every.ms === 0) every.run();
      await flush();
    }
  };
}

function cardUnderDrop() {
  const state = { dropping: true, asks: 0 };
  const product = sampleProduct(7, 3, 120_000);
  const machine = planCardMachine.provide({
    actors: {
      loadCardExtras: fromPromise(async () => {
        state.asks += 1;
        return state.dropping
          ? fail({ call: 'coverageResume', kind: 'network' as const, message: 'conexión cortada' })
          : ok(sampleExtras(product));
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    clock,
    input: {
      product,
      profile: defaultProfile(),
      productType: 'Medicina Prepagada',
      coverageOrganizationIds: [],
    },
  }).start();
  actor.send({ type: 'card.load' });
  return { state, actor, clock, advance: drive(clock), status: () => cardStatus(actor.getSnapshot()) };
}

describe('a card under an endless drop (issue 27)', () => {
  it('stops asking by itself although the network keeps coming back, and asks once per browser return', async () => {
    const { state, actor, advance, status } = cardUnderDrop();
    await flush();
    expect(status()).toBe('failed');
    // Fifteen minutes: every 5 s a call of another part gets through (the site believed it offline), and
    // every two minutes the browser itself says it is online again.
    let browserReturns = 0;
    await advance(15 * MINUTE, {
      ms: 5_000,
      run: () => actor.send({ type: 'card.networkBack', confirmed: false }),
    });
    for (let minute = 0; minute < 15; minute += 2) {
      actor.send({ type: 'card.networkBack', confirmed: true });
      browserReturns += 1;
      await advance(2 * MINUTE);
    }
    const capped = state.asks;
    // About thirty asks by itself, plus one per browser return: never a fresh run of thirty.
    expect(capped).toBeGreaterThan(20);
    expect(capped).toBeLessThanOrEqual(1 + 32 + browserReturns);
    await advance(10 * MINUTE, {
      ms: 5_000,
      run: () => actor.send({ type: 'card.networkBack', confirmed: false }),
    });
    expect(state.asks, 'no more asks by itself past the cap').toBe(capped);
    expect(status()).toBe('failed');
    // Past the cap, the browser's return still earns one ask, which heals the card once the call answers.
    state.dropping = false;
    actor.send({ type: 'card.networkBack', confirmed: true });
    await flush();
    expect(state.asks).toBe(capped + 1);
    expect(status()).toBe('loaded');
    actor.stop();
  });

  it('the visitor’s Reintentar starts the count afresh: it asks by itself again after that', async () => {
    const { state, actor, advance, status } = cardUnderDrop();
    await advance(20 * MINUTE);
    const capped = state.asks;
    await advance(2 * MINUTE);
    expect(state.asks).toBe(capped);
    actor.send({ type: 'card.retry' });
    await advance(MINUTE);
    expect(status()).toBe('failed');
    // After the visitor's retry, the card asked by itself again (2 s, 4 s, 8 s, 15 s, 20 s…).
    expect(state.asks).toBeGreaterThan(capped + 3);
    actor.stop();
  });
});

describe('content under an endless drop (issue 27)', () => {
  it('a failed footer keeps within its cap although calls keep getting through, and heals at a browser return', async () => {
    const state = { dropping: true, asks: 0 };
    const machine = contentMachine.provide({
      actors: {
        loadContent: fromPromise<ContentResult, ContentRequest>(async ({ input }) => {
          if (input.kind !== 'contactInformations')
            return { ok: true, content: { kind: 'notification', value: null } };
          state.asks += 1;
          return state.dropping
            ? { ok: false, message: 'conexión cortada' }
            : { ok: true, content: { kind: 'contactInformations', value: [] } };
        }),
      },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock }).start();
    const advance = drive(clock);
    await flush();
    await advance(25 * MINUTE, {
      ms: 5_000,
      run: () => actor.send({ type: 'network.changed', online: true, fromBrowser: false }),
    });
    const capped = state.asks;
    expect(capped).toBeLessThanOrEqual(32);
    await advance(5 * MINUTE, {
      ms: 5_000,
      run: () => actor.send({ type: 'network.changed', online: true, fromBrowser: false }),
    });
    expect(state.asks).toBe(capped);
    state.dropping = false;
    actor.send({ type: 'network.changed', online: true, fromBrowser: true });
    await flush();
    expect(actor.getSnapshot().context.entries['contactInformations']?.status).toBe('ready');
    actor.stop();
  });
});
