import {
  isListingCategory,
  listingComparePath,
  listingPagePath,
  listingTextKey,
  organizationPagePath,
  pageOf,
  parsePagina,
  type ListingCategory,
  SITE_PAGES_ES,
} from '../../../core/domain';
import { useAppSelector } from '../../app-context';
import { useContent } from '../../content/use-content';
import { Tx, useT, withTexts } from '../../i18n/texts';
import type { PageProps } from '../../routing/page-outlet';
import { Link } from '../../routing/link';
import { ContentError, ContentLoading } from '../../shell/content-error';
import { Monogram } from './plan-list';
import styles from './site-pages.module.css';

/** /EPS, /Seguros, /Medicina-Prepagada, /Clinicas-y-Hospitales: the category's organizations, by page. */
function ListingPage({ route }: PageProps) {
  const category = route.data['category'];
  if (!isListingCategory(category)) return null;
  return <Listing category={category} page={parsePagina(route.location.search)} />;
}

function Listing({ category, page }: { category: ListingCategory; page: number }) {
  const t = useT();
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const title = listingTextKey(country, category);
  const request = { kind: 'organizations', category } as const;
  const organizations = useContent(request);
  return (
    <div className="container">
      <header className={styles.pageHead}>
        <h1>
          <Tx k={`listing.${title}`} />
        </h1>
        <p className={styles.lead}>
          <Tx k={`listing.${title}Lead`} />
        </p>
        <Link to={listingComparePath(country, category)} className="button button-primary">
          <Tx k="listing.compareAll" />
        </Link>
      </header>
      {organizations.status === 'loading' && <ContentLoading rows={6} />}
      {organizations.status === 'failed' && <ContentError request={request} />}
      {organizations.status === 'ready' &&
        (organizations.value.length === 0 ? (
          <p className={styles.empty}>
            <Tx k="listing.empty" />
          </p>
        ) : (
          (() => {
            const current = pageOf(organizations.value, page);
            return (
              <>
                <ul className={styles.cardGrid}>
                  {current.items.map((organization) => (
                    <li key={organization.id} className={styles.card}>
                      <div className={styles.orgHead}>
                        <Monogram name={organization.displayName} image={organization.metadata?.image} />
                        <div>
                          <h2 className={styles.cardTitle}>{organization.displayName}</h2>
                          {organization.metadata?.city && (
                            <p className={styles.muted}>
                              {t('listing.city', { city: organization.metadata.city })}
                            </p>
                          )}
                        </div>
                      </div>
                      <Link
                        to={organizationPagePath(category, organization)}
                        className="button button-secondary"
                      >
                        <Tx k="listing.seePlans" />
                        <span className="visually-hidden">: {organization.displayName}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
                {current.pageCount > 1 && (
                  <nav className={styles.pagination} aria-label={t('common.pagination')}>
                    {current.page > 1 ? (
                      <Link to={listingPagePath(category, current.page - 1)} rel="prev">
                        <Tx k="common.previous" />
                      </Link>
                    ) : (
                      <span />
                    )}
                    <span aria-current="page">
                      {t('common.page', { page: String(current.page), count: String(current.pageCount) })}
                    </span>
                    {current.page < current.pageCount ? (
                      <Link to={listingPagePath(category, current.page + 1)} rel="next">
                        <Tx k="common.next" />
                      </Link>
                    ) : (
                      <span />
                    )}
                  </nav>
                )}
              </>
            );
          })()
        ))}
    </div>
  );
}

export default withTexts(SITE_PAGES_ES, ListingPage);
