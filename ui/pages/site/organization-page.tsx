import {
  isListingCategory,
  organizationNetwork,
  listingPagePath,
  listingTextKey,
  type ListingCategory,
  SITE_PAGES_ES,
} from '../../../core/domain';
import { useAppSelector } from '../../app-context';
import { useContent } from '../../content/use-content';
import { Tx, useT, withTexts } from '../../i18n/texts';
import type { PageProps } from '../../routing/page-outlet';
import { Link } from '../../routing/link';
import { ContentError, ContentLoading } from '../../shell/content-error';
import { RouteHead } from '../../shell/route-head';
import { ComplaintRoutes } from '../../trust/complaint-routes';
import { OrganizationContacts, OrganizationRatingLine } from './organization-contacts';
import { Monogram, PlanList } from './plan-list';
import styles from './site-pages.module.css';

/** An insurer's or clinic's page: its plans (a clinic's: the plans whose network includes it). */
function OrganizationPage({ route }: PageProps) {
  const category = route.data['category'];
  const url = route.params['url'];
  if (!isListingCategory(category) || !url) return null;
  return <Organization category={category} url={url} />;
}

function Organization({ category, url }: { category: ListingCategory; url: string }) {
  const t = useT();
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const request = { kind: 'organizationPlans', category, url } as const;
  const content = useContent(request);
  if (content.status === 'loading')
    return (
      <div className="container">
        <RouteHead />
        <ContentLoading rows={6} />
      </div>
    );
  if (content.status === 'failed')
    return (
      <div className="container">
        <RouteHead />
        <ContentError request={request} />
      </div>
    );
  const { organization, plans } = content.value;
  if (!organization)
    return (
      <div className="container">
        <RouteHead content={{ title: t('listing.notFound') }} />
        <header className={styles.pageHead}>
          <h1>
            <Tx k="listing.notFound" />
          </h1>
          <p className={styles.lead}>
            <Tx k="listing.notFoundText" />
          </p>
          <Link to={listingPagePath(category, 1)} className="button button-primary">
            <Tx k="listing.backToListing" />
          </Link>
        </header>
      </div>
    );
  const clinic = category === 'Clinicas-y-Hospitales';
  const lead = t(clinic ? 'listing.clinicLead' : 'listing.organizationLead', {
    name: organization.displayName,
  });
  return (
    <div className="container">
      <RouteHead content={{ title: organization.displayName, description: lead }} />
      <nav aria-label={t('detail.breadcrumb')} className={styles.breadcrumb}>
        <Link to={listingPagePath(category, 1)}>
          <Tx k={`listing.${listingTextKey(country, category)}`} />
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{organization.displayName}</span>
      </nav>
      <header className={`${styles.pageHead} ${styles.orgHead}`}>
        <Monogram name={organization.displayName} image={organization.metadata?.image} />
        <div>
          <h1>{organization.displayName}</h1>
          <p className={styles.lead}>{lead}</p>
          {!clinic && <OrganizationRatingLine organization={organization} />}
        </div>
      </header>
      {plans.length === 0 ? (
        <p className={styles.empty}>{t('listing.noPlans', { name: organization.displayName })}</p>
      ) : (
        <PlanList plans={plans} />
      )}
      {!clinic && <Network plans={plans} />}
      {!clinic && <OrganizationContacts organization={organization} />}
      {!clinic && (
        <div className={styles.complaints}>
          <ComplaintRoutes id="organization" productType={undefined} organization={organization} />
        </div>
      )}
    </div>
  );
}

/** An insurer's network: the clinics its plans cover, from the plans the API gives. */
function Network({ plans }: { plans: Parameters<typeof organizationNetwork>[0] }) {
  const network = organizationNetwork(plans);
  if (network.length === 0) return null;
  return (
    <section
      className={styles.network}
      aria-labelledby="organization-network"
      data-testid="organization-network"
    >
      <h2 id="organization-network">
        <Tx k="listing.network" />
      </h2>
      <p className={styles.lead}>
        <Tx k="listing.networkLead" />
      </p>
      <ul>
        {network.map((clinic) => (
          <li key={clinic.id}>
            <span>{clinic.displayName}</span>
            <span className={styles.networkCount}>
              <Tx k="listing.networkPlans" params={{ count: clinic.plans }} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default withTexts(SITE_PAGES_ES, OrganizationPage);
