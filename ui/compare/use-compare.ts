import {
  childActor,
  compareChild,
  compareFacetsActor,
  type CompareCardsRef,
  type CompareFacetsRef,
  type CompareResultsRef,
  type CompareListRef,
  type CompareSlotsRef,
} from '../../core/machines/surface';
import { useApp } from '../app-context';

export function useCompareActor(): CompareListRef {
  return childActor(useApp().actor, 'compare');
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
