import {
  CATALOGUE_PRODUCT_TYPES,
  organizationPagePath,
  planDetailPath,
  type CataloguePlan,
  type ListingCategory,
  type TextKey,
  SITE_PAGES_ES,
} from '../../../core/domain';
import { useAppSelector } from '../../app-context';
import { useContent } from '../../content/use-content';
import { Tx, useT, withTexts } from '../../i18n/texts';
import { Link } from '../../routing/link';
import { ContentError, ContentLoading } from '../../shell/content-error';
import styles from './site-pages.module.css';

const PRODUCT_TYPE_TEXT: Readonly<Record<(typeof CATALOGUE_PRODUCT_TYPES)[number], TextKey>> = {
  '': 'productTypes.general',
  colectivo: 'productTypes.colectivo',
  'Medicina Prepagada': 'productTypes.prepaid',
  'SEGURO COLECTIVO': 'productTypes.company',
  PET_INSURANCE_CO: 'productTypes.pets',
  ISAPRE: 'sections.Isapres',
  SEGURO_MASCOTAS: 'productTypes.pets',
  'SEGURO INTERNACIONAL': 'sections.Seguros-Internacionales',
};

function byProductType(plans: readonly CataloguePlan[]) {
  return CATALOGUE_PRODUCT_TYPES.map((productType) => ({
    productType,
    plans: plans.filter((plan) => plan.productType === productType),
  })).filter((group) => group.plans.length > 0);
}

/** A catalogue page's title and lead. */
function PageHead({ page }: { page: 'sitemap' | 'insuranceList' }) {
  return (
    <header className={styles.pageHead}>
      <h1>
        <Tx k={`${page}.title`} />
      </h1>
      <p className={styles.lead}>
        <Tx k={`${page}.lead`} />
      </p>
    </header>
  );
}

/** /Sitemap-Products: every product, linked by its canonical path. */
function SitemapProductsPageView() {
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const request = { kind: 'catalogue' } as const;
  const catalogue = useContent(request);
  return (
    <div className="container">
      <PageHead page="sitemap" />
      {catalogue.status === 'loading' && <ContentLoading rows={8} />}
      {catalogue.status === 'failed' && <ContentError request={request} />}
      {catalogue.status === 'ready' && (
        <div className={styles.columns}>
          {byProductType(catalogue.value).map((group) => (
            <section key={group.productType} aria-labelledby={`map-${group.productType || 'general'}`}>
              <h2 id={`map-${group.productType || 'general'}`} className={styles.sectionTitle}>
                <Tx k={PRODUCT_TYPE_TEXT[group.productType]} />
              </h2>
              <ul className={styles.linkList}>
                {group.plans.map(({ product, productType }) => (
                  <li key={product.id}>
                    <Link to={planDetailPath(country, product, productType)}>{product.displayName}</Link>
                    <span className={styles.muted}> · {product.organization.displayName}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

const LISTED: readonly ListingCategory[] = ['EPS', 'Seguros', 'Medicina-Prepagada'];

/** /Insurance-List: the companies by category and the plans by product type. */
function InsuranceListPageView() {
  const t = useT();
  const request = { kind: 'catalogue' } as const;
  const catalogue = useContent(request);
  return (
    <div className="container">
      <PageHead page="insuranceList" />
      <div className={styles.columns}>
        {LISTED.map((category) => (
          <CompanyColumn key={category} category={category} />
        ))}
      </div>
      <h2 className={styles.sectionTitle}>
        <Tx k="sitemap.title" />
      </h2>
      {catalogue.status === 'loading' && <ContentLoading rows={4} />}
      {catalogue.status === 'failed' && <ContentError request={request} />}
      {catalogue.status === 'ready' && (
        <ul className={styles.cardGrid}>
          {byProductType(catalogue.value).map((group) => (
            <li key={group.productType} className={styles.card}>
              <h3 className={styles.cardTitle}>
                <Tx k={PRODUCT_TYPE_TEXT[group.productType]} />
              </h3>
              <p className={styles.muted}>{t('common.plans', { count: group.plans.length })}</p>
              <Link to="/Sitemap-Products" className="button button-secondary">
                <Tx k="common.seeMore" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CompanyColumn({ category }: { category: ListingCategory }) {
  const request = { kind: 'organizations', category } as const;
  const organizations = useContent(request);
  return (
    <section aria-labelledby={`companies-${category}`}>
      <h2 id={`companies-${category}`} className={styles.sectionTitle}>
        <Link to={`/${category}`}>
          <Tx k={`listing.${category}`} />
        </Link>
      </h2>
      {organizations.status === 'loading' && <ContentLoading rows={3} />}
      {organizations.status === 'failed' && <ContentError request={request} />}
      {organizations.status === 'ready' && (
        <ul className={styles.linkList}>
          {organizations.value.map((organization) => (
            <li key={organization.id}>
              <Link to={organizationPagePath(category, organization)}>{organization.displayName}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const SitemapProductsPage = withTexts(SITE_PAGES_ES, SitemapProductsPageView);
export const InsuranceListPage = withTexts(SITE_PAGES_ES, InsuranceListPageView);
