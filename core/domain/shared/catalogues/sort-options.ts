import { SortOrder } from '../../api/compare';

// Sort options (§3) are the API's SortOrder; the shared layer adds their directions.
export { SortOrder };

export type SortDirection = 'asc' | 'desc' | 'none';

/** lowerPrice asc, higherPrice desc, recommended none (§3); popular and distance are ranked by the server. */
export const SORT_DIRECTIONS: Readonly<Record<SortOrder, SortDirection>> = {
  lowerPrice: 'asc',
  higherPrice: 'desc',
  recommended: 'none',
  popular: 'none',
  distance: 'none',
  lowerYearlyCost: 'asc',
};
