/**
 * What the view may take from core/machines (lint enforces it): typed accessors to the running actors,
 * the selectors over their snapshots, and their types. Nothing else of the machines reaches ui/.
 */
import type { Actor, ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';
import type { planRequestMachine } from './plan-request.machine';
import { filledSlots, isBotUserAgent, isSlotted, type VisitorCommand } from '../domain';
import type { appMachine } from './app.machine';
import { flowsLoading, type PageFlowId, type PageFlowRef } from './page-flows';

export type AppActor = Actor<typeof appMachine>;
export type AppSnapshot = SnapshotFrom<typeof appMachine>;
type Children = AppSnapshot['children'];
export type AppChildId = keyof Children;

/**
 * The long-lived flows the root invokes, by their id (the same as their system id): typed, so the view
 * never casts what `system.get` answers.
 */
export function childActor<Id extends AppChildId>(app: AppActor, id: Id): NonNullable<Children[Id]> {
  const child = app.getSnapshot().children[id];
  if (!child) throw new Error(`The root machine has no running ${String(id)}`);
  return child as NonNullable<Children[Id]>;
}

export type CompareListRef = PageFlowRef<'compare'>;

/**
 * A page flow (page-flows.ts), once the root started it (its code loads when it is first needed), or
 * null: a selector over the root, so a view re-renders when it starts. Typed by its id: the root keeps
 * the refs untyped in one record, the cast lives here once.
 */
export const selectPageFlow =
  <Id extends PageFlowId>(flow: Id) =>
  (snapshot: Pick<AppSnapshot, 'context'>): PageFlowRef<Id> | null =>
    snapshot.context.pageFlows[flow].ref as PageFlowRef<Id> | null;

export function pageFlow<Id extends PageFlowId>(app: AppActor, flow: Id): PageFlowRef<Id> | null {
  return selectPageFlow(flow)(app.getSnapshot());
}

/** A page flow where it must be running (tests, after its page showed). */
export function pageFlowActor<Id extends PageFlowId>(app: AppActor, flow: Id): PageFlowRef<Id> {
  const ref = pageFlow(app, flow);
  if (!ref) throw new Error(`The root has not started ${flow}`);
  return ref;
}

const flowStarts = new WeakMap<AppActor, Map<PageFlowId, Promise<AnyActorRef>>>();

/**
 * Resolves with a page flow once the root runs it; rejects as a chunk failure when its code does not
 * arrive (the page's boundary shows the page-code panel; 'Reintentar', the network back or the page
 * again asks for the code again, and the next render gets a new promise). Asked while its code had
 * failed, it asks the root to load it again. One promise per root and flow, as React's `use` needs.
 */
export function pageFlowStarted<Id extends PageFlowId>(app: AppActor, flow: Id): Promise<PageFlowRef<Id>> {
  const starts = flowStarts.get(app) ?? new Map<PageFlowId, Promise<AnyActorRef>>();
  flowStarts.set(app, starts);
  const known = starts.get(flow);
  if (known) return known as Promise<PageFlowRef<Id>>;
  if (app.getSnapshot().context.pageFlows[flow].failed) app.send({ type: 'flows.retry' });
  const started = new Promise<AnyActorRef>((resolve, reject) => {
    const check = () => {
      const { ref, failed } = app.getSnapshot().context.pageFlows[flow];
      if (ref) resolve(ref);
      else if (failed) {
        starts.delete(flow);
        const failure = new Error(`The code of ${flow} did not arrive`);
        failure.name = 'ChunkLoadError';
        reject(failure);
      } else return;
      subscription.unsubscribe();
    };
    const subscription = app.subscribe(check);
    check();
  });
  starts.set(flow, started);
  return started as Promise<PageFlowRef<Id>>;
}

/** Resolves once no page flow's code is loading (prerender: the flows' calls start after their code). */
export function pageFlowsLoaded(app: AppActor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (flowsLoading(app.getSnapshot().context.pageFlows)) return;
      subscription.unsubscribe();
      resolve();
    };
    const subscription = app.subscribe(check);
    check();
  });
}

export type { CompareFacetsRef } from './compare-facets.machine';
export type { CompareCardsRef } from './compare-cards.machine';
export type { CompareResultsRef } from './compare-results.machine';
export type CompareSlotsRef = NonNullable<Children['compareSlots']>;
export type ProfileRef = NonNullable<Children['profile']>;
export type NavigationRef = NonNullable<Children['navigation']>;

// The visitor's projection, read from the root.
type RootView = Pick<AppSnapshot, 'context'>;

export const selectChosenPlans = (snapshot: RootView): string[] =>
  filledSlots(snapshot.context.visitor.comparisonSlots);
export const selectIsChosen = (productId: string) => (snapshot: RootView) =>
  isSlotted(snapshot.context.visitor.comparisonSlots, productId);
/** The visitor's clinics (chosen in a comparator's 'Mi clínica'), which a plan's network marks. */
export const selectMyClinics = (snapshot: RootView): readonly number[] => snapshot.context.visitor.clinics;
/** The root's belief about the network: its state, online or offline. */
export const selectOnline = (snapshot: Pick<AppSnapshot, 'matches'>): boolean => snapshot.matches('online');
/** A bot or prerender agent (§4): a non-browser, for which placeholders show their content at once. */
export const selectNonBrowser = (snapshot: RootView): boolean =>
  isBotUserAgent(snapshot.context.boot.arrival?.userAgent);
/** Whether the root would accept this command now (what a button's `disabled` reads). */
export const selectCanExecute = (command: VisitorCommand) => (snapshot: Pick<AppSnapshot, 'can'>) =>
  snapshot.can({ type: 'visitor.execute', command });
export const selectCanOpenComparison = (snapshot: Pick<AppSnapshot, 'can'>) =>
  snapshot.can({ type: 'slots.open' });
export const selectComparisonOpen = (snapshot: SnapshotFrom<CompareSlotsRef>) =>
  snapshot.matches('comparing');

export { selectResolution } from './navigation.machine';
export {
  selectModalOpen,
  selectModalPhase,
  selectProductType,
  selectProfileForm,
  selectValidationUnavailable,
} from './profile.machine';

// The plan detail, its request form and the outbox (issue 10).
export type PlanDetailRef = PageFlowRef<'planDetail'>;
export type OutboxRef = NonNullable<Children['outbox']>;
export type PlanRequestRef = ActorRefFrom<typeof planRequestMachine>;
/** The request form is the plan detail's child, reached by its system id; the cast lives here once. */
export function planRequestActor(app: AppActor): PlanRequestRef {
  return app.system.get('planRequest') as PlanRequestRef;
}
export { selectOutboxCount, selectOutboxItem } from './outbox.machine';
export { selectCodeArrivals } from './page-code.machine';
export { reachablePages } from './pdf-viewer.machine';

// The online purchase (issue 11).
export type { PurchaseLoad, PurchaseSnapshot } from './purchase.machine';
export { selectPurchaseStatus } from './purchase-status';

export { selectReferralError } from './referral.machine';
export type { ShareRequest } from './share.machine';
export { selectPartner, selectPartnerPending } from './subdomain.machine';
export { selectPonderationError } from './staff.machine';

export {
  selectContactErrors,
  selectContactLeadId,
  selectContactTouched,
  selectContactValues,
} from './contact-form.machine';
// The chat launcher (issue 12).
