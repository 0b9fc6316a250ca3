import { z } from 'zod/mini';

/** Filter result types (§4): SUCCESS 0, ERROR 1, WARNING 2. */
export const FILTER_RESULT_TYPES = { SUCCESS: 0, ERROR: 1, WARNING: 2 } as const;
export const FilterResultType = z.literal([0, 1, 2]);
export type FilterResultType = z.infer<typeof FilterResultType>;

/** Any ERROR flags the form as having errors (§4). */
export function hasFilterErrors(results: readonly { readonly type: number }[]): boolean {
  return results.some((result) => result.type === FILTER_RESULT_TYPES.ERROR);
}
