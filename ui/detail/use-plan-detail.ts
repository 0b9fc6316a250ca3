import { use } from 'react';
import { useSelector } from '@xstate/react';
import {
  childActor,
  pageFlow,
  pageFlowStarted,
  planRequestActor,
  type OutboxRef,
  type PlanDetailRef,
  type PlanRequestRef,
} from '../../core/machines/surface';
import { selectPlanDetail } from '../../core/machines/surface-detail';
import { useApp } from '../app-context';

/** The plan detail; until the root has started it (its code loading), the page waits in its placeholder. */
export function usePlanDetailActor(): PlanDetailRef {
  const app = useApp().actor;
  return pageFlow(app, 'planDetail') ?? use(pageFlowStarted(app, 'planDetail'));
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
