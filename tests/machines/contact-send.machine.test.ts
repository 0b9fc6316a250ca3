import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { deliveryAnswer, initialVisitorState, type DeliveryAnswer } from '../../core/domain';
import type { DeliveryAttempt } from '../../core/machines/lead-delivery.machine';
import { leadDeliveryMachine } from '../../core/machines/lead-delivery.machine';
import { outboxMachine, selectOutboxItem } from '../../core/machines/outbox.machine';

/**
 * Issue 27, a contact message never shows 'Enviando…' forever: a send without an answer is given up at
 * its deadline and shown as failed (tried again by itself, or now with Reintentar); a refusal says the
 * API's own reason.
 */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

function outboxWith(attempt: () => Promise<DeliveryAnswer>) {
  const attempts: string[] = [];
  const clock = new SimulatedClock();
  const machine = outboxMachine.provide({
    actors: {
      delivery: leadDeliveryMachine.provide({
        actors: {
          contacto: fromPromise<DeliveryAnswer, DeliveryAttempt>(({ input }) => {
            attempts.push(input.id);
            return attempt();
          }),
        },
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      online: true,
      pending: [{ id: 'c-1', kind: 'contacto', payload: { name: 'Ana' } as never, queuedAt: 1 }],
    },
  }).start();
  // What waits is the root's projection: here, the one contact message.
  const visitor = {
    ...initialVisitorState('CO'),
    leadOutbox: { 'c-1': { kind: 'contacto' as const, payload: { name: 'Ana' } as never, queuedAt: 1 } },
  };
  const status = () => selectOutboxItem(actor.getSnapshot(), visitor, 'c-1');
  return { actor, clock, attempts, status };
}

describe('a contact message in the outbox (issue 27)', () => {
  it('a send with no answer is failed at 20 s, not left sending; Reintentar asks again at once', async () => {
    const { actor, clock, attempts, status } = outboxWith(() => new Promise<DeliveryAnswer>(() => {}));
    await flush();
    expect(status()?.status).toBe('sending');
    clock.increment(19_999);
    expect(status()?.status).toBe('sending');
    clock.increment(1);
    expect(status()?.status).toBe('waiting');
    expect(attempts).toHaveLength(1);
    actor.send({ type: 'outbox.retry', id: 'c-1' });
    await flush();
    expect(attempts).toHaveLength(2);
    expect(status()?.status).toBe('sending');
    actor.stop();
  });

  it('a refusal carries the API’s own words as its reason', async () => {
    const answer = deliveryAnswer({
      ok: false,
      error: {
        call: 'sendContact',
        kind: 'http',
        status: 400,
        message: 'Error al comunicarse con el servidor',
        reason: 'El celular no es válido',
      },
    });
    const { actor, status } = outboxWith(async () => answer);
    await flush();
    expect(status()).toMatchObject({ status: 'refused', reason: 'El celular no es válido' });
    actor.stop();
  });

  it('a refusal without words, and a server error, are told apart', () => {
    const refusal = deliveryAnswer({
      ok: false,
      error: { call: 'sendContact', kind: 'http', status: 422, message: 'x' },
    });
    expect(refusal).toBe('refused');
    const failure = deliveryAnswer({
      ok: false,
      error: { call: 'sendContact', kind: 'http', status: 500, message: 'x', reason: 'ignored' },
    });
    expect(failure).toBe('failed');
  });
});
