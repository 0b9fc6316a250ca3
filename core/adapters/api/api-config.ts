import type { SiteCountryCode } from '../../domain/site/country';
import type { ReportError } from '../error-reporting/error-report';

/** What the client needs from its surroundings; the getters are read on every request. */
export interface ApiConfig {
  /** Where relative `api/` URLs go; '/api/' by default, an absolute URL for msw/node tests. */
  readonly apiBase?: string;
  /** Where the site's own files (i18n/{lang}.json) are; '/' by default. */
  readonly assetBase?: string;
  /** Sent as X-Country on non-GET requests. */
  readonly country: SiteCountryCode;
  /** Sent as x-qpversion on non-GET requests (the last commit). */
  readonly version: string;
  readonly internalTraffic: () => boolean;
  readonly forcedRefresh: () => boolean;
  /** Bearer token for the organization list; null sends none. */
  readonly bearerToken: () => string | null;
  /** Custom and tracing headers (x-uuid, baggage, sentry-trace...) added to internal calls, stripped from external ones. */
  readonly extraHeaders?: () => Readonly<Record<string, string>>;
  readonly fetch?: typeof globalThis.fetch;
  /** Where what the client drops or gives up on is reported (links the API sent that are unsafe, calls failed after their retries). */
  readonly report?: ReportError;
}

export const DEFAULT_API_BASE = '/api/';
