import { useSelector } from '@xstate/react';
import { degradedPlanNoticeText, type PlanPart } from '../../core/domain';
import { useApp } from '../app-context';
import { DegradedNotice } from '../shell/degraded-notice';
import { usePlanDetailActor } from './use-plan-detail';

/** Names the sections of the plan that could not load, with their retry (nothing is left out silently). */
export function DetailDegraded({ missing }: { missing: readonly PlanPart[] }) {
  const app = useApp();
  const canRetry = useSelector(usePlanDetailActor(), (snapshot) => snapshot.can({ type: 'detail.retry' }));
  const notice = degradedPlanNoticeText(missing);
  if (!notice) return null;
  return (
    <DegradedNotice
      notice={notice}
      retryLabel="detail.retry"
      canRetry={canRetry}
      onRetry={() => app.send({ type: 'detail.retry' })}
      testId="detail-degraded"
      spaced
    />
  );
}
