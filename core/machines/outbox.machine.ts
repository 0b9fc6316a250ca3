import { assign, enqueueActions, sendParent, setup, type SnapshotFrom } from 'xstate';
import type { DomainEvent, OutboxKind, PendingItem, VisitorCommand } from '../domain';
import { leadDeliveryMachine, type DeliveryStatus } from './lead-delivery.machine';

/**
 * The one outbox for everything a visitor sends (docs/kernel.md, "The outbox"). What waits lives in the
 * projection (LeadQueued, LeadDelivered); this machine only carries each item to its destination, one
 * delivery child per item, and asks the root to record the delivery.
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

export interface OutboxContext {
  readonly online: boolean;
  readonly items: Readonly<Record<string, OutboxItem>>;
}

export type OutboxEvent =
  /** The root: an event was recorded (a LeadQueued starts a delivery, a LeadDelivered ends it). */
  | { type: 'visitor.recorded'; event: DomainEvent }
  | { type: 'network.changed'; online: boolean }
  /** A delivery child: its item's state, and its destination's confirmation. */
  | { type: 'delivery.status'; id: string; status: DeliveryStatus; reason?: string | null }
  /** The visitor: try this item again now (a failed send's Reintentar). */
  | { type: 'outbox.retry'; id: string }
  | { type: 'delivery.succeeded'; id: string };

const childId = (id: string) => `delivery:${id}`;

export const outboxMachine = setup({
  types: {
    context: {} as OutboxContext,
    input: {} as OutboxInput,
    events: {} as OutboxEvent,
  },
  actors: { delivery: leadDeliveryMachine },
  actions: {
    startDeliveries: enqueueActions(({ context, enqueue }, params: { items: readonly PendingItem[] }) => {
      const fresh = params.items.filter((item) => context.items[item.id] === undefined);
      if (fresh.length === 0) return;
      enqueue.assign({
        items: {
          ...context.items,
          ...Object.fromEntries(fresh.map((item) => [item.id, viewOf(item)])),
        },
      });
      for (const item of fresh)
        enqueue.spawnChild('delivery', {
          id: childId(item.id),
          input: { id: item.id, kind: item.kind, payload: item.payload, online: context.online },
        });
    }),
    forget: enqueueActions(({ context, enqueue }, params: { id: string }) => {
      if (context.items[params.id] === undefined) return;
      enqueue.stopChild(childId(params.id));
      const { [params.id]: _delivered, ...rest } = context.items;
      enqueue.assign({ items: rest });
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
      items: Object.fromEntries(input.pending.map((item) => [item.id, viewOf(item)])),
    };
  },
  on: {
    'visitor.recorded': [
      {
        guard: ({ event }) => event.event.type === 'LeadQueued',
        actions: {
          type: 'startDeliveries',
          params: ({ event }) =>
            event.event.type === 'LeadQueued' ? { items: [itemOf(event.event)] } : { items: [] },
        },
      },
      {
        guard: ({ event }) => event.event.type === 'LeadDelivered',
        actions: {
          type: 'forget',
          params: ({ event }) => ({
            id: event.event.type === 'LeadDelivered' ? event.event.data.leadId : '',
          }),
        },
      },
    ],
    'network.changed': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue.assign({ online: event.online });
        for (const id of Object.keys(context.items)) enqueue.sendTo(childId(id), event);
      }),
    },
    'delivery.status': {
      actions: assign({
        items: ({ context, event }) => {
          const item = context.items[event.id];
          return item
            ? {
                ...context.items,
                [event.id]: { ...item, status: event.status, reason: event.reason ?? null },
              }
            : context.items;
        },
      }),
    },
    'outbox.retry': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (context.items[event.id]) enqueue.sendTo(childId(event.id), { type: 'delivery.retry' as const });
      }),
    },
    // The root decides and records LeadDelivered, which comes back here as visitor.recorded.
    'delivery.succeeded': {
      actions: sendParent(({ event }) => ({
        type: 'visitor.execute' as const,
        command: { type: 'outbox.delivered', id: event.id } satisfies VisitorCommand,
      })),
    },
  },
});

const viewOf = (item: PendingItem): OutboxItem => ({
  id: item.id,
  kind: item.kind,
  queuedAt: item.queuedAt,
  status: 'sending',
});

function itemOf(event: Extract<DomainEvent, { type: 'LeadQueued' }>): PendingItem {
  return {
    id: event.data.leadId,
    kind: event.data.kind,
    payload: event.data.payload,
    queuedAt: event.data.queuedAt,
  };
}

export type OutboxSnapshot = SnapshotFrom<typeof outboxMachine>;

/** What waits to be sent, oldest first, with each item's state. */
export const selectOutboxItems = (snapshot: OutboxSnapshot): OutboxItem[] =>
  Object.values(snapshot.context.items).sort((a, b) => a.queuedAt - b.queuedAt || a.id.localeCompare(b.id));

export const selectOutboxCount = (snapshot: OutboxSnapshot): number =>
  Object.keys(snapshot.context.items).length;

export const selectOutboxItem = (snapshot: OutboxSnapshot, id: string): OutboxItem | null =>
  snapshot.context.items[id] ?? null;
