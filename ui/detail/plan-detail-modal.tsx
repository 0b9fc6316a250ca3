import { PLAN_DETAIL_ES } from '../../core/domain';
import { useEffect, useRef } from 'react';
import { useT, withTexts } from '../i18n/texts';
import { useApp } from '../app-context';
import { PlanDetail } from './plan-detail';
import { DetailFailure, DetailSkeleton } from './detail-states';
import { usePlanDetail } from './use-plan-detail';
import styles from './plan-detail.module.css';

/** A plan's detail over the comparison (§2): a modal dialog; its close button and back close it. */
function PlanDetailModal() {
  const app = useApp();
  const t = useT();
  const view = usePlanDetail();
  const dialog = useRef<HTMLDialogElement>(null);
  const open = view.status !== 'idle' && view.mode === 'modal';
  // The dialog element's own API is the only way to open it modally.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={styles.modal}
      aria-label={t('detail.modalLabel')}
      data-testid="plan-detail-modal"
      onCancel={(event) => {
        event.preventDefault();
        app.send({ type: 'detail.close' });
      }}
    >
      <button
        type="button"
        className={styles.modalClose}
        aria-label={t('detail.close')}
        onClick={() => app.send({ type: 'detail.close' })}
      >
        ×
      </button>
      {open &&
        (view.status === 'ready' ? (
          <PlanDetail view={view} />
        ) : view.status === 'failed' ? (
          <DetailFailure />
        ) : (
          <DetailSkeleton />
        ))}
    </dialog>
  );
}

export default withTexts(PLAN_DETAIL_ES, PlanDetailModal);
