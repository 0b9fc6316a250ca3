import { useEffect, useRef } from 'react';
import { pageCodeFailureAction, pageCodeRetryAction } from '../../core/domain';
import { selectOnline } from '../../core/machines/surface';
import { Tx } from '../i18n/texts';
import { useApp, useAppSelector } from '../app-context';
import styles from './page-load-boundary.module.css';

/**
 * Code that did not arrive (a page's, or a dialog's): says so, offers 'Reintentar' and asks again by
 * itself when the network returns. Online, the missing code is most likely a new deploy: one reload
 * fetches it (§8); the visitor's 'Reintentar' follows pageCodeRetryAction.
 */
export function CodeFailedPanel({
  retry,
  heading: Heading = 'h1',
}: {
  retry: () => void;
  heading?: 'h1' | 'h2';
}) {
  const app = useApp();
  const online = useAppSelector(selectOnline);
  const wasOnline = useRef(online);

  useEffect(() => {
    const pageCode = app.pageCode;
    if (!pageCode) return;
    const action = pageCodeFailureAction({ online, reloadedAlready: pageCode.reloadedAlready() });
    if (action === 'reload') pageCode.reload();
    // Decided once, for the failure that showed this panel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Back online: ask for the code again without the visitor's click.
  useEffect(() => {
    if (online && !wasOnline.current) retry();
    wasOnline.current = online;
  }, [online, retry]);

  const retryByVisitor = () => {
    if (pageCodeRetryAction({ online }) === 'reload' && app.pageCode) app.pageCode.reloadNow();
    else retry();
  };

  return (
    <section className={styles.panel} role="alert">
      <svg className={styles.icon} width="40" height="40" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M2 8.8a15 15 0 0 1 20 0M5.5 12.4a10 10 0 0 1 13 0M9 16a5 5 0 0 1 6 0M12 20h.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <Heading>
        <Tx k="connection.pageTitle" />
      </Heading>
      <p>
        <Tx k={online ? 'connection.pageOnline' : 'connection.pageOffline'} />
      </p>
      <button type="button" className="button button-primary" onClick={retryByVisitor}>
        <Tx k="connection.pageRetry" />
      </button>
    </section>
  );
}
