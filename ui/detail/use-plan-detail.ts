import { useSelector } from '@xstate/react';
import {
  childActor,
  planRequestActor,
  selectPlanDetail,
  type OutboxRef,
  type PlanDetailRef,
  type PlanRequestRef,
} from '../../core/machines/surface';
import { useApp } from '../app-context';

export function usePlanDetailActor(): PlanDetailRef {
  return childActor(useApp().actor, 'planDetail');
}

export function usePlanRequestActor(): PlanRequestRef {
  return planRequestActor(useApp().actor);
}

export function useOutboxActor(): OutboxRef {
  return childActor(useApp().actor, 'outbox');
}

export function usePlanDetail() {
  return useSelector(usePlanDetailActor(), selectPlanDetail);
}
