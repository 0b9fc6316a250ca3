import { Suspense, useState, type ComponentType } from 'react';
import type { PageName, RouteResolution } from '../../core/domain';
import { useRoute } from './use-route';
import { RouterSpinner } from './router-spinner';
import { PageLoadBoundary } from './page-load-boundary';
import { retryableLazy as lazy } from './retryable-lazy';
import { PageReady } from './page-ready';

export type PageResolution = Extract<RouteResolution, { kind: 'page' }>;
export interface PageProps {
  readonly route: PageResolution;
}

type PageComponent = ComponentType<PageProps>;

type PageModule = { default: PageComponent };

/**
 * A page's code, loaded on its first visit, with its ready mark: the mark mounts with the page, never
 * before its code has arrived (Preact hydrates the siblings of a page that is still loading).
 */
function page(load: () => Promise<PageModule>): PageComponent {
  return lazy(() =>
    load().then(({ default: Page }) => ({
      default: function ReadyPage(props: PageProps) {
        return (
          <>
            <Page {...props} />
            <PageReady page={props.route.page} />
          </>
        );
      },
    })),
  );
}

const planDetail = page(() => import('../detail/plan-detail-page'));
const landing = page(() => import('../pages/site/landing-page'));

/** Each page's code loads on demand, on its first visit. */
const PAGES: Readonly<Record<PageName, PageComponent>> = {
  home: page(() => import('../pages/home-page')),
  'not-found': page(() => import('../pages/not-found-page')),
  compare: page(() => import('../compare/compare-page')),
  'plan-detail': planDetail,
  'collective-detail': planDetail,
  'insurance-list': page(() =>
    import('../pages/site/catalogue-pages').then((m) => ({ default: m.InsuranceListPage })),
  ),
  contact: page(() => import('../pages/site/contact-page')),
  'online-purchase': page(() => import('../purchase/purchase-page')),
  blog: page(() => import('../pages/site/blog-page')),
  'sitemap-products': page(() =>
    import('../pages/site/catalogue-pages').then((m) => ({ default: m.SitemapProductsPage })),
  ),
  'paid-media-landing': landing,
  partners: landing,
  preview: page(() => import('../pages/site/preview-page')),
  referrals: landing,
  'landing-listing': page(() => import('../pages/site/listing-page')),
  'organization-landing': page(() => import('../pages/site/organization-page')),
  'customer-portal': page(() => import('../pages/site/customer-portal-page')),
  about: landing,
  'flag-toggle': page(() => import('../visitors/flag-toggle-page')),
  'short-link': page(() => import('../visitors/short-link-page')),
  login: page(() => import('../visitors/login-page')),
  'institution-view': page(() => import('../visitors/institution-view-page')),
};

export function PageOutlet() {
  const route = useRoute();
  const [attempt, setAttempt] = useState(0);
  const Page = PAGES[route.page];
  return (
    <PageLoadBoundary key={`${route.page}:${attempt}`} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<RouterSpinner />}>
        <Page route={route} />
      </Suspense>
    </PageLoadBoundary>
  );
}
