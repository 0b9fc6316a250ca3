import type { SortOrder } from '../api';
import type { UseLevel } from '../cost/yearly-cost';
import {
  decodeComparatorQuery,
  encodeComparatorQuery,
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

/** The comparator page a filter change starts from: its address and what its path and query ask for. */
export interface FilteredPage {
  readonly pathname: string;
  readonly search: string;
  readonly filters: CompareFilters;
  /** The kind of insurance the path names (pathKindOf), or null. */
  readonly pathKind: string | null;
}

/**
 * The address a filter change leads to: the filters live in the query, other parameters kept. On
 * Chile's /Comparar/Seguros-de-Salud/{kind} the path names a kind too: a change that leaves that kind
 * out (Limpiar, or unticking it) goes to the section's whole list, /Comparar/Seguros-de-Salud, instead
 * of an address whose path would name the kind again; while the kind stays, the path says it and the
 * query does not repeat it when it is the only one.
 */
export function filterChangeAddress(page: FilteredPage, change: FilterChange): string {
  const next = applyFilterChange(page.filters, change);
  const { pathKind } = page;
  if (pathKind === null) return `${page.pathname}${encodeComparatorQuery(next, page.search)}`;
  if (!next.categoryTypes.includes(pathKind)) {
    const sectionPath = page.pathname.replace(/\/+$/, '').replace(/\/[^/]+$/, '');
    return `${sectionPath}${encodeComparatorQuery(next, page.search)}`;
  }
  const query = next.categoryTypes.length === 1 ? { ...next, categoryTypes: [] } : next;
  return `${page.pathname}${encodeComparatorQuery(query, page.search)}`;
}

function assertNever(value: never): never {
  throw new Error(`Unhandled filter change ${JSON.stringify(value)}`);
}
