import { Component, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadFailure, pageCodeFailureAction } from '../../core/domain';
import { selectOnline } from '../../core/machines/surface';
import { Tx } from '../i18n/texts';
import { useApp, useAppSelector } from '../app-context';
import { ServerErrorPanel } from '../shell/error-boundary';
import { retryFailedPages } from './retryable-lazy';
import styles from './page-load-boundary.module.css';

interface State {
  readonly error: { readonly chunk: boolean } | null;
}

/**
 * A page that fails shows its panel in place of the page, so the header and footer keep working; a
 * page whose code did not arrive offers 'Reintentar' and comes back by itself when the network does.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode; onRetry: () => void }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    const message = error instanceof Error ? error.message : String(error);
    const name = error instanceof Error ? error.name : '';
    return { error: { chunk: isChunkLoadFailure(message, name) } };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // §8 ignores ChunkLoadError: it is the network's, shown to the visitor, never reported as a bug.
    if (!isChunkLoadFailure(error.message, error.name))
      console.error('Error de la página', error, info.componentStack);
  }

  private readonly retry = () => {
    retryFailedPages();
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return error.chunk ? <PageCodeFailed retry={this.retry} /> : <ServerErrorPanel />;
  }
}

function PageCodeFailed({ retry }: { retry: () => void }) {
  const app = useApp();
  const online = useAppSelector(selectOnline);
  const wasOnline = useRef(online);

  // Online, the missing code is most likely a new deploy: one reload fetches it.
  useEffect(() => {
    const pageCode = app.pageCode;
    if (!pageCode) return;
    const action = pageCodeFailureAction({ online, reloadedAlready: pageCode.reloadedAlready() });
    if (action === 'reload') pageCode.reload();
    // Decided once, for the failure that showed this panel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Back online: ask for the page again without the visitor's click.
  useEffect(() => {
    if (online && !wasOnline.current) retry();
    wasOnline.current = online;
  }, [online, retry]);

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
      <h1>
        <Tx k="connection.pageTitle" />
      </h1>
      <p>
        <Tx k={online ? 'connection.pageOnline' : 'connection.pageOffline'} />
      </p>
      <button type="button" className="button button-primary" onClick={retry}>
        <Tx k="connection.pageRetry" />
      </button>
    </section>
  );
}
