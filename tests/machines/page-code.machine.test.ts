import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { pageCodeMachine } from '../../core/machines/page-code.machine';
import { childActor } from '../../core/machines/surface';
import { createApp } from '../../core/app';
import { noteFailedCode } from '../../core/app/page-code-flow';
import { SITE_COUNTRIES } from '../../core/domain';
import type { ApiClient } from '../../core/domain/api';
import { createEventStore } from '../../core/adapters/store/event-store';
import { memoryKeyValue } from '../../core/adapters/store/key-value';
import { fakeBrowser } from '../support/fake-browser';

/**
 * A page's code that did not arrive (§8: the network's, never a bug). Online it is most likely a new
 * deploy: the browser reloads once to fetch the new files, and only once per version in a tab. After
 * that one reload, or offline, the page waits with 'Reintentar': the network coming back asks for the
 * code again by itself, without a click; the visitor's Reintentar reloads when online (a browser keeps a
 * failed module failed until a new document) and asks again in place when offline. An ask that has not
 * answered after half a minute counts as failed, so the next return of the network asks again.
 */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

function pageCode(given: { online: boolean; reloadedAlready: boolean }) {
  const browser = {
    reloadedAlready: given.reloadedAlready,
    reloads: [] as string[],
    asks: 0,
    // What the next ask for the code gets: it arrives, it fails, or it never answers.
    nextAsk: 'arrives' as 'arrives' | 'fails' | 'hangs',
  };
  const machine = pageCodeMachine.provide({
    actors: {
      reloadedAlready: fromPromise(async () => browser.reloadedAlready),
      reload: fromPromise<void, { remembered: boolean }>(async ({ input }) => {
        if (input.remembered) browser.reloadedAlready = true;
        browser.reloads.push(input.remembered ? 'once for the deploy' : 'at the visitor’s word');
      }),
      loadCode: fromPromise(() => {
        browser.asks += 1;
        if (browser.nextAsk === 'fails') return Promise.reject(new TypeError('Failed to fetch'));
        return browser.nextAsk === 'hangs' ? new Promise<void>(() => {}) : Promise.resolve();
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: { online: given.online } }).start();
  const arrivals = () => actor.getSnapshot().context.arrivals;
  return { browser, actor, clock, arrivals };
}

describe('page code that did not arrive', () => {
  it('online, the first failure reloads once for the new files; the second one waits for the visitor', async () => {
    const { browser, actor } = pageCode({ online: true, reloadedAlready: false });
    actor.send({ type: 'code.failed' });
    await flush();
    expect(browser.reloads).toEqual(['once for the deploy']);
    // The reloaded page's code fails again (the same version): no second reload.
    actor.send({ type: 'code.failed' });
    await flush();
    expect(browser.reloads).toEqual(['once for the deploy']);
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('online after the one reload, Reintentar reloads the page', async () => {
    const { browser, actor } = pageCode({ online: true, reloadedAlready: true });
    actor.send({ type: 'code.failed' });
    await flush();
    expect(browser.reloads).toEqual([]);
    actor.send({ type: 'code.retry' });
    await flush();
    expect(browser.reloads).toEqual(['at the visitor’s word']);
    expect(browser.asks).toBe(0);
  });

  it('offline, nothing reloads; the network back asks for the code at once and the page shows', async () => {
    const { browser, actor, arrivals } = pageCode({ online: false, reloadedAlready: false });
    actor.send({ type: 'code.failed' });
    await flush();
    expect(browser.reloads).toEqual([]);
    expect(browser.asks).toBe(0);
    actor.send({ type: 'network.changed', online: true });
    await flush();
    expect(browser.asks).toBe(1);
    expect(arrivals()).toBe(1);
    expect(browser.reloads).toEqual([]);
  });

  it('offline, Reintentar asks again in place (no reload); a failed ask waits for the next chance', async () => {
    const { browser, actor, arrivals } = pageCode({ online: false, reloadedAlready: false });
    actor.send({ type: 'code.failed' });
    await flush();
    browser.nextAsk = 'fails';
    actor.send({ type: 'code.retry' });
    await flush();
    expect(browser.asks).toBe(1);
    expect(arrivals()).toBe(0);
    expect(actor.getSnapshot().value).toBe('failed');
    browser.nextAsk = 'arrives';
    actor.send({ type: 'code.retry' });
    await flush();
    expect(browser.asks).toBe(2);
    expect(arrivals()).toBe(1);
    expect(browser.reloads).toEqual([]);
  });

  it('an ask that never answers is given up after 30 s, and the next return of the network asks again', async () => {
    const { browser, actor, clock, arrivals } = pageCode({ online: false, reloadedAlready: true });
    actor.send({ type: 'code.failed' });
    await flush();
    browser.nextAsk = 'hangs';
    actor.send({ type: 'network.changed', online: true });
    await flush();
    expect(browser.asks).toBe(1);
    // Before 30 s it still waits for that ask: the network's word changes nothing.
    clock.increment(29_000);
    actor.send({ type: 'network.changed', online: false });
    actor.send({ type: 'network.changed', online: true });
    await flush();
    expect(browser.asks).toBe(1);
    clock.increment(1_000);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    browser.nextAsk = 'arrives';
    actor.send({ type: 'network.changed', online: false });
    actor.send({ type: 'network.changed', online: true });
    await flush();
    expect(browser.asks).toBe(2);
    expect(arrivals()).toBe(1);
  });

  it('the network coming back before any failure asks for nothing', async () => {
    const { browser, actor } = pageCode({ online: false, reloadedAlready: false });
    actor.send({ type: 'network.changed', online: true });
    await flush();
    expect(browser.asks).toBe(0);
    expect(browser.reloads).toEqual([]);
  });
});

describe('page code that did not arrive, on the running site', () => {
  it('the root runs the flow: one reload, then the network back asks for the code and the page shows', async () => {
    const fake = fakeBrowser('/');
    const reloads: string[] = [];
    let remembered = false;
    const app = await createApp({
      country: SITE_COUNTRIES.CO,
      browser: fake.browser,
      clock: { now: () => 1_000_000 },
      store: createEventStore('V1.6_CO', memoryKeyValue()),
      api: {} as ApiClient,
      pageCode: {
        reloadedAlready: () => remembered,
        reload: () => {
          remembered = true;
          reloads.push('once');
        },
        reloadNow: () => reloads.push('now'),
      },
    });
    const pageCode = childActor(app.actor, 'pageCode');
    app.send({ type: 'code.failed' });
    await flush();
    app.send({ type: 'code.failed' });
    await flush();
    expect(reloads).toEqual(['once']);
    let asked = 0;
    noteFailedCode(async () => {
      asked += 1;
    });
    fake.setOnline(false);
    fake.setOnline(true);
    await flush();
    expect(asked).toBe(1);
    expect(pageCode.getSnapshot().context.arrivals).toBe(1);
    app.stop();
  });
});
