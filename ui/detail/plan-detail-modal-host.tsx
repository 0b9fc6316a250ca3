import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { selectPageFlow, type PlanDetailRef } from '../../core/machines/surface';
import { useApp, useAppSelector } from '../app-context';
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
  const app = useApp();
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  // The dialog element's own API is the only way to open it modally.
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={t('connection.pageTitle')}
      data-testid="plan-detail-modal"
      onCancel={(event) => {
        event.preventDefault();
        app.send({ type: 'detail.close' });
      }}
    >
      <button
        type="button"
        className={styles.close}
        aria-label={t('connection.close')}
        onClick={() => app.send({ type: 'detail.close' })}
      >
        ×
      </button>
      {children}
    </dialog>
  );
}
