import { selectOnline } from '../../core/machines/surface';
import { Tx } from '../i18n/texts';
import { useAppSelector } from '../app-context';
import styles from './offline-banner.module.css';

/** One quiet line while the site is offline; the live region stays mounted so its change is announced. */
export function OfflineBanner() {
  const online = useAppSelector(selectOnline);
  return (
    <div role="status" aria-live="polite" className={online ? undefined : styles.banner}>
      {online ? null : (
        <p className={styles.text}>
          <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M2 8.8a15 15 0 0 1 20 0M5.5 12.4a10 10 0 0 1 13 0M9 16a5 5 0 0 1 6 0M12 20h.01M3 3l18 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span>
            <strong>
              <Tx k="connection.offlineTitle" />.
            </strong>{' '}
            <Tx k="connection.offlineBanner" />
          </span>
        </p>
      )}
    </div>
  );
}
