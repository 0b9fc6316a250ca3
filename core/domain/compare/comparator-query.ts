import { z } from 'zod/mini';
import type { CompareParams } from '../api';
import { COMPARE_PAGE_SIZE, ORGANIZATION_TYPES_BY_PRODUCT_TYPE, SortOrder } from '../api/compare-terms';
import type { Profile } from '../profile/profile';
import {
  CHILE_HEALTH_INSURANCE_KINDS,
  COMPARE_SECTIONS,
  sectionsFor,
  type CompareSection,
} from '../routing/route-table';
import type { SiteCountryCode } from '../site/country';
import { DEFAULT_USE_LEVEL, UseLevel } from '../cost/yearly-cost';

/** The filters of the comparison (§3) and its sort order. Empty lists mean "no filter". */
const FilterId = z.number().check(z.int(), z.nonnegative());
export const CompareFilters = z.object({
  insuranceTypes: z.array(FilterId),
  organizations: z.array(FilterId),
  organizationTypes: z.array(z.string().check(z.minLength(1), z.maxLength(40))),
  coverageOrganizations: z.array(FilterId),
  categoryTypes: z.array(z.string().check(z.minLength(1), z.maxLength(60))),
  prices: z.nullable(z.object({ from: z.nullable(FilterId), to: z.nullable(FilterId) })),
  prevision: z.nullable(z.string().check(z.minLength(1), z.maxLength(40))),
  order: SortOrder,
  /** The use level the yearly cost counts (issue 28): in the address like the filters (?uso=). */
  useLevel: UseLevel,
});
export type CompareFilters = z.infer<typeof CompareFilters>;
export type ListFilterKey =
  'insuranceTypes' | 'organizations' | 'organizationTypes' | 'coverageOrganizations' | 'categoryTypes';

export const NO_FILTERS: CompareFilters = {
  insuranceTypes: [],
  organizations: [],
  organizationTypes: [],
  coverageOrganizations: [],
  categoryTypes: [],
  prices: null,
  prevision: null,
  order: 'recommended',
  useLevel: DEFAULT_USE_LEVEL,
};

/**
 * The comparator query parameters (§9: organizationIds, organizationType, coverageOrganizations,
 * insuranceTypeIds as comma-separated lists) plus the ones this site adds for the other filters and
 * the sort: categoryTypes, prices (from-to), prevision, order.
 */
const QUERY_KEYS = {
  organizations: 'organizationIds',
  organizationTypes: 'organizationType',
  coverageOrganizations: 'coverageOrganizations',
  insuranceTypes: 'insuranceTypeIds',
  categoryTypes: 'categoryTypes',
  prices: 'prices',
  prevision: 'prevision',
  order: 'order',
  useLevel: 'uso',
} as const;

const idItem = z.coerce.number().check(z.int(), z.nonnegative(), z.maximum(Number.MAX_SAFE_INTEGER));
const textItem = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));
const priceBound = z.union([z.literal(''), z.coerce.number().check(z.int(), z.nonnegative())]);

function list<T>(params: URLSearchParams, key: string, item: z.ZodMiniType<T>): T[] {
  const raw = params.get(key);
  if (!raw) return [];
  const values: T[] = [];
  for (const part of raw.split(',')) {
    const parsed = item.safeParse(part);
    if (parsed.success && !values.includes(parsed.data)) values.push(parsed.data);
  }
  return values;
}

function decodePrices(raw: string | null): CompareFilters['prices'] {
  if (!raw) return null;
  const [from = '', to = ''] = raw.split('-');
  const low = priceBound.safeParse(from);
  const high = priceBound.safeParse(to);
  if (!low.success || !high.success) return null;
  const range = { from: low.data === '' ? null : low.data, to: high.data === '' ? null : high.data };
  if (range.from === null && range.to === null) return null;
  if (range.from !== null && range.to !== null && range.from > range.to) return null;
  return range;
}

/** Read the filters from an address's query; anything invalid is dropped silently, never thrown. */
export function decodeComparatorQuery(search: string): CompareFilters {
  const params = new URLSearchParams(search);
  const order = SortOrder.safeParse(params.get(QUERY_KEYS.order));
  const prevision = textItem.safeParse(params.get(QUERY_KEYS.prevision) ?? '');
  const useLevel = UseLevel.safeParse(params.get(QUERY_KEYS.useLevel));
  return {
    insuranceTypes: list(params, QUERY_KEYS.insuranceTypes, idItem),
    organizations: list(params, QUERY_KEYS.organizations, idItem),
    organizationTypes: list(params, QUERY_KEYS.organizationTypes, textItem),
    coverageOrganizations: list(params, QUERY_KEYS.coverageOrganizations, idItem),
    categoryTypes: list(params, QUERY_KEYS.categoryTypes, textItem),
    prices: decodePrices(params.get(QUERY_KEYS.prices)),
    prevision: prevision.success ? prevision.data : null,
    order: order.success ? order.data : 'recommended',
    useLevel: useLevel.success ? useLevel.data : DEFAULT_USE_LEVEL,
  };
}

/**
 * Write the filters into a query string ('' when there are none, else starting with '?'). Other
 * parameters of the address (perfil, campaign codes...) are kept.
 */
