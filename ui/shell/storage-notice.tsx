import { useState, useSyncExternalStore } from 'react';
import { MEMORY_STORAGE_NOTICE } from '../../core/domain';
import { useApp } from '../app-context';
import { Icon } from './icons';
import styles from './storage-notice.module.css';

/**
 * Said once, quietly: when the log lives in memory (IndexedDB refused, blocked or failed during the
 * visit), the visitor's choices end with the page. Closed, it stays closed for the page's life.
 */
export function StorageNotice() {
  const { storage } = useApp();
  // Prerendered HTML assumes the usual case (the log in IndexedDB): nothing to say.
  const kind = useSyncExternalStore(storage.subscribe, storage.kind, () => 'indexeddb');
  const [dismissed, setDismissed] = useState(false);
  if (kind !== 'memory' || dismissed) return null;
  return (
    <div className={styles.notice} role="status" data-testid="storage-notice">
      <div className={`container ${styles.inner}`}>
        <Icon name="info" className={styles.icon} />
        <p className={styles.message}>{MEMORY_STORAGE_NOTICE.message}</p>
        <button type="button" className={styles.dismiss} onClick={() => setDismissed(true)}>
          {MEMORY_STORAGE_NOTICE.dismiss}
        </button>
      </div>
    </div>
  );
}
