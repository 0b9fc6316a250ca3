import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { emptyContactForm, type ContentRequest } from '../../core/domain';
import type { ContactRequest } from '../../core/domain/api';
import { contactFormMachine } from '../../core/machines/contact-form.machine';
import { contentMachine, type ContentResult } from '../../core/machines/content.machine';

describe('content machine', () => {
  it('loads the shell content once, keeps a failure until retried, and retries only a failure', async () => {
    const calls: string[] = [];
    let menuFails = true;
    const machine = contentMachine.provide({
      actors: {
        loadContent: fromPromise<ContentResult, ContentRequest>(async ({ input }) => {
          calls.push(input.kind);
          if (input.kind === 'menu' && menuFails) return { ok: false, message: 'Ups' };
          if (input.kind === 'menu') return { ok: true, content: { kind: 'menu', value: [] } };
          if (input.kind === 'notification')
            return { ok: true, content: { kind: 'notification', value: null } };
          return { ok: true, content: { kind: 'contactInformations', value: [] } };
        }),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => Object.values(s.context.entries).every((e) => e.status !== 'loading'));
    expect(actor.getSnapshot().context.entries['menu']).toEqual({ status: 'failed', message: 'Ups' });
    expect(calls.sort()).toEqual(['contactInformations', 'menu', 'notification']);
    // Loading again does not refetch; a retry of a loaded entry is refused.
    actor.send({ type: 'content.load', request: { kind: 'notification' } });
    expect(actor.getSnapshot().can({ type: 'content.retry', request: { kind: 'notification' } })).toBe(false);
    menuFails = false;
    expect(actor.getSnapshot().can({ type: 'content.retry', request: { kind: 'menu' } })).toBe(true);
    actor.send({ type: 'content.retry', request: { kind: 'menu' } });
    await waitFor(actor, (s) => s.context.entries['menu']?.status === 'ready');
    expect(calls.filter((kind) => kind === 'menu')).toHaveLength(2);
    expect(calls.filter((kind) => kind === 'notification')).toHaveLength(1);
    actor.stop();
  });
});

describe('content heals by itself (issue 27)', () => {
  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
  };
  /** A backend whose menu fails (a 500, a drop: the loader only sees a failure) until `fixed` is set. */
  function setup() {
    const state = { fixed: false, menuCalls: 0 };
    const machine = contentMachine.provide({
      actors: {
        loadContent: fromPromise<ContentResult, ContentRequest>(async ({ input }) => {
          if (input.kind !== 'menu') return { ok: true, content: { kind: 'notification', value: null } };
          state.menuCalls += 1;
          return state.fixed
            ? { ok: true, content: { kind: 'menu', value: [] } }
            : { ok: false, message: 'Falla simulada' };
        }),
      },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock }).start();
    const menu = () => actor.getSnapshot().context.entries['menu']?.status;
    const advance = async (ms: number) => {
      for (let passed = 0; passed < ms; passed += 500) {
        clock.increment(500);
        await flush();
      }
    };
    return { state, actor, menu, advance };
  }

  it('asks again with growing waits and heals within 30 s of the server being fixed, with no click', async () => {
    const { state, actor, menu, advance } = setup();
    await flush();
    expect(menu()).toBe('failed');
    await advance(60_000);
    const during = state.menuCalls;
    // Retries happened, but spaced out: fewer than one per 2 s over a minute.
    expect(during).toBeGreaterThan(3);
    expect(during).toBeLessThan(30);
    expect(menu()).toBe('failed');
    state.fixed = true;
    await advance(30_000);
    expect(menu()).toBe('ready');
    actor.stop();
  });

  it('asks again at once when the network comes back', async () => {
    const { state, actor, menu, advance } = setup();
    await flush();
    await advance(10_000);
    state.fixed = true;
    const before = state.menuCalls;
    actor.send({ type: 'network.changed', online: true });
    await flush();
    expect(state.menuCalls).toBe(before + 1);
    expect(menu()).toBe('ready');
    actor.stop();
  });

  it('stops asking by itself after its cap; the visitor can still retry', async () => {
    const { state, actor, menu, advance } = setup();
    await flush();
    await advance(20 * 60_000);
    const capped = state.menuCalls;
    await advance(5 * 60_000);
    expect(state.menuCalls).toBe(capped);
    expect(capped).toBeLessThanOrEqual(40);
    state.fixed = true;
    actor.send({ type: 'content.retry', request: { kind: 'menu' } });
    await flush();
    expect(menu()).toBe('ready');
    actor.stop();
  });
});

describe('contact form machine', () => {
  const valid = [
    ['name', 'Ana María Ruiz'],
    ['email', 'ana@correo.com.co'],
    ['phone', '3001234567'],
    ['consent', true],
  ] as const;

  const start = (queued: Array<{ id: string; request: ContactRequest; now: number }>) =>
    createActor(contactFormMachine.provide({ actions: { queueLead: (_, params) => queued.push(params) } }), {
      input: { online: true },
    }).start();

  it('an invalid submit shows the errors, keeps what was typed and queues nothing', () => {
    const queued: Array<{ id: string; request: ContactRequest; now: number }> = [];
    const actor = start(queued);
    actor.send({ type: 'contact.edit', field: 'name', value: 'Ana' });
    actor.send({ type: 'contact.submit', id: 'lead-1', now: 1 });
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.values).toEqual({ ...emptyContactForm(), name: 'Ana' });
    expect(context.errors.email).toBe('campo requerido');
    expect(queued).toHaveLength(0);
  });

  it('a valid submit queues the message once in the outbox, with its key, and the form follows it', () => {
    const queued: Array<{ id: string; request: ContactRequest; now: number }> = [];
    const actor = start(queued);
    for (const [field, value] of valid) actor.send({ type: 'contact.edit', field, value });
    actor.send({ type: 'contact.submit', id: 'lead-1', now: 5 });
    actor.send({ type: 'contact.submit', id: 'lead-2', now: 6 });
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.leadId).toBe('lead-1');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      id: 'lead-1',
      now: 5,
      request: { phone: '+573001234567', originLead: 'contacto' },
    });
    actor.send({ type: 'contact.again' });
    expect(actor.getSnapshot().context.values.name).toBe('');
  });
});