export function encodeComparatorQuery(filters: CompareFilters, keep: string = ''): string {
  const params = new URLSearchParams(keep);
  for (const key of Object.values(QUERY_KEYS)) params.delete(key);
  const lists: Array<[ListFilterKey, readonly (string | number)[]]> = [
    ['organizations', filters.organizations],
    ['organizationTypes', filters.organizationTypes],
    ['coverageOrganizations', filters.coverageOrganizations],
    ['insuranceTypes', filters.insuranceTypes],
    ['categoryTypes', filters.categoryTypes],
  ];
  for (const [key, values] of lists) if (values.length) params.set(QUERY_KEYS[key], values.join(','));
  if (filters.prices)
    params.set(QUERY_KEYS.prices, `${filters.prices.from ?? ''}-${filters.prices.to ?? ''}`);
  if (filters.prevision) params.set(QUERY_KEYS.prevision, filters.prevision);
  if (filters.order !== 'recommended') params.set(QUERY_KEYS.order, filters.order);
  if (filters.useLevel !== DEFAULT_USE_LEVEL) params.set(QUERY_KEYS.useLevel, filters.useLevel);
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** Two filter sets ask for the same results. */
export function sameFilters(a: CompareFilters, b: CompareFilters): boolean {
  return encodeComparatorQuery(a) === encodeComparatorQuery(b);
}

/** Turn one choice of a list filter on or off. */
export function toggleFilterValue<K extends ListFilterKey>(
  filters: CompareFilters,
  key: K,
  value: CompareFilters[K][number],
): CompareFilters {
  const current = filters[key] as readonly (string | number)[];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return { ...filters, [key]: next };
}

export function activeFilterCount(filters: CompareFilters): number {
  return (
    filters.insuranceTypes.length +
    filters.organizations.length +
    filters.organizationTypes.length +
    filters.coverageOrganizations.length +
    filters.categoryTypes.length +
    (filters.prices ? 1 : 0) +
    (filters.prevision ? 1 : 0)
  );
}

/**
 * The filters an address's path adds to its query's: Chile's /Comparar/Seguros-de-Salud/Dental,
 * /Complementario and /Catastrofico (§2 origins) open the health-insurance comparison narrowed to that
 * kind of insurance (the plans' category). A category chosen in the query wins; any other product in
 * the path, or on another site, adds nothing.
 */
export function withPathFilters(
  filters: CompareFilters,
  section: CompareSection,
  product: string | undefined,
  country: SiteCountryCode,
): CompareFilters {
  const kind = pathKindOf(section, product, country);
  if (kind === null || filters.categoryTypes.length > 0) return filters;
  return { ...filters, categoryTypes: [kind] };
}

/**
 * The kind of insurance a comparator's path names (Chile's /Comparar/Seguros-de-Salud/Dental,
 * /Complementario, /Catastrofico), or null: any other product, section or site names none.
 */
export function pathKindOf(
  section: CompareSection,
  product: string | undefined,
  country: SiteCountryCode,
): string | null {
  if (country !== 'CL' || section !== 'Seguros-de-Salud' || product === undefined) return null;
  return Object.hasOwn(CHILE_HEALTH_INSURANCE_KINDS, product) ? product : null;
}

/** The section /Comparar shows without one: general health policies (docs/decisions.md). */
export const DEFAULT_COMPARE_SECTION: CompareSection = 'Polizas-de-Salud';

/** Organization types a section compares (the API requires at least one, §8). */
function sectionOrganizationTypes(section: CompareSection): readonly string[] {
  return ORGANIZATION_TYPES_BY_PRODUCT_TYPE[sectionProductType(section)] ?? ['ASEG'];
}

/**
 * The section an address names on a site; /Comparar alone, or a section of another site, shows the
 * site's first comparator (Colombia: general health policies).
 */
export function compareSectionOf(param: string | undefined, country: SiteCountryCode = 'CO'): CompareSection {
  const sections = sectionsFor(country);
  const named = sections.find((section) => section === param);
  if (named) return named;
  return country === 'CO' ? DEFAULT_COMPARE_SECTION : (sections[0] ?? DEFAULT_COMPARE_SECTION);
}

export function sectionProductType(section: CompareSection): string {
  return COMPARE_SECTIONS[section].productType;
}

/** The compare call for a section, its filters, the visitor's profile and a 1-based page (page size 20). */
export function compareParamsFor(
  section: CompareSection,
  filters: CompareFilters,
  profile: Profile,
  page: number,
  take: number = COMPARE_PAGE_SIZE,
): CompareParams {
  return {
    profile,
    productType: sectionProductType(section),
    organizationTypes: filters.organizationTypes.length
      ? [...filters.organizationTypes]
      : [...sectionOrganizationTypes(section)],
    ...(filters.insuranceTypes.length ? { insuranceTypes: [...filters.insuranceTypes] } : {}),
    ...(filters.organizations.length ? { organizations: [...filters.organizations] } : {}),
    ...(filters.coverageOrganizations.length
      ? { coverageOrganizations: [...filters.coverageOrganizations] }
      : {}),
    ...(filters.categoryTypes.length ? { categoryTypes: [...filters.categoryTypes] } : {}),
    ...(filters.prices?.from != null ? { fromPrice: filters.prices.from } : {}),
    ...(filters.prices?.to != null ? { toPrice: filters.prices.to } : {}),
    order: filters.order,
    ...(filters.useLevel !== DEFAULT_USE_LEVEL ? { useLevel: filters.useLevel } : {}),
    page,
    take,
  };
}

/**
 * The profile the search sends: a profile the visitor saved counts as entered data (ingresodatos), so
 * the compare call goes by POST with it and results come priced and sorted for that profile (§7); the
 * default profile is sent as it is.
 */
export function searchProfile(stored: Profile | undefined, fallback: Profile): Profile {
  return stored ? { ...stored, ingresodatos: stored.ingresodatos ?? true } : fallback;
}

/** The unfiltered catalogue of a section, read once to count what each filter choice leaves. */
const FACET_SAMPLE_SIZE = 100;

export function facetParamsFor(section: CompareSection, profile: Profile): CompareParams {
  return compareParamsFor(section, NO_FILTERS, profile, 1, FACET_SAMPLE_SIZE);
}
