import type { ApiClient } from '../domain/api';
import {
  siteListings,
  SITE_BASE_URLS,
  prerenderAddresses,
  type ContentRequest,
  type ContentValues,
  type SiteCountry,
  type SiteCountryCode,
} from '../domain';
import { loadContent } from '../adapters/api/loaders/content.loader';
import type { Browser } from '../adapters/browser/browser';
import { systemClock } from '../adapters/clock/clock';
import { memoryKeyValue } from '../adapters/store/key-value';
import { createEventStore } from '../adapters/store/event-store';
import { recordingApi, type RecordedAnswers } from '../adapters/prerender/recorded-answers';
import { createApp, type App } from './';
import { pageFlowsLoaded } from '../machines/surface';
import { flowsLoading } from '../machines/page-flows';

/**
 * A browser that stays on one address: the prerendered page is a first visit (no stored log, online,
 * nothing to navigate to), which is what a crawler and a new visitor see.
 */
function staticBrowser(address: string, origin: string): Browser {
  const none = () => () => {};
  return {
    currentAddress: () => address,
    href: () => new URL(address, origin).href,
    hostname: () => 'prerender',
    push: () => {},
    replace: () => {},
    onPopState: none,
    onVisible: none,
    isOnline: () => true,
    onConnectivityChange: none,
    reload: () => {},
    back: () => {},
    scrollToTop: () => {},
    userAgent: () => 'prerender',
    storedToken: () => null,
    exposeDevtools: () => {},
  };
}

export interface ServerApp {
  readonly app: App;
  /** Resolves once the machines have nothing in flight: what they show is what a first visit sees. */
  settled(): Promise<void>;
  /** Every answer the machines received, for the browser to replay instead of asking again. */
  answers(): RecordedAnswers;
}

/** The same composition root as the browser's, for rendering one address to HTML at build time. */
export async function createServerApp(options: {
  readonly address: string;
  readonly country: SiteCountry;
  readonly api: ApiClient;
  readonly warn?: (message: string, detail?: unknown) => void;
}): Promise<ServerApp> {
  const recording = recordingApi(options.api);
  const app = await createApp({
    country: options.country,
    browser: staticBrowser(options.address, SITE_BASE_URLS[options.country.code]),
    clock: systemClock,
    store: createEventStore(options.country.storageVersion, memoryKeyValue()),
    api: recording.api,
    ...(options.warn ? { warn: options.warn } : {}),
  });
  // A page's flows start once their code has loaded, and only then ask the API.
  const settled = async () => {
    do {
      await pageFlowsLoaded(app.actor);
      await recording.settled();
    } while (flowsLoading(app.actor.getSnapshot().context.pageFlows));
  };
  return { app, settled, answers: recording.answers };
}

/** A content request's value, or a thrown error: a page that cannot be listed fails the build. */
async function contentOf<K extends ContentRequest['kind']>(
  api: ApiClient,
  request: Extract<ContentRequest, { kind: K }>,
): Promise<ContentValues[K]> {
  const result = await loadContent(api, request);
  if (!result.ok) throw new Error(`${request.kind}: ${result.message}`);
  if (result.content.kind !== request.kind) throw new Error(`${request.kind}: ${result.content.kind}`);
  return result.content.value as ContentValues[K];
}

/**
 * The addresses to prerender: the sitemap's public pages, with every organization, blog article and
 * product the content service lists at build time (the same calls as the site's own pages).
 */
export async function publicAddresses(api: ApiClient, country: SiteCountryCode): Promise<readonly string[]> {
  // Each site's listings and their organizations, and its own blog.
  const [catalogue, blog, ...organizations] = await Promise.all([
    contentOf(api, { kind: 'catalogue' }),
    contentOf(api, { kind: 'blogIndex' }),
    ...siteListings(country).map(async (category) => ({
      category,
      organizations: await contentOf(api, { kind: 'organizations', category }),
    })),
  ]);
  return prerenderAddresses(country, {
    catalogue,
    organizations,
    blogSlugs: blog.map((article) => article.slug),
  });
}

// What the build-time renderer needs besides the app: the API client, and the sample backend behind it.
export { createApiClient } from '../adapters/api';
export { createSampleBackend, memoryLeadsStore } from '../adapters/sample-backend';
export { RECORDED_ANSWERS_ID } from '../adapters/prerender/recorded-answers';
export { siteDirectory } from '../adapters/prerender/prerendered-page-files';
export { SITE_COUNTRIES } from '../domain/site/country';
export { siteShellHtml } from '../domain/seo/site-shell';
