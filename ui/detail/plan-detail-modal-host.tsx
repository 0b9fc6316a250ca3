import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { selectPageFlow, type PlanDetailRef } from '../../core/machines/surface';
import { useAppSelector } from '../app-context';

const PlanDetailModal = lazy(() => import('./plan-detail-modal'));
const selectPlanDetailFlow = selectPageFlow('planDetail');

/**
 * Mounted once by the layout; the plan detail's flow starts the first time a plan is asked for (a
 * page or a card), and the modal's code loads the first time a card opens a plan.
 */
export function PlanDetailModalHost() {
  const detail = useAppSelector(selectPlanDetailFlow);
  return detail ? <ModalWhenOpen detail={detail} /> : null;
}

function ModalWhenOpen({ detail }: { detail: PlanDetailRef }) {
  const modal = useSelector(detail, (snapshot) => snapshot.context.mode === 'modal');
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <PlanDetailModal />
    </Suspense>
  );
}
