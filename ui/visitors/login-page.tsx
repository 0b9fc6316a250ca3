import { useSelector } from '@xstate/react';
import { ACCESS_TEXTS as TEXTS, portalLoginUrl, readLoginQuery } from '../../core/domain';
import { selectAccessError, selectAccessStatus } from '../../core/machines/surface';
import { useApp, useAppSelector } from '../app-context';
import { Link } from '../routing/link';
import type { PageProps } from '../routing/page-outlet';
import { RouterSpinner } from '../routing/router-spinner';
import { useAccessActor } from './use-visitor-actors';
import styles from './visitors.module.css';

/**
 * /login?loginError=&referrer= (001 §2): why the institution view sent the visitor here, and the way in
 * (the company login of the customer portal). The portal comes back with ?hash=, exchanged here for the token.
 */
export default function LoginPage({ route }: PageProps) {
  const app = useApp();
  const actor = useAccessActor();
  const status = useSelector(actor, selectAccessStatus);
  const flowError = useSelector(actor, selectAccessError);
  const canRetry = useSelector(actor, (snapshot) => snapshot.can({ type: 'access.retry' }));
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const origin = useAppSelector((snapshot) => snapshot.context.boot.visitors.origin);
  const query = readLoginQuery(route.location.search);
  const head = (
    <>
      <title>{`${TEXTS.loginTitle} · QueSeguro`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
  if (query.hash !== null && status === 'exchanging')
    return (
      <div className={styles.page} data-testid="login-verifying">
        {head}
        <p role="status" className={styles.verifying}>
          {TEXTS.verifying}
        </p>
        <RouterSpinner />
      </div>
    );
  const error = query.hash !== null ? flowError : query.error;
  return (
    <div className={styles.page} data-testid="login-page">
      {head}
      <h1>{TEXTS.loginTitle}</h1>
      {error && (
        <p
          role="alert"
          className={error === 'signedOut' ? styles.notice : styles.alert}
          data-testid="login-error"
        >
          {TEXTS.errors[error]}
        </p>
      )}
      <p>{TEXTS.loginLead}</p>
      <div className={styles.actions} data-align="start">
        {query.hash !== null && status === 'failed' && (
          <button
            type="button"
            className="button button-primary"
            disabled={!canRetry}
            onClick={() => app.send({ type: 'access.retry' })}
          >
            {TEXTS.retry}
          </button>
        )}
        <a
          href={portalLoginUrl(country, origin, query.referrer)}
          className={
            query.hash !== null && status === 'failed' ? 'button button-secondary' : 'button button-primary'
          }
        >
          {TEXTS.loginButton}
        </a>
        <Link to="/" className="button button-secondary">
          {TEXTS.backHome}
        </Link>
      </div>
    </div>
  );
}
