import {
  assign,
  enqueueActions,
  fromPromise,
  sendParent,
  setup,
  stopChild,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import {
  outcomeOf,
  type DeliveryAnswer,
  type DeliveryOutcome,
  type OutboxKind,
  type OutboxPayload,
} from '../domain';

/**
 * One outbox item on its way: an attempt through its kind's destination, then delivered, refused for
 * good, or waiting to try again (on the retry delays, or at once when the network comes back).
 */
export interface LeadDeliveryInput {
  readonly id: string;
  readonly kind: OutboxKind;
  readonly payload: OutboxPayload;
  readonly online: boolean;
}

/** What one attempt gets: the id travels as the Idempotency-Key. */
export interface DeliveryAttempt {
  readonly id: string;
  readonly kind: OutboxKind;
  readonly payload: OutboxPayload;
}

/** What the view shows of an item. */
export type DeliveryStatus = 'sending' | 'waiting' | 'offline' | 'refused' | 'sent';

interface LeadDeliveryContext extends DeliveryAttempt {
  readonly online: boolean;
  /** Failed attempts so far: the next wait grows with them. */
  readonly failures: number;
  /** The API's own words when it refused the item (shown as the reason). */
  readonly reason: string | null;
}

export type LeadDeliveryEvent =
  | { type: 'network.changed'; online: boolean }
  /** The visitor: try again now rather than at the next wait's end. */
  | { type: 'delivery.retry' }
  // The attempt is spawned by kind, so its answers are named here rather than inferred.
  | DoneActorEvent<DeliveryAnswer, 'attempt'>
  | ErrorActorEvent<unknown, 'attempt'>;

/** Waits between failed attempts: short at first, then once a minute while the failure lasts. */
export const OUTBOX_RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;
/** An attempt with no answer by then is abandoned (its late answer ignored) and tried again. */
export const OUTBOX_ATTEMPT_TIMEOUT_MS = 20_000;

// Until a kind's destination is supplied in core/app/index.ts its items stay kept for a later visit.
const noDestination = fromPromise<DeliveryAnswer, DeliveryAttempt>(async () => 'refused');

export const leadDeliveryMachine = setup({
  types: {
    context: {} as LeadDeliveryContext,
    input: {} as LeadDeliveryInput,
    events: {} as LeadDeliveryEvent,
  },
  actors: {
    solicitarplan: noDestination,
    contacto: noDestination,
    'seguro-adicional': noDestination,
    profile: noDestination,
    purchase: noDestination,
    consentimiento: noDestination,
    revocacion: noDestination,
  },
  delays: {
    retryDelay: ({ context }) =>
      OUTBOX_RETRY_DELAYS_MS[Math.min(Math.max(context.failures, 1), OUTBOX_RETRY_DELAYS_MS.length) - 1] ??
      OUTBOX_RETRY_DELAYS_MS[0],
    attemptTimeout: OUTBOX_ATTEMPT_TIMEOUT_MS,
  },
  actions: {
    noteNetwork: assign({
      online: ({ context, event }) => (event.type === 'network.changed' ? event.online : context.online),
    }),
    report: sendParent(({ context }, params: { status: DeliveryStatus }) => ({
      type: 'delivery.status' as const,
      id: context.id,
      status: params.status,
      reason: params.status === 'refused' ? context.reason : null,
    })),
    noteReason: assign({
      reason: ({ event }) =>
        event.type === 'xstate.done.actor.attempt' && typeof event.output === 'object'
          ? event.output.reason
          : null,
    }),
    succeeded: sendParent(({ context }) => ({ type: 'delivery.succeeded' as const, id: context.id })),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    attempt: enqueueActions(({ context, enqueue }) =>
      enqueue.spawnChild(context.kind, {
        id: 'attempt',
        input: { id: context.id, kind: context.kind, payload: context.payload },
      }),
    ),
  },
  guards: {
    online: ({ context }) => context.online,
    cameOnline: ({ event }) => event.type === 'network.changed' && event.online,
    wentOffline: ({ event }) => event.type === 'network.changed' && !event.online,
    answered: ({ event }, params: { outcome: DeliveryOutcome }) =>
      event.type === 'xstate.done.actor.attempt' && outcomeOf(event.output) === params.outcome,
  },
}).createMachine({
  id: 'leadDelivery',
  context: ({ input }) => ({
    id: input.id,
    kind: input.kind,
    payload: input.payload,
    online: input.online,
    failures: 0,
    reason: null,
  }),
  initial: 'starting',
  on: { 'network.changed': { actions: 'noteNetwork' } },
  states: {
    starting: { always: [{ guard: 'online', target: 'sending' }, { target: 'offline' }] },
    sending: {
      entry: [{ type: 'report', params: { status: 'sending' } }, 'attempt'],
      exit: stopChild('attempt'),
      after: { attemptTimeout: { target: 'waiting', actions: 'countFailure' } },
      on: {
        'xstate.done.actor.attempt': [
          { guard: { type: 'answered', params: { outcome: 'delivered' } }, target: 'delivered' },
          {
            guard: { type: 'answered', params: { outcome: 'refused' } },
            target: 'refused',
            actions: 'noteReason',
          },
          { target: 'waiting', actions: 'countFailure' },
        ],
        'xstate.error.actor.attempt': { target: 'waiting', actions: 'countFailure' },
      },
    },
    waiting: {
      always: { guard: ({ context }) => !context.online, target: 'offline' },
      entry: { type: 'report', params: { status: 'waiting' } },
      after: { retryDelay: 'sending' },
      on: {
        'delivery.retry': 'sending',
        'network.changed': [
          { guard: 'cameOnline', target: 'sending', actions: 'noteNetwork' },
          { guard: 'wentOffline', target: 'offline', actions: 'noteNetwork' },
        ],
      },
    },
    offline: {
      entry: { type: 'report', params: { status: 'offline' } },
      on: { 'network.changed': { guard: 'cameOnline', target: 'sending', actions: 'noteNetwork' } },
    },
    // Refused for good: another attempt would get the same answer. Kept, and tried on the next visit.
    refused: { entry: { type: 'report', params: { status: 'refused' } } },
    delivered: {
      type: 'final',
      entry: [{ type: 'report', params: { status: 'sent' } }, 'succeeded'],
    },
  },
});
