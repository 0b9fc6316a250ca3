import type { PlanAddress, RouteResolution } from '../../core/domain';

/** The plan address a page resolution gives the plan lookup (§2 URL resolution). */
export function planAddressOf(resolution: Extract<RouteResolution, { kind: 'page' }>): PlanAddress {
  return {
    path: resolution.location.pathname,
    params: resolution.params,
    data: resolution.data,
    lang: resolution.lang,
    search: resolution.location.search,
    hash: resolution.location.hash,
  };
}
