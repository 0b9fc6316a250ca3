import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { usePlanDetailActor } from './use-plan-detail';

const PlanDetailModal = lazy(() => import('./plan-detail-modal'));

/** Mounted once by the layout; the modal's code loads the first time a card opens a plan. */
export function PlanDetailModalHost() {
  const modal = useSelector(usePlanDetailActor(), (snapshot) => snapshot.context.mode === 'modal');
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <PlanDetailModal />
    </Suspense>
  );
}
