import { isRouteOf, submitPlan, syncPlan, type FlowEffect } from '../domain';
import type { PurchaseContext, PurchaseEvent, Seen } from './purchase.types';

/** How purchase.machine reads its context and events before asking the plans in core/domain. */

/** What the event carries (the events the composition sends; undefined on done and child events). */
export const seen = (event: PurchaseEvent): Partial<Seen> => event as Partial<Seen>;

/** The flow's route and the purchase the event carries, when that purchase is this flow's. */
export const ours = (context: PurchaseContext, event: PurchaseEvent) => {
  const purchase = seen(event).purchase ?? null;
  return context.route && isRouteOf(context.route, purchase) ? { route: context.route, purchase } : null;
};

export const syncEffects = (context: PurchaseContext, event: PurchaseEvent): FlowEffect[] => {
  const mine = ours(context, event);
  if (!mine) return [];
  const segment = event.type === 'purchase.located' ? event.segment : null;
  const moment = { segment, synced: event.type === 'purchase.synced', now: seen(event).now ?? 0 };
  return syncPlan(mine.route, mine.purchase, moment);
};

export const submitOf = (context: PurchaseContext, event: PurchaseEvent) => {
  const mine = ours(context, event);
  if (!mine || event.type !== 'purchase.submit') return null;
  const { values, now } = event;
  return submitPlan(mine.route, mine.purchase, context.load?.forms ?? [], {
    values,
    country: context.country,
    now,
  });
};

/** A purchase located afresh starts with nothing of the last one. */
export const fresh = {
  route: null,
  load: null,
  loadFailure: null,
  fieldErrors: {},
  cardErrors: {},
  paymentError: null,
  paying: null,
  reference: null,
} as const;
