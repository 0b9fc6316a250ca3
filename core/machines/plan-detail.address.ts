import { tabFromSegment, tabPath, type PlanAddress, type PlanTab } from '../domain';
import type { PageResolution } from './navigation.machine';

/** How the plan detail reads a settled page: which page it is, and its address without the language. */
export const isDetailPage = (resolution: PageResolution): boolean =>
  resolution.page === 'plan-detail' || resolution.page === 'collective-detail';

export const addressOf = (resolution: PageResolution): PlanAddress => ({
  path:
    resolution.lang === 'es'
      ? resolution.location.pathname
      : resolution.location.pathname.replace(/^\/(en|pt)/, ''),
  params: resolution.params,
  data: resolution.data,
  lang: resolution.lang,
  search: resolution.location.search,
  hash: resolution.location.hash,
});

/** Whether an address shows the plan at this canonical path (tab left out): a tab switch, not another plan. */
export const showsPlanAt = (canonicalPath: string | null, resolution: PageResolution): boolean =>
  canonicalPath !== null &&
  decodeURIComponent(addressOf(resolution).path).startsWith(decodeURIComponent(canonicalPath));

export const tabOf = (resolution: PageResolution): PlanTab | null => tabFromSegment(resolution.params['tab']);

/** A tab's address under the plan's canonical path, in the page's language. */
export const localizedTabPath = (address: PlanAddress | null, canonicalPath: string, tab: PlanTab): string =>
  `${address && address.lang !== 'es' ? `/${address.lang}` : ''}${tabPath(canonicalPath, tab)}`;
