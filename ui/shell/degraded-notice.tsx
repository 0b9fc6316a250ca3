import type { TextKey, TextRef } from '../../core/domain';
import { Tx } from '../i18n/texts';
import { CompareIcon } from '../compare/compare-icons';
import styles from './degraded-notice.module.css';

/** A part that could not load, said in words, with its retry: one look for the card and the detail page. */
export function DegradedNotice(props: {
  notice: TextRef;
  retryLabel: TextKey;
  canRetry: boolean;
  onRetry: () => void;
  testId: string;
  spaced?: boolean;
}) {
  return (
    <div
      className={props.spaced ? `${styles.degraded} ${styles.spaced}` : styles.degraded}
      role="status"
      data-testid={props.testId}
    >
      <p>
        <CompareIcon name="alert" width={16} height={16} /> <Tx r={props.notice} />
      </p>
      <button type="button" className={styles.retry} onClick={props.onRetry} disabled={!props.canRetry}>
        <Tx k={props.retryLabel} />
      </button>
    </div>
  );
}
