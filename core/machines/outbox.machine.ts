import { assign, enqueueActions, sendParent, setup, type SnapshotFrom } from 'xstate';
import {
  pendingItems,
  type DomainEvent,
  type OutboxKind,
  type PendingItem,
  type VisitorCommand,
  type VisitorState,
} from '../domain';
import { leadDeliveryMachine, type DeliveryStatus } from './lead-delivery.machine';

/**
 * The one outbox for everything a visitor sends (docs/kernel.md, "The outbox"). What waits lives in the
 * projection (LeadQueued, LeadDelivered), held by the root alone: the root hands it over with each
 * recorded event, and the outbox keeps only its flow state, one delivery child per waiting item and
 * where each delivery stands. It never keeps what waits: the view reads it from the root's projection
 * (selectOutboxItems(outbox, visitor)), so the outbox shows exactly the fold of the log.
 */
export interface OutboxInput {
  /** What waits in the projection at boot: queued before a reload, delivered after it. */
  readonly pending: readonly PendingItem[];
  readonly online: boolean;
}

export interface OutboxItem {
  readonly id: string;
  readonly kind: OutboxKind;
  readonly queuedAt: number;
  readonly status: DeliveryStatus;
  /** Why the API refused it, in its own words, when it said (status 'refused'). */
  readonly reason?: string | null;
}

/** Where one delivery stands (flow state): its status and the API's reason for a refusal. */
interface DeliveryState {
  readonly status: DeliveryStatus;
  readonly reason: string | null;
}

export interface OutboxContext {
  readonly online: boolean;
  /** The deliveries under way, by item id: one per item waiting in the projection. */
  readonly deliveries: Readonly<Record<string, DeliveryState>>;
}

export type OutboxEvent =
  /** The root: an event was recorded, with the projection after it (what waits now). */
  | { type: 'visitor.recorded'; event: DomainEvent; visitor: VisitorState }
  | { type: 'network.changed'; online: boolean }
  /** A delivery child: its item's state, and its destination's confirmation. */
  | { type: 'delivery.status'; id: string; status: DeliveryStatus; reason?: string | null }
  /** The visitor: try this item again now (a failed send's Reintentar). */
  | { type: 'outbox.retry'; id: string }
  | { type: 'delivery.succeeded'; id: string };

const childId = (id: string) => `delivery:${id}`;
const SENDING: DeliveryState = { status: 'sending', reason: null };

export const outboxMachine = setup({
  types: {
    context: {} as OutboxContext,
    input: {} as OutboxInput,
    events: {} as OutboxEvent,
  },
  actors: { delivery: leadDeliveryMachine },
  actions: {
    // The projection the root handed over says what waits: a delivery for each new item, none for an
    // item no longer waiting (delivered).
    follow: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'visitor.recorded') return;
      const waiting = pendingItems(event.visitor);
      const ids = new Set(waiting.map((item) => item.id));
      const fresh = waiting.filter((item) => context.deliveries[item.id] === undefined);
      const gone = Object.keys(context.deliveries).filter((id) => !ids.has(id));
      if (fresh.length === 0 && gone.length === 0) return;
      for (const id of gone) enqueue.stopChild(childId(id));
      for (const item of fresh)
        enqueue.spawnChild('delivery', {
          id: childId(item.id),
          input: { id: item.id, kind: item.kind, payload: item.payload, online: context.online },
        });
      enqueue.assign({
        deliveries: Object.fromEntries(
          waiting.map((item) => [item.id, context.deliveries[item.id] ?? SENDING]),
        ),
      });
    }),
  },
}).createMachine({
  id: 'outbox',
  context: ({ input, spawn }) => {
    for (const item of input.pending)
      spawn('delivery', {
        id: childId(item.id),
        input: { id: item.id, kind: item.kind, payload: item.payload, online: input.online },
      });
    return {
      online: input.online,
      deliveries: Object.fromEntries(input.pending.map((item) => [item.id, SENDING])),
    };
  },
  on: {
    'visitor.recorded': { actions: 'follow' },
    'network.changed': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue.assign({ online: event.online });
        for (const id of Object.keys(context.deliveries)) enqueue.sendTo(childId(id), event);
      }),
    },
    'delivery.status': {
      actions: assign({
        deliveries: ({ context, event }) =>
          context.deliveries[event.id]
            ? {
                ...context.deliveries,
                [event.id]: { status: event.status, reason: event.reason ?? null },
              }
            : context.deliveries,
      }),
    },
    'outbox.retry': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (context.deliveries[event.id])
          enqueue.sendTo(childId(event.id), { type: 'delivery.retry' as const });
      }),
    },
    // The root decides and records LeadDelivered, which comes back here with the projection after it.
    'delivery.succeeded': {
      actions: sendParent(({ event }) => ({
        type: 'visitor.execute' as const,
        command: { type: 'outbox.delivered', id: event.id } satisfies VisitorCommand,
      })),
    },
  },
});

export type OutboxSnapshot = SnapshotFrom<typeof outboxMachine>;

/** An item as the view shows it: what waits (the projection's) with where its delivery stands. */
const itemOf = (snapshot: OutboxSnapshot, item: PendingItem): OutboxItem => {
  const delivery = snapshot.context.deliveries[item.id] ?? SENDING;
  return {
    id: item.id,
    kind: item.kind,
    queuedAt: item.queuedAt,
    status: delivery.status,
    ...(delivery.reason !== null ? { reason: delivery.reason } : {}),
  };
};

/** What waits to be sent (the root's projection), oldest first, with each item's delivery state. */
export const selectOutboxItems = (snapshot: OutboxSnapshot, visitor: VisitorState): OutboxItem[] =>
  pendingItems(visitor).map((item) => itemOf(snapshot, item));

export const selectOutboxCount = (visitor: VisitorState): number => Object.keys(visitor.leadOutbox).length;

/** One item waiting, with its delivery state; null once delivered (or never queued). */
export const selectOutboxItem = (
  snapshot: OutboxSnapshot,
  visitor: VisitorState,
  id: string,
): OutboxItem | null => {
  const item = visitor.leadOutbox[id];
  return item ? itemOf(snapshot, { id, ...item }) : null;
};
