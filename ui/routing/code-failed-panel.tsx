import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { childActor, selectCodeArrivals, selectOnline } from '../../core/machines/surface';
import { Tx } from '../i18n/texts';
import { useApp, useAppSelector } from '../app-context';
import styles from './page-load-boundary.module.css';

/**
 * Code that did not arrive (a page's, or a dialog's): says so and offers 'Reintentar'. What happens
 * next (one reload for a deploy's files, asking again when the network returns, the visitor's retry) is
 * the page-code flow's (core/machines/page-code.machine.ts); this panel tells it the failure showed and
 * the visitor's click, and shows the page again once the flow says the code arrived.
 */
export function CodeFailedPanel({
  retry,
  heading: Heading = 'h1',
}: {
  /** Shows the page (or dialog) again, its code now here. */
  retry: () => void;
  heading?: 'h1' | 'h2';
}) {
  const app = useApp();
  const online = useAppSelector(selectOnline);
  const arrivals = useSelector(childActor(app.actor, 'pageCode'), selectCodeArrivals);
  const [shownAt] = useState(arrivals);

  useEffect(() => app.send({ type: 'code.failed' }), [app]);

  useEffect(() => {
    if (arrivals > shownAt) retry();
  }, [arrivals, shownAt, retry]);

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
      <button
        type="button"
        className="button button-primary"
        onClick={() => app.send({ type: 'code.retry' })}
      >
        <Tx k="connection.pageRetry" />
      </button>
    </section>
  );
}
