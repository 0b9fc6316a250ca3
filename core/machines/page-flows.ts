import { fromPromise } from 'xstate';
import type { ActorRefFrom, AnyActorRef, DoneActorEvent, EventFrom, EventObject } from 'xstate';
import type { CompareListEvent, compareListMachine } from './compare-list.machine';
import type { PlanDetailEvent, planDetailMachine } from './plan-detail.machine';
import { isDetailPage } from './plan-detail.address';
import type { AccessEvent, accessMachine } from './access.machine';
import type { ChatEvent, chatMachine } from './chat.machine';
import type { PurchaseEvent, purchaseMachine } from './purchase.machine';
import { modalPlanCode, requiresAccessToken } from '../domain';

/**
 * Flows only some pages need, which the root starts when such a page (or its command) first comes,
 * once their code has loaded (core/app/index.ts supplies the loader, one dynamic import per flow). Until
 * then what the root tells a flow waits here, in order, and is handed over as it starts; before it was
 * ever needed a flow needs nothing (it starts from the message that needs it, with the root's present
 * word on the network). One mechanism for every such flow: add its logic type below and its rules to
 * PAGE_FLOW_RULES.
 */
export interface PageFlowLogics {
  compare: typeof compareListMachine;
  planDetail: typeof planDetailMachine;
  access: typeof accessMachine;
  chat: typeof chatMachine;
  purchase: typeof purchaseMachine;
}
export type PageFlowId = keyof PageFlowLogics;
export type PageFlowRef<Id extends PageFlowId> = ActorRefFrom<PageFlowLogics[Id]>;
export type PageFlowMessage<Id extends PageFlowId> = EventFrom<PageFlowLogics[Id]>;

/** A message for one flow, as the root's `toFlow` action takes it. */
export type ToPageFlow = { [Id in PageFlowId]: { flow: Id; message: PageFlowMessage<Id> } }[PageFlowId];

/** A flow's code, as its loader answers: its logic with its calls supplied, or null when it did not arrive. */
export type PageFlowCode = { [Id in PageFlowId]: { flow: Id; logic: PageFlowLogics[Id] | null } }[PageFlowId];
export type PageFlowLoaders = { readonly [Id in PageFlowId]: () => Promise<PageFlowLogics[Id]> };

export interface PageFlowSlot {
  readonly ref: AnyActorRef | null;
  /** While its code loads: what the root told it meanwhile (null when not loading). */
  readonly waiting: readonly EventObject[] | null;
  /** Its code did not arrive: the view shows the page's error until a retry (see PAGE_FLOW_RULES). */
  readonly failed: boolean;
}
export type PageFlows = { readonly [Id in PageFlowId]: PageFlowSlot };

const idle: PageFlowSlot = { ref: null, waiting: null, failed: false };
export const NO_PAGE_FLOWS: PageFlows = {
  compare: idle,
  planDetail: idle,
  access: idle,
  chat: idle,
  purchase: idle,
};

/** The loader's answer (it never fails: a missing chunk answers logic null), or the view asking again. */
export type PageFlowEvent =
  | DoneActorEvent<PageFlowCode, `pageFlowCode.${PageFlowId}`>
  /** The view shows a flow whose code had failed ('Reintentar'): every failed code is asked for again. */
  | { type: 'flows.retry' };
export const isPageFlowCode = (
  event: EventObject,
): event is DoneActorEvent<PageFlowCode, `pageFlowCode.${PageFlowId}`> =>
  event.type.startsWith('xstate.done.actor.pageFlowCode.');
export const pageFlowCodeId = (flow: PageFlowId) => `pageFlowCode.${flow}` as const;

interface PageFlowRules<Id extends PageFlowId> {
  /** The message that makes the flow needed (its page shows, or its command comes). */
  readonly needs: (message: PageFlowMessage<Id>) => boolean;
  /** After its code failed: what asks for it again (the network back, its page shown again). */
  readonly retries: (message: PageFlowMessage<Id>) => boolean;
}

