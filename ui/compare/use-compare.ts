import { use } from 'react';
import {
  childActor,
  pageFlow,
  pageFlowStarted,
  type CompareCardsRef,
  type CompareFacetsRef,
  type CompareResultsRef,
  type CompareListRef,
  type CompareSlotsRef,
} from '../../core/machines/surface';
import { compareChild, compareFacetsActor } from '../../core/machines/surface-compare';
import { useApp } from '../app-context';

/** The comparison list; until the root has started it (its code loading), the page waits in its placeholder. */
export function useCompareActor(): CompareListRef {
  const app = useApp().actor;
  return pageFlow(app, 'compare') ?? use(pageFlowStarted(app, 'compare'));
}

export function useSlotsActor(): CompareSlotsRef {
  return childActor(useApp().actor, 'compareSlots');
}

/** The filter counts: the comparison list's child. */
export function useFacetsActor(): CompareFacetsRef {
  return compareFacetsActor(useCompareActor());
}

/** The search and its list: the comparison list's child. */
export function useResultsActor(): CompareResultsRef {
  return compareChild(useCompareActor(), 'compareResults');
}

/** The card actors and every product seen: the comparison list's child. */
export function useCardsActor(): CompareCardsRef {
  return compareChild(useCompareActor(), 'compareCards');
}
