import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { planDetailMachine, selectPlanDetail } from '../../core/machines/plan-detail.machine';
import { planRequestMachine } from '../../core/machines/plan-request.machine';
import { outboxMachine } from '../../core/machines/outbox.machine';
import { useApp } from '../app-context';

export function usePlanDetailActor(): ActorRefFrom<typeof planDetailMachine> {
  return useApp().actor.system.get('planDetail') as ActorRefFrom<typeof planDetailMachine>;
}

export function usePlanRequestActor(): ActorRefFrom<typeof planRequestMachine> {
  return useApp().actor.system.get('planRequest') as ActorRefFrom<typeof planRequestMachine>;
}

export function useOutboxActor(): ActorRefFrom<typeof outboxMachine> {
  return useApp().actor.system.get('outbox') as ActorRefFrom<typeof outboxMachine>;
}

export function usePlanDetail() {
  return useSelector(usePlanDetailActor(), selectPlanDetail);
}
