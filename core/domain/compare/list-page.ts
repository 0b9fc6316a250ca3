import { COMPARE_PAGE_SIZE, type InsuranceProduct } from '../api';
import { defaultProfile, type Profile } from '../profile/profile';
import type { SiteCountryCode } from '../site/country';
import type { CompareSection } from '../routing/route-table';
import { sameFilters, searchProfile, type CompareFilters } from './comparator-query';

/** What the result list searches for: the page's section and filters, with its stored profile. */
export interface ListQuery {
  readonly section: CompareSection;
  readonly filters: CompareFilters;
  /** The stored profile of the section's product type (null: none stored). */
  readonly stored: Profile | null;
}

/**
 * What a newly shown comparator page asks of the list (§4): a search when its section, filters or
 * profile differ from the one shown, or none ran yet; new coverages on the cards when the network
 * filter changed, which only Chile's coverages depend on.
 */
export function listPageChange(
  shown: ListQuery,
  next: ListQuery,
  country: SiteCountryCode,
  searched: boolean,
): { readonly search: boolean; readonly coverages: boolean } {
  const coverageChanged =
    next.filters.coverageOrganizations.join(',') !== shown.filters.coverageOrganizations.join(',');
  const changed =
    next.section !== shown.section ||
    !sameFilters(next.filters, shown.filters) ||
    next.stored !== shown.stored;
  return { search: changed || !searched, coverages: coverageChanged && country === 'CL' };
}

/** The profile a card is priced for and the list shows: the stored one, or the default one. */
export function listProfile(stored: Profile | null): Profile {
  return stored ?? defaultProfile();
}

/** The profile a search sends: the stored one marked as entered data, or the default one. */
export function listSearchProfile(stored: Profile | null): Profile {
  return searchProfile(stored ?? undefined, defaultProfile());
}

/** The catalogue sampled for the filter counts depends on the section and the profile only. */
export function facetSampleKey(section: CompareSection, stored: Profile | null): string {
  return `${section}|${JSON.stringify(listProfile(stored))}`;
}

/** Load more appends the next page's products not shown yet; a short page means the end (§4). */
export function appendPage(
  shown: readonly InsuranceProduct[],
  total: number,
  more: readonly InsuranceProduct[],
): { readonly results: readonly InsuranceProduct[]; readonly total: number } {
  const ids = new Set(shown.map((product) => product.id));
  const results = [...shown, ...more.filter((product) => !ids.has(product.id))];
  return {
    results,
    total: more.length < COMPARE_PAGE_SIZE ? results.length : Math.max(total, results.length),
  };
}

/** Every product seen so far, by id (the tray and the side-by-side table read chosen plans here). */
export function withKnownProducts(
  known: Readonly<Record<string, InsuranceProduct>>,
  products: readonly InsuranceProduct[],
): Readonly<Record<string, InsuranceProduct>> {
  const next = { ...known };
  for (const product of products) next[String(product.id)] = product;
  return next;
}
