import {
  childActor,
  compareFacetsActor,
  type CompareFacetsRef,
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
