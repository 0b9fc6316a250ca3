import { useSelector } from '@xstate/react';
import { SHARE_TEXTS as TEXTS } from '../../core/domain';
import { Link } from '../routing/link';
import { RouterSpinner } from '../routing/router-spinner';
import { useShareActor } from './use-visitor-actors';
import styles from './visitors.module.css';

/** /url/{code}: the short link of a shared comparison is validated, then the site goes there. */
export default function ShortLinkPage() {
  const actor = useShareActor();
  const invalid = useSelector(actor, (snapshot) => snapshot.matches('invalid'));
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  if (!invalid)
    return (
      <div className={styles.page}>
        <title>{`${TEXTS.openingTitle} · QueSeguro`}</title>
        <meta name="robots" content="noindex" />
        <p className="visually-hidden">{TEXTS.openingTitle}</p>
        <RouterSpinner />
      </div>
    );
  return (
    <div className={styles.page} data-testid="short-link-invalid">
      <title>{`${TEXTS.invalidTitle} · QueSeguro`}</title>
      <meta name="robots" content="noindex" />
      <h1>{TEXTS.invalidTitle}</h1>
      <p>{failure === 'host' ? TEXTS.foreign : TEXTS.invalid}</p>
      <div className={styles.actions} data-align="start">
        <Link to="/Comparar" className="button button-primary">
          Comparar planes
        </Link>
        <Link to="/" className="button button-secondary">
          Volver al Home
        </Link>
      </div>
    </div>
  );
}
