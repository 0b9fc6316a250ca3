import { z } from 'zod';

/** Sort options (§3): lowerPrice asc, higherPrice desc, recommended none, popular, distance. */
export const SortOption = z.enum(['lowerPrice', 'higherPrice', 'recommended', 'popular', 'distance']);
export type SortOption = z.infer<typeof SortOption>;

export type SortDirection = 'asc' | 'desc' | 'none';

/** Popular and distance carry no direction in the spec; they sort as the server ranks them. */
export const SORT_DIRECTIONS: Readonly<Record<SortOption, SortDirection>> = {
  lowerPrice: 'asc',
  higherPrice: 'desc',
  recommended: 'none',
  popular: 'none',
  distance: 'none',
};
