import { useSelector } from '@xstate/react';
import {
  portalLoginUrl,
  readLoginQuery,
  type LoginError,
  type TextKey,
  VISITOR_TOOLS_ES,
} from '../../core/domain';
import { selectAccessError, selectAccessStatus } from '../../core/machines/surface-access';
import { useApp, useAppSelector } from '../app-context';
import { Tx, useSiteBrand, useT, withTexts } from '../i18n/texts';
import { Link } from '../routing/link';
import type { PageProps } from '../routing/page-outlet';
import { RouterSpinner } from '../routing/router-spinner';
import { useAccessActor } from './use-visitor-actors';
import styles from './visitors.module.css';

/**
 * /login?loginError=&referrer= (001 §2): why the institution view sent the visitor here, and the way in
 * (the company login of the customer portal). The portal comes back with ?hash=, exchanged here for the token.
 */
const ERROR_KEYS: Readonly<Record<LoginError, TextKey>> = {
  missing: 'access.errorMissing',
  invalid: 'access.errorInvalid',
  expired: 'access.errorExpired',
  timeout: 'access.errorTimeout',
  failed: 'access.errorFailed',
  signedOut: 'access.errorSignedOut',
};

function LoginPage({ route }: PageProps) {
  const app = useApp();
  const t = useT();
  const brand = useSiteBrand();
  const actor = useAccessActor();
  const status = useSelector(actor, selectAccessStatus);
  const flowError = useSelector(actor, selectAccessError);
  const canRetry = useSelector(actor, (snapshot) => snapshot.can({ type: 'access.retry' }));
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const origin = useAppSelector((snapshot) => snapshot.context.boot.visitors.origin);
  const query = readLoginQuery(route.location.search);
  const head = (
    <>
      <title>{`${t('access.loginTitle')} · ${brand}`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
  if (query.hash !== null && status === 'exchanging')
    return (
      <div className={styles.page} data-testid="login-verifying">
        {head}
        <p role="status" className={styles.verifying}>
          <Tx k="access.verifying" />
        </p>
        <RouterSpinner />
      </div>
    );
  const error = query.hash !== null ? flowError : query.error;
  return (
    <div className={styles.page} data-testid="login-page">
      {head}
      <h1>
        <Tx k="access.loginTitle" />
      </h1>
      {error && (
        <p
          role="alert"
          className={error === 'signedOut' ? styles.notice : styles.alert}
          data-testid="login-error"
        >
          <Tx k={ERROR_KEYS[error]} />
        </p>
      )}
      <p>
        <Tx k="access.loginLead" />
      </p>
      <div className={styles.actions} data-align="start">
        {query.hash !== null && status === 'failed' && (
          <button
            type="button"
            className="button button-primary"
            disabled={!canRetry}
            onClick={() => app.send({ type: 'access.retry' })}
          >
            <Tx k="access.retry" />
          </button>
        )}
        <a
          href={portalLoginUrl(country, origin, query.referrer)}
          className={
            query.hash !== null && status === 'failed' ? 'button button-secondary' : 'button button-primary'
          }
        >
          <Tx k="access.loginButton" />
        </a>
        <Link to="/" className="button button-secondary">
          <Tx k="access.backHome" />
        </Link>
      </div>
    </div>
  );
}

export default withTexts(VISITOR_TOOLS_ES, LoginPage);
