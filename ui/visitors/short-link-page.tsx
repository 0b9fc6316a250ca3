import { VISITOR_TOOLS_ES } from '../../core/domain';
import { useSelector } from '@xstate/react';
import { Link } from '../routing/link';
import { RouterSpinner } from '../routing/router-spinner';
import { Tx, useSiteBrand, useT, withTexts } from '../i18n/texts';
import { useShareActor } from './use-visitor-actors';
import styles from './visitors.module.css';

/** /url/{code}: the short link of a shared comparison is validated, then the site goes there. */
function ShortLinkPage() {
  const t = useT();
  const brand = useSiteBrand();
  const actor = useShareActor();
  const invalid = useSelector(actor, (snapshot) => snapshot.matches('invalid'));
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  if (!invalid)
    return (
      <div className={styles.page}>
        <title>{`${t('share.openingTitle')} · ${brand}`}</title>
        <meta name="robots" content="noindex" />
        <p className="visually-hidden">
          <Tx k="share.openingTitle" />
        </p>
        <RouterSpinner />
      </div>
    );
  return (
    <div className={styles.page} data-testid="short-link-invalid">
      <title>{`${t('share.invalidTitle')} · ${brand}`}</title>
      <meta name="robots" content="noindex" />
      <h1>
        <Tx k="share.invalidTitle" />
      </h1>
      <p>
        <Tx k={failure === 'host' ? 'share.foreign' : 'share.invalid'} />
      </p>
      <div className={styles.actions} data-align="start">
        <Link to="/Comparar" className="button button-primary">
          <Tx k="planHead.comparePlans" />
        </Link>
        <Link to="/" className="button button-secondary">
          <Tx k="common.backHome" />
        </Link>
      </div>
    </div>
  );
}

export default withTexts(VISITOR_TOOLS_ES, ShortLinkPage);
