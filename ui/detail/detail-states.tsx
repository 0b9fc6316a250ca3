import { Tx } from '../i18n/texts';
import { useApp } from '../app-context';
import styles from './plan-detail.module.css';

/** The plan detail's failure and loading views, shared by the page and the modal. */
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
