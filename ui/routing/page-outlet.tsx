import { Suspense, useState, type ComponentType } from 'react';
import type { PageName, RouteResolution } from '../../core/domain';
import { useRoute } from './use-route';
import { RouterSpinner } from './router-spinner';
import { PageLoadBoundary } from './page-load-boundary';
import { retryableLazy as lazy } from './retryable-lazy';
import { PageReady } from './page-ready';

type PageResolution = Extract<RouteResolution, { kind: 'page' }>;
export interface PageProps {
  readonly route: PageResolution;
}

type PageComponent = ComponentType<PageProps>;

const planDetail = lazy(() => import('../detail/plan-detail-page'));
const landing = lazy(() => import('../pages/site/landing-page'));

/** Each page's code loads on demand, on its first visit. */
const PAGES: Readonly<Record<PageName, PageComponent>> = {
  home: lazy(() => import('../pages/home-page')),
  'not-found': lazy(() => import('../pages/not-found-page')),
  compare: lazy(() => import('../compare/compare-page')),
  'plan-detail': planDetail,
  'collective-detail': planDetail,
  'insurance-list': lazy(() =>
    import('../pages/site/catalogue-pages').then((m) => ({ default: m.InsuranceListPage })),
  ),
  contact: lazy(() => import('../pages/site/contact-page')),
  'online-purchase': lazy(() => import('../purchase/purchase-page')),
  blog: lazy(() => import('../pages/site/blog-page')),
  'sitemap-products': lazy(() =>
    import('../pages/site/catalogue-pages').then((m) => ({ default: m.SitemapProductsPage })),
  ),
  'paid-media-landing': landing,
  partners: landing,
  preview: lazy(() => import('../pages/site/preview-page')),
  referrals: landing,
  'landing-listing': lazy(() => import('../pages/site/listing-page')),
  'organization-landing': lazy(() => import('../pages/site/organization-page')),
  'customer-portal': lazy(() => import('../pages/site/customer-portal-page')),
  about: landing,
  'flag-toggle': lazy(() => import('../visitors/flag-toggle-page')),
  'short-link': lazy(() => import('../visitors/short-link-page')),
  login: lazy(() => import('../visitors/login-page')),
  'institution-view': lazy(() => import('../visitors/institution-view-page')),
  'my-data': lazy(() => import('../my-data/my-data-page')),
};

export function PageOutlet() {
  const route = useRoute();
  const [attempt, setAttempt] = useState(0);
  const Page = PAGES[route.page];
  return (
    <PageLoadBoundary key={`${route.page}:${attempt}`} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<RouterSpinner />}>
        <Page route={route} />
        {/* Inside the boundary: React commits it with the page, once the page's code has arrived. */}
        <PageReady page={route.page} />
      </Suspense>
    </PageLoadBoundary>
  );
}
