import { PLAN_DETAIL_ES } from '../../core/domain';
import { Tx, withTexts } from '../i18n/texts';
import type { PageProps } from '../routing/page-outlet';
import { useApp } from '../app-context';
import { PlanDetail } from './plan-detail';
import { usePlanDetail } from './use-plan-detail';
import styles from './plan-detail.module.css';

export function DetailFailure() {
  const app = useApp();
  return (
    <div className={styles.failure} role="alert">
      <h1>
        <Tx k="detail.failedTitle" />
      </h1>
      <p>
        <Tx k="detail.failedText" />
      </p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => app.send({ type: 'detail.retry' })}
      >
        <Tx k="detail.retry" />
      </button>
    </div>
  );
}

export function DetailSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-live="polite" data-testid="detail-loading">
      <span className="visually-hidden">
        <Tx k="detail.loading" />
      </span>
      <div className={styles.skeletonHead} />
      <div className={styles.skeletonBar} />
      <div className={styles.skeletonBody} />
    </div>
  );
}

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
