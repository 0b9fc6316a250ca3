import type { ActorRefFrom, DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { CompareListEvent, compareListMachine } from './compare-list.machine';
import type { PageResolution } from './navigation.machine';

/**
 * Flows only one page needs, which the root starts when that page first shows, once their code has
 * loaded (core/app.ts supplies the loader): today the comparison list. Until then what the root tells
 * the flow waits here, in order, and is handed over as it starts; before its page ever showed the flow
 * needs nothing (it starts from the page's own route.changed, with the root's current word on the network).
 */
export type CompareFlowLogic = typeof compareListMachine;
export type CompareFlowRef = ActorRefFrom<CompareFlowLogic>;

export interface PageFlows {
  readonly compare: CompareFlowRef | null;
  /** While the comparison's code loads: what the root told it meanwhile (null when not loading). */
  readonly compareWaiting: readonly CompareListEvent[] | null;
  /** Its code did not arrive: the view shows the page's error; see retriesCompareCode. */
  readonly compareFailed: boolean;
}

export const NO_PAGE_FLOWS: PageFlows = { compare: null, compareWaiting: null, compareFailed: false };

/** The loader's answer (the comparison's machine, calls supplied) or its failure. */
export type PageFlowEvent =
  DoneActorEvent<CompareFlowLogic, 'compareCode'> | ErrorActorEvent<unknown, 'compareCode'>;

/** The comparator is the page that needs the comparison list. */
export const needsCompare = (message: CompareListEvent): boolean =>
  message.type === 'route.changed' && isComparePage(message.resolution);

/** After its code failed: the network back, or the comparator shown again, asks for it again. */
export const retriesCompareCode = (message: CompareListEvent): boolean =>
  needsCompare(message) || (message.type === 'network.changed' && message.online);

const isComparePage = (resolution: PageResolution) => resolution.page === 'compare';
