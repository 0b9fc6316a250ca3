import { useSelector } from '@xstate/react';
import { institutionContent, SITE_PAGES_ES, VISITOR_TOOLS_ES } from '../../core/domain';
import { selectAccessStatus, selectGrantedAccess } from '../../core/machines/surface-access';
import { useContent } from '../content/use-content';
import { Monogram, PlanList } from '../pages/site/plan-list';
import { useApp } from '../app-context';
import { Tx, useSiteBrand, useT, withTexts } from '../i18n/texts';
import { RouterSpinner } from '../routing/router-spinner';
import { ContentError, ContentLoading } from '../shell/content-error';
import { useAccessActor } from './use-visitor-actors';
import styles from './visitors.module.css';

/**
 * /Vista-Institucion (§6): for an insurer's or partner's staff, signed in through the customer portal,
 * how the institution's plans show on the site. The institution is ?institucion= or the token's company.
 */
function InstitutionViewPage() {
  const t = useT();
  const brand = useSiteBrand();
  const app = useApp();
  const actor = useAccessActor();
  const status = useSelector(actor, selectAccessStatus);
  const access = useSelector(actor, selectGrantedAccess);
  const canSignOut = useSelector(actor, (snapshot) => snapshot.can({ type: 'access.signOut' }));
  const head = (
    <>
      <title>{`${t('access.viewTitle')} · ${brand}`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
  if (status !== 'granted' || access === null)
    return (
      <div className={styles.page}>
        {head}
        <p className="visually-hidden">
          <Tx k="access.verifying" />
        </p>
        <RouterSpinner />
      </div>
    );
  return (
    <div className="container">
      {head}
      <div className={styles.institutionBar}>
        <span className={styles.muted}>
          {access.name ? (
            <Tx k="access.signedInAs" params={{ name: access.name }} />
          ) : (
            <Tx k="access.viewTitle" />
          )}
        </span>
        <button
          type="button"
          className="button button-secondary"
          disabled={!canSignOut}
          onClick={() => app.send({ type: 'access.signOut' })}
        >
          <Tx k="access.signOut" />
        </button>
      </div>
      {access.demo && (
        <p role="status" className={styles.notice} data-testid="demo-access">
          <Tx k="access.demo" />
        </p>
      )}
      {access.institution === null ? (
        <header className={styles.institutionHead}>
          <h1>
            <Tx k="access.viewTitle" />
          </h1>
          <p>
            <Tx k="access.noInstitution" />
          </p>
        </header>
      ) : (
        <InstitutionPlans institution={access.institution} />
      )}
    </div>
  );
}

function InstitutionPlans({ institution }: { institution: string }) {
  const requests = institutionContent(institution);
  const states = [useContent(requests[0]), useContent(requests[1]), useContent(requests[2])];
  const found = states.find((state) => state.status === 'ready' && state.value.organization !== null);
  if (found?.status === 'ready' && found.value.organization) {
    const { organization, plans } = found.value;
    return (
      <>
        <header className={styles.institutionHead}>
          <Monogram name={organization.displayName} image={organization.metadata?.image} />
          <div>
            <h1>{organization.displayName}</h1>
            <p className={styles.muted}>
              <Tx k="access.viewLead" params={{ name: organization.displayName }} />
            </p>
          </div>
        </header>
        <PlanList plans={plans} />
      </>
    );
  }
  const failed = requests.find((_, index) => states[index]?.status === 'failed');
  if (failed) return <ContentError request={failed} />;
  if (states.some((state) => state.status === 'loading')) return <ContentLoading rows={4} />;
  return (
    <header className={styles.institutionHead}>
      <h1>
        <Tx k="access.viewTitle" />
      </h1>
      <p role="alert">
        <Tx k="access.institutionNotFound" params={{ institution }} />
      </p>
    </header>
  );
}

// The institution's plans show as the listings show them (the site pages' listing texts).
export default withTexts(VISITOR_TOOLS_ES, withTexts(SITE_PAGES_ES, InstitutionViewPage));
