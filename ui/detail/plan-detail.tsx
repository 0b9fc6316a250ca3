import { ComplaintRoutes } from '../trust/complaint-routes';
import { PriceSource } from '../trust/price-source';
import { lazy, Suspense, useState } from 'react';
import {
  PLAN_TAB_ANCHOR,
  badgeLabel,
  planBreadcrumb,
  planHead,
  productSellsOnline,
  sectionsOf,
  shownTab,
  tabText,
  starScore,
  tabPath,
  tabsFor,
  type PlanTab,
} from '../../core/domain';
import type { InsuranceProduct } from '../../core/domain/api';
import type { PlanDetailView } from '../../core/machines/surface-detail';
import { useApp, useAppSelector } from '../app-context';
import { Link } from '../routing/link';
import { PlanHeadTags } from './plan-head';
import { DetailPriceHeadline, ExactPricePopover, PriceTab, useDetailPrice } from './plan-price';
import {
  CoveragesSection,
  ExclusionsSection,
  FaqSection,
  HowItWorksSection,
  NetworkSection,
} from './plan-sections';
import { PlanTabBar } from './plan-tab-bar';
import { RequestForm } from './request-form';
import { useViewport } from '../compare/use-media';
import { CompareIcon } from '../compare/compare-icons';
import { DetailDegraded } from './detail-degraded';
import { Tx, useRemote, useT, useText } from '../i18n/texts';
import styles from './plan-detail.module.css';

// pdf.js is heavy: its code loads only when a document tab is opened.
const DocumentsSection = lazy(() => import('./documents-section'));

type Ready = Extract<PlanDetailView, { status: 'ready' }>;

function Logo({ product }: { product: InsuranceProduct }) {
  const [failed, setFailed] = useState(false);
  const src = product.insuranceMetadata?.metadata.logo ?? product.organization.metadata?.image;
  if (!src || failed)
    return (
      <span className={styles.logoFallback} aria-hidden="true">
        {product.organization.displayName.slice(0, 2).toUpperCase()}
      </span>
    );
  return (
    <img
      className={styles.logo}
      src={src}
      alt={product.organization.displayName}
      width={72}
      height={72}
      onError={() => setFailed(true)}
    />
  );
}

function MainAction({ view, onRequest }: { view: Ready; onRequest: () => void }) {
  const { product, canonicalPath, mode } = view;
  if (productSellsOnline(product))
    return (
      <Link
        to={`/Compra-Online/${encodeURIComponent(product.productCode)}`}
        className="button button-primary"
      >
        <Tx k="detail.buy" />
      </Link>
    );
  return mode === 'page' ? (
    <Link to={tabPath(canonicalPath, 'solicitar')} className="button button-primary" onClick={onRequest}>
      <Tx k="detail.request" />
    </Link>
  ) : (
    <button type="button" className="button button-primary" onClick={onRequest}>
      <Tx k="detail.request" />
    </button>
  );
}

function TabBody({ tab, view, mobile }: { tab: PlanTab; view: Ready; mobile: boolean }) {
  switch (tab) {
    case 'coberturas':
      return <CoveragesSection content={view.content} copays={view.product.copays} />;
    case 'exclusiones':
      return <ExclusionsSection content={view.content} />;
    case 'red':
      return <NetworkSection content={view.content} />;
    case 'faq':
      return <FaqSection content={view.content} />;
    case 'precio':
      return <PriceTab view={view} />;
    case 'documentos':
      return (
        <Suspense
          fallback={
            <p className={styles.muted}>
              <Tx k="detail.viewerLoading" />
            </p>
          }
        >
          <DocumentsSection documents={view.content.documents} mode={view.mode} />
        </Suspense>
      );
    case 'solicitar':
      // On mobile the form takes the tab (a sheet under the tabs); wide screens keep it in its column.
      return mobile ? (
        <RequestForm organization={view.product.organization.displayName} />
      ) : (
        <HowItWorksSection />
      );
    default: {
      const unknown: never = tab;
      return unknown;
    }
  }
}

