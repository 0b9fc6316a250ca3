import { PLAN_DETAIL_ES } from '../../core/domain';
import { withTexts } from '../i18n/texts';
import type { PageProps } from '../routing/page-outlet';
import { PlanDetail } from './plan-detail';
import { DetailFailure, DetailSkeleton } from './detail-states';
import { usePlanDetail } from './use-plan-detail';

/** /EPS/…, /Seguros/…, /Medicina-Prepagada/… and /Empresa/{productType}/…/Planes/… (§2). */
function PlanDetailPage(_props: PageProps) {
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

export default withTexts(PLAN_DETAIL_ES, PlanDetailPage);
