import { Suspense, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { selectPageFlow, type PlanDetailRef } from '../../core/machines/surface';
import { useAppSelector } from '../app-context';
import { DetailDialog } from './detail-dialog';
import { useT } from '../i18n/texts';
import { PageLoadBoundary } from '../routing/page-load-boundary';
import { retryableLazy } from '../routing/retryable-lazy';
import styles from './plan-detail-modal-host.module.css';

const PlanDetailModal = retryableLazy(() => import('./plan-detail-modal'));
const selectPlanDetailFlow = selectPageFlow('planDetail');

/**
 * Mounted once by the layout; the plan detail's flow starts the first time a plan is asked for (a
 * page or a card), and the modal's code loads the first time a card opens a plan. Code that does not
 * arrive is said in a dialog over the comparison, which stays as it was.
 */
export function PlanDetailModalHost() {
  const detail = useAppSelector(selectPlanDetailFlow);
  return detail ? <ModalWhenOpen detail={detail} /> : null;
}

function ModalWhenOpen({ detail }: { detail: PlanDetailRef }) {
  const modal = useSelector(detail, (snapshot) => snapshot.context.mode === 'modal');
  const [attempt, setAttempt] = useState(0);
  if (!modal) return null;
  return (
    <PageLoadBoundary
      key={attempt}
      onRetry={() => setAttempt((n) => n + 1)}
      frame={(failure) => <FailureDialog>{failure}</FailureDialog>}
    >
      <Suspense fallback={null}>
        <PlanDetailModal />
      </Suspense>
    </PageLoadBoundary>
  );
}

function FailureDialog({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <DetailDialog
      open
      label={t('connection.pageTitle')}
      closeLabel={t('connection.close')}
      className={styles.dialog}
      closeClassName={styles.close}
    >
      {children}
    </DetailDialog>
  );
}
