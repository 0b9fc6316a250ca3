import type { SortOrder } from '../api';
import type { UseLevel } from '../cost/yearly-cost';
import {
  decodeComparatorQuery,
  toggleFilterValue,
  type CompareFilters,
  type ListFilterKey,
} from './comparator-query';

/** Every change the filters panel and the sort menu make, one union (§4 Filters). */
export type FilterChange =
  | { readonly kind: 'toggle'; readonly key: ListFilterKey; readonly value: string | number }
  | { readonly kind: 'prices'; readonly value: { from: number | null; to: number | null } | null }
  | { readonly kind: 'prevision'; readonly value: string | null }
  | { readonly kind: 'sort'; readonly order: SortOrder }
  /** The use level of the yearly cost (issue 28); it re-orders a list sorted by yearly cost. */
  | { readonly kind: 'useLevel'; readonly level: UseLevel }
  /** Clearing keeps the sort. */
  | { readonly kind: 'clear' };

export function applyFilterChange(filters: CompareFilters, change: FilterChange): CompareFilters {
  switch (change.kind) {
    case 'toggle':
      return toggleFilterValue(filters, change.key, change.value as never);
    case 'prices':
      return { ...filters, prices: change.value };
    case 'prevision':
      return { ...filters, prevision: change.value };
    case 'sort':
      return { ...filters, order: change.order };
    case 'useLevel':
      return { ...filters, useLevel: change.level };
    case 'clear':
      return { ...decodeComparatorQuery(''), order: filters.order, useLevel: filters.useLevel };
    default:
      return assertNever(change);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled filter change ${JSON.stringify(value)}`);
}