const needsCompare = (message: CompareListEvent) =>
  message.type === 'route.changed' && message.resolution.page === 'compare';

// A plan page or a plan modal (its address, or a card's command).
const needsPlanDetail = (message: PlanDetailEvent) =>
  message.type === 'detail.open' ||
  (message.type === 'route.changed' &&
    (isDetailPage(message.resolution) || modalPlanCode(message.resolution.location.hash) !== null));

// A page behind the institution token, or the login page (which reads the gate's error and wait).
const needsAccess = (message: AccessEvent) =>
  message.type === 'access.route' && (requiresAccessToken(message.page) || message.page === 'login');

const needsChat = (message: ChatEvent) => message.type === 'chat.open';

// The purchase page located (core/app/purchase-flow.ts tells the root where the visitor is).
const needsPurchase = (message: PurchaseEvent) => message.type === 'purchase.located';

const PAGE_FLOW_RULES: { readonly [Id in PageFlowId]: PageFlowRules<Id> } = {
  compare: {
    needs: needsCompare,
    retries: (message) => needsCompare(message) || (message.type === 'network.changed' && message.online),
  },
  planDetail: {
    needs: needsPlanDetail,
    // The root tells it detail.retry when the network is back.
    retries: (message) => needsPlanDetail(message) || message.type === 'detail.retry',
  },
  access: { needs: needsAccess, retries: needsAccess },
  // The launcher's first click.
  chat: { needs: needsChat, retries: needsChat },
  purchase: { needs: needsPurchase, retries: needsPurchase },
};

/** Whether a message needs its flow, or asks again for its code after it failed (rules per flow above). */
export function flowRuleSays<Id extends PageFlowId>(
  to: { flow: Id; message: PageFlowMessage<Id> },
  rule: keyof PageFlowRules<Id>,
): boolean {
  const rules: PageFlowRules<Id> = PAGE_FLOW_RULES[to.flow];
  return rules[rule](to.message);
}

/** The flows with one flow's slot changed. */
export const withSlot = (flows: PageFlows, flow: PageFlowId, change: Partial<PageFlowSlot>): PageFlows => ({
  ...flows,
  [flow]: { ...flows[flow], ...change },
});

/** The root's loadFlowCode, from one dynamic import per flow (core/app/index.ts); a chunk that fails answers null. */
export const pageFlowLoader = (loaders: PageFlowLoaders) =>
  fromPromise<PageFlowCode, { flow: PageFlowId }>(({ input }) => loadCode(loaders, input.flow));

// One constructor per flow keeps the answer's flow and logic paired without a cast.
const codeOf: { readonly [Id in PageFlowId]: (logic: PageFlowLogics[Id] | null) => PageFlowCode } = {
  compare: (logic) => ({ flow: 'compare', logic }),
  planDetail: (logic) => ({ flow: 'planDetail', logic }),
  access: (logic) => ({ flow: 'access', logic }),
  chat: (logic) => ({ flow: 'chat', logic }),
  purchase: (logic) => ({ flow: 'purchase', logic }),
};

function loadCode<Id extends PageFlowId>(loaders: PageFlowLoaders, flow: Id): Promise<PageFlowCode> {
  const load: () => Promise<PageFlowLogics[Id]> = loaders[flow];
  const code: (logic: PageFlowLogics[Id] | null) => PageFlowCode = codeOf[flow];
  return load().then(code, () => code(null));
}

/** The flows whose code failed while something waits for them. */
export const failedFlows = (flows: PageFlows): PageFlowId[] =>
  (Object.keys(flows) as PageFlowId[]).filter((flow) => flows[flow].failed && flows[flow].waiting !== null);

/** Whether some flow's code is loading (its messages waiting): the page is not yet what it will show. */
export const flowsLoading = (flows: PageFlows): boolean =>
  Object.values(flows).some((slot) => slot.waiting !== null && !slot.failed);
