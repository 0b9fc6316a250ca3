import { useSelector } from '@xstate/react';
import { degradedPlanNoticeText, type PlanPart } from '../../core/domain';
import { Tx } from '../i18n/texts';
import { useApp } from '../app-context';
import { CompareIcon } from '../compare/compare-icons';
import { usePlanDetailActor } from './use-plan-detail';
import styles from './detail-degraded.module.css';

/** Names the sections of the plan that could not load, with their retry (nothing is left out silently). */
export function DetailDegraded({ missing }: { missing: readonly PlanPart[] }) {
  const app = useApp();
  const canRetry = useSelector(usePlanDetailActor(), (snapshot) => snapshot.can({ type: 'detail.retry' }));
  const notice = degradedPlanNoticeText(missing);
  if (!notice) return null;
  return (
    <div className={styles.degraded} role="status" data-testid="detail-degraded">
      <p>
        <CompareIcon name="alert" width={16} height={16} /> <Tx r={notice} />
      </p>
      <button
        type="button"
        className={styles.retry}
        onClick={() => app.send({ type: 'detail.retry' })}
        disabled={!canRetry}
      >
        <Tx k="detail.retry" />
      </button>
    </div>
  );
}
