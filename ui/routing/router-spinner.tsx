import { useTOrEs } from '../i18n/texts';
import styles from './router-spinner.module.css';

/** Shown while a page's code loads (§2: a router spinner shows during route loading). */
export function RouterSpinner() {
  const t = useTOrEs();
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
