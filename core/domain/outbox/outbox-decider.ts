import { decided, refuse, type Decision } from '../kernel/decision';
import type { VisitorState } from '../visitor/visitor-state';
import type { OutboxKind, OutboxPayload } from './outbox-kind';

/**
 * Commands on the outbox: everything a visitor sends waits here (in the log, so it survives a reload
 * and a closed tab) until its destination confirms it. `id` is the idempotency key the item travels
 * with, so a destination that already has it answers without keeping it twice.
 */
export type OutboxCommand =
  | {
      readonly type: 'outbox.queue';
      readonly id: string;
      readonly kind: OutboxKind;
      readonly payload: OutboxPayload;
      /** When the visitor sent it (epoch ms). */
      readonly now: number;
    }
  | { readonly type: 'outbox.delivered'; readonly id: string };

const OUTBOX_MESSAGES = {
  noId: 'Falta la clave del envío',
  alreadyQueued: 'Este envío ya está en camino',
  unknown: 'No hay un envío pendiente con esa clave',
} as const;

export function decideOutbox(command: OutboxCommand, state: VisitorState): Decision {
  switch (command.type) {
    case 'outbox.queue':
      if (command.id.trim() === '') return refuse('outbox.no-id', OUTBOX_MESSAGES.noId);
      if (state.leadOutbox[command.id] !== undefined)
        return refuse('outbox.already-queued', OUTBOX_MESSAGES.alreadyQueued);
      return decided({
        type: 'LeadQueued',
        data: { leadId: command.id, kind: command.kind, payload: command.payload, queuedAt: command.now },
      });
    case 'outbox.delivered':
      if (state.leadOutbox[command.id] === undefined)
        return refuse('outbox.unknown', OUTBOX_MESSAGES.unknown);
      return decided({ type: 'LeadDelivered', data: { leadId: command.id } });
    default:
      return assertNever(command);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled command ${JSON.stringify(value)}`);
}