/** A plan's detail (§2), the same as a page and inside the comparison's modal. */
export function PlanDetail({ view }: { view: Ready }) {
  const app = useApp();
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const now = useAppSelector((snapshot) => snapshot.context.boot.now);
  const { product, content, canonicalPath, mode } = view;
  const tabs = tabsFor(sectionsOf(content));
  const active: PlanTab = shownTab(view.tab, content);
  // null in prerendered HTML and while hydrating it: the request column shows by CSS from 992 px up.
  const viewport = useViewport();
  const mobile = viewport === 'mobile';
  const price = useDetailPrice(product, content, view);
  const t = useT();
  const text = useText();
  const remote = useRemote();
  const stars = starScore(product.score);
  const payment = content.paymentInfo?.paymentMethods ?? [];
  const headingId = `plan-title-${mode}`;
  const openRequest = () => {
    if (mode === 'modal') app.send({ type: 'detail.tab', tab: 'solicitar' });
  };
  return (
    <article
      className={`${styles.detail} ${mode === 'modal' ? styles.inModal : ''}`}
      aria-labelledby={headingId}
      data-testid="plan-detail"
      data-mode={mode}
    >
      {mode === 'page' && (
        <PlanHeadTags head={planHead(country, product, canonicalPath, view.tab, content.faq)} />
      )}
      {mode === 'page' && (
        <nav aria-label={t('detail.breadcrumb')} className={styles.breadcrumb}>
          <ol>
            {planBreadcrumb(product, canonicalPath, country).map((crumb, index, all) => (
              <li key={crumb.path}>
                {index === all.length - 1 ? (
                  <span aria-current="page">
                    {crumb.labelText ? <Tx r={crumb.labelText} /> : crumb.label}
                  </span>
                ) : (
                  <Link to={crumb.path}>{crumb.labelText ? <Tx r={crumb.labelText} /> : crumb.label}</Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <header className={styles.header}>
        <Logo product={product} />
        <div className={styles.titles}>
          <div className={styles.badges}>
            <span className={styles.badge}>{remote(badgeLabel(product.insuranceType.displayName))}</span>
            {product.isActive === false && (
              <span className={styles.closedBadge}>
                <Tx k="detail.closedBadge" />
              </span>
            )}
          </div>
          <h1 id={headingId} className={styles.name}>
            {product.displayName}
          </h1>
          <p className={styles.org}>{product.organization.displayName}</p>
          <p className={styles.score} aria-label={t('card.score', { stars: stars.toFixed(1) })}>
            <span aria-hidden="true" className={styles.stars}>
              {'★'.repeat(Math.round(stars))}
              <span className={styles.starsOff}>{'★'.repeat(5 - Math.round(stars))}</span>
            </span>
            <span>{stars.toFixed(1)}</span>
          </p>
        </div>
      </header>

      <div className={styles.sticky} data-testid="detail-sticky">
        <div className={styles.stickyPrice}>
          <span>
            <DetailPriceHeadline
              price={price}
              product={product}
              testId="detail-price"
              className={view.repricing ? styles.repricing : undefined}
            />
          </span>
          {!view.hasProfile && <ExactPricePopover product={product} id={`exact-price-${mode}`} />}
        </div>
        <MainAction view={view} onRequest={openRequest} />
      </div>

      <DetailDegraded missing={content.missing ?? []} />

      <div className={styles.columns}>
        <div className={styles.content}>
          <PlanTabBar tabs={tabs} active={active} canonicalPath={canonicalPath} mode={mode} />
          <section
            className={styles.body}
            aria-label={text(tabText(active, country))}
            id={mode === 'page' ? PLAN_TAB_ANCHOR : undefined}
          >
            <TabBody tab={active} view={view} mobile={mobile} />
          </section>
          {payment.length > 0 && (
            <p className={styles.payment}>
              <CompareIcon name="credit-card" width={18} height={18} aria-hidden="true" />{' '}
              <Tx k="detail.paymentMethods" />
              <span className={styles.muted}>
                {' '}
                · {payment.map((method) => remote(method.name)).join(', ')}
              </span>
            </p>
          )}
          <PriceSource price={product.price} now={now} />
          <ComplaintRoutes
            id={String(product.id)}
            productType={product.productType ?? null}
            organization={product.organization}
          />
          {mode === 'modal' && (
            <p>
              <Link to={canonicalPath} className={styles.fullPage}>
                <Tx k="detail.fullPage" />
              </Link>
            </p>
          )}
        </div>
        {!mobile && (
          <aside
            className={`${styles.aside} ${viewport === null ? 'only-desktop' : ''}`}
            aria-label={t('detail.requestAside')}
          >
            <RequestForm organization={product.organization.displayName} />
          </aside>
        )}
      </div>
    </article>
  );
}
