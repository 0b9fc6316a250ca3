import { fromPromise, type Actor } from 'xstate';
import { buildAdditionalInsuranceLead, type VisitorCommand } from '../domain';
import type { Browser } from '../adapters/browser/browser';
import type { Clock } from '../adapters/clock/clock';
import type { appMachine } from '../machines/app.machine';
import type { QueueAdditionalLead } from '../machines/plan-request.machine';

export interface AdditionalInsurancePorts {
  readonly browser: Browser;
  readonly clock: Clock;
  readonly newId: () => string;
  /** The running root (null before it starts): the lead is queued through it. */
  readonly root: () => Actor<typeof appMachine> | null;
}

/**
 * The request form's additional-insurance queueing (issue 26): builds the lead (domain), queues it in
 * the outbox as kind 'seguro-adicional' under a new id (the idempotency key: one per request the visitor
 * sends, never per attempt) and answers that id. The outbox delivers it to api/seguro-adicional/solicitar.
 */
export function queueAdditionalInsurance({ browser, clock, newId, root }: AdditionalInsurancePorts) {
  return fromPromise(async ({ input }: { input: QueueAdditionalLead }) => {
    const actor = root();
    if (!actor) throw new Error('app not started');
    const payload = buildAdditionalInsuranceLead({
      values: input.values,
      plan: input.plan,
      offers: input.plan.offers ?? [],
      chosen: input.chosen,
      visitor: actor.getSnapshot().context.visitor,
      now: clock.now(),
      origin: browser.currentAddress(),
    });
    if (!payload) throw new Error('invalid additional-insurance request');
    const id = newId();
    const command: VisitorCommand = {
      type: 'outbox.queue',
      id,
      kind: 'seguro-adicional',
      payload,
      now: clock.now(),
    };
    if (!actor.getSnapshot().can({ type: 'visitor.execute', command })) throw new Error('not queued');
    actor.send({ type: 'visitor.execute', command });
    return id;
  });
}
