import type { PageResolution } from './navigation.machine';
import type { ShareEvent } from './share.machine';
import type { SubdomainEvent, SubdomainInput } from './subdomain.machine';
import type { AccessEvent } from './access.machine';

/** What the browser tells at start about where the visitor comes from (issue 13's flows). */
export interface VisitorsBoot {
  /** The page's origin, for links that leave the browser (share, build URL). */
  readonly origin: string;
  readonly subdomain: Omit<SubdomainInput, 'hasReferrer' | 'pathname'>;
}

export const VISITORS_BOOT_DEFAULT: VisitorsBoot = {
  origin: 'http://localhost',
  subdomain: {
    subdomain: null,
    hostname: 'localhost',
    framed: false,
    embedderOrigin: null,
    siteOrigins: [],
    deny: false,
    partnerKey: null,
  },
};

type VisitorsRouteEvent = ['subdomain', SubdomainEvent] | ['share', ShareEvent];

/** The events the page change sends to the partner gate and the short-link flow. */
export function visitorsRouteEvents(resolution: PageResolution): VisitorsRouteEvent[] {
  const events: VisitorsRouteEvent[] = [
    ['subdomain', { type: 'subdomain.path', pathname: resolution.location.pathname }],
  ];
  const code = resolution.params['code'];
  if (resolution.page === 'short-link' && typeof code === 'string')
    events.push(['share', { type: 'share.resolve', code }]);
  return events;
}

/** What the page change tells the token gate (a page flow: it starts on a gated page or /login). */
export const accessRoute = (resolution: PageResolution): Extract<AccessEvent, { type: 'access.route' }> => ({
  type: 'access.route',
  page: resolution.page,
  pathname: resolution.location.pathname,
  search: resolution.location.search,
});
