import type { ActorRefFrom } from 'xstate';
import type { compareListMachine } from '../../core/machines/compare-list.machine';
import type { compareSlotsMachine } from '../../core/machines/compare-slots.machine';
import { useApp } from '../app-context';

export type CompareListRef = ActorRefFrom<typeof compareListMachine>;
export type CompareSlotsRef = ActorRefFrom<typeof compareSlotsMachine>;

export function useCompareActor(): CompareListRef {
  return useApp().actor.system.get('compare') as CompareListRef;
}

export function useSlotsActor(): CompareSlotsRef {
  return useApp().actor.system.get('compareSlots') as CompareSlotsRef;
}
