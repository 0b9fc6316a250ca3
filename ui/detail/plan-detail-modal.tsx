import { PLAN_DETAIL_ES } from '../../core/domain';
import { useT, withTexts } from '../i18n/texts';
import { DetailDialog } from './detail-dialog';
import { PlanDetail } from './plan-detail';
import { DetailFailure, DetailSkeleton } from './detail-states';
import { usePlanDetail } from './use-plan-detail';
import styles from './plan-detail.module.css';

/** A plan's detail over the comparison (§2): a modal dialog; its close button and back close it. */
function PlanDetailModal() {
  const t = useT();
  const view = usePlanDetail();
  const open = view.status !== 'idle' && view.mode === 'modal';
  return (
    <DetailDialog
      open={open}
      label={t('detail.modalLabel')}
      closeLabel={t('detail.close')}
      className={styles.modal}
      closeClassName={styles.modalClose}
    >
      {open &&
        (view.status === 'ready' ? (
          <PlanDetail view={view} />
        ) : view.status === 'failed' ? (
          <DetailFailure />
        ) : (
          <DetailSkeleton />
        ))}
    </DetailDialog>
  );
}

export default withTexts(PLAN_DETAIL_ES, PlanDetailModal);
