import type { PageProps } from '../routing/page-outlet';
import { PlanDetail } from './plan-detail';
import { DetailFailure, DetailSkeleton } from './detail-states';
import { usePlanDetail } from './use-plan-detail';

/** /EPS/…, /Seguros/…, /Medicina-Prepagada/… and /Empresa/{productType}/…/Planes/… (§2). */
export default function PlanDetailPage(_props: PageProps) {
  const view = usePlanDetail();
  return (
    <div className="container">
      {view.status === 'ready' && view.mode === 'page' ? (
        <PlanDetail view={view} />
      ) : view.status === 'failed' ? (
        <DetailFailure />
      ) : (
        <DetailSkeleton />
      )}
    </div>
  );
}
