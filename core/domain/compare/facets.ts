import type { InsuranceProduct } from '../api';
import { CurrencyCode } from '../api/common';
import { formatMoney } from '../shared/money/format-money';
import { badgeLabel, isCollectiveProductType } from './card-rules';
import { unitPriceOf, type InsuredPeople } from './plan-price';
import { textRef, type TextRef } from '../texts/text-ref';
import type { CompareFilters, ListFilterKey } from './comparator-query';

/** The filters a visitor can count on the client: the product carries what they test. */
export type FacetKey =
  | 'organizations'
  | 'coverageOrganizations'
  | 'organizationTypes'
  | 'insuranceTypes'
  | 'categoryTypes'
  | 'prices';

export interface FacetOption {
  /** The value as the filter holds it (an id, a name, or a 'from-to' price band). */
  readonly value: string;
  readonly label: string;
  /** The label in the page's language, where a rule words it (price bands); else `label` is a name. */
  readonly text?: TextRef;
  /** How many results this choice leaves, the other filters applied. */
  readonly count: number;
  readonly selected: boolean;
}

/** Price bands of the price filter, in COP a month (docs/decisions.md). */
export const PRICE_BANDS: ReadonlyArray<{ from: number | null; to: number | null }> = [
  { from: null, to: 100_000 },
  { from: 100_000, to: 250_000 },
  { from: 250_000, to: 500_000 },
  { from: 500_000, to: null },
];

type Band = { from: number | null; to: number | null };

/**
 * The price bands of the other sites' money, whole units a month (filter values are integers): UF with
 * GES (Chile), soles (Peru) and dollars (international); docs/decisions.md.
 */
const PRICE_BANDS_BY_CURRENCY: Readonly<Record<string, readonly Band[]>> = {
  COP: PRICE_BANDS,
  UF: [
    { from: null, to: 2 },
    { from: 2, to: 4 },
    { from: 4, to: 6 },
    { from: 6, to: null },
  ],
  CLP: [
    { from: null, to: 20_000 },
    { from: 20_000, to: 40_000 },
    { from: 40_000, to: 60_000 },
    { from: 60_000, to: null },
  ],
  PEN: [
    { from: null, to: 150 },
    { from: 150, to: 300 },
    { from: 300, to: 500 },
    { from: 500, to: null },
  ],
  USD: [
    { from: null, to: 100 },
    { from: 100, to: 200 },
    { from: 200, to: 300 },
    { from: 300, to: null },
  ],
};

/** A catalogue's bands, by the currency of its prices (pesos when none is known). */
function bandsOf(products: readonly InsuranceProduct[]): { bands: readonly Band[]; currency: CurrencyCode } {
  const code = products[0]?.price.unit.code ?? 'COP';
  const parsed = CurrencyCode.safeParse(code);
  const currency = parsed.success ? parsed.data : 'COP';
  return { bands: PRICE_BANDS_BY_CURRENCY[currency] ?? PRICE_BANDS, currency };
}

export function priceBandValue(band: { from: number | null; to: number | null }): string {
  return `${band.from ?? ''}-${band.to ?? ''}`;
}

/** Reads a band back from its value ('100000-250000', '-100000', '500000-'); anything else is null. */
export function parsePriceBand(value: string): { from: number | null; to: number | null } | null {
  const match = /^(\d*)-(\d*)$/.exec(value);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const bound = (text: string | undefined) => (text ? Number(text) : null);
  return { from: bound(match[1]), to: bound(match[2]) };
}

/**
 * What choosing a facet option asks of the filters: a price band replaces the band (choosing the chosen
 * one clears it); a list choice toggles its value, typed as the filter holds it (ids are numbers).
 */
export type FacetChoice =
  | { readonly kind: 'prices'; readonly band: { from: number | null; to: number | null } | null }
  | { readonly kind: 'list'; readonly key: ListFilterKey; readonly value: string | number };

export function facetChoice(facet: FacetKey, option: Pick<FacetOption, 'value' | 'selected'>): FacetChoice {
  if (facet === 'prices')
    return { kind: 'prices', band: option.selected ? null : parsePriceBand(option.value) };
  const numeric =
    facet === 'organizations' || facet === 'insuranceTypes' || facet === 'coverageOrganizations';
  return { kind: 'list', key: facet, value: numeric ? Number(option.value) : option.value };
}

/** A price band as a text of the page's language (the amounts stay in pesos as the site writes them). */
export function priceBandText(band: Band, currency: CurrencyCode = 'COP'): TextRef {
  const from = formatMoney(band.from ?? 0, currency);
  const to = formatMoney(band.to ?? 0, currency);
  if (band.from === null && band.to !== null) return textRef('priceBands.upTo', { to });
  if (band.to === null && band.from !== null) return textRef('priceBands.over', { from });
  return textRef('priceBands.between', { from, to });
}

export function priceBandLabel(band: Band, currency: CurrencyCode = 'COP'): string {
  if (band.from === null && band.to !== null) return `Hasta ${formatMoney(band.to, currency)}`;
  if (band.to === null && band.from !== null) return `Más de ${formatMoney(band.from, currency)}`;
  return `${formatMoney(band.from ?? 0, currency)} a ${formatMoney(band.to ?? 0, currency)}`;
}

/**
 * How the organization-type filter names each type. Label tables keyed by API strings are Maps: a plain
 * object would answer '__proto__' or 'constructor' with one of its own members.
 */
const ORGANIZATION_TYPE_LABELS: ReadonlyMap<string, string> = new Map([
  ['ASEG', 'Aseguradoras'],
  ['EPS', 'EPS'],
  ['MEDICINA PREPAGADA', 'Medicina prepagada'],
  ['MASCOTAS', 'Especialistas en mascotas'],
  ['CORREDOR', 'Corredores'],
  ['CORREDORA', 'Corredoras'],
  ['CLINICA', 'Clínicas'],
  ['PRESTADOR', 'Prestadores de salud'],
]);

export function organizationTypeLabel(type: string): string {
  return ORGANIZATION_TYPE_LABELS.get(type) ?? badgeLabel(type);
}

/** The plan level the categoryTypes filter matches; '' when the product does not say. */
export function categoryOf(product: InsuranceProduct): string {
  return product.insuranceMetadata?.metadata.categoryType ?? '';
}

/** How the plan levels read (categoryTypes values of the catalogue). */
const CATEGORY_TYPE_LABELS: ReadonlyMap<string, string> = new Map([
  ['basico', 'Básico'],
  ['intermedio', 'Intermedio'],
  ['premium', 'Premium'],
  // Chile's health insurance kinds (§2 /Comparar/Seguros-de-Salud/{Dental,Complementario,Catastrofico}).
  ['Catastrofico', 'Catastrófico'],
]);

export function categoryTypeLabel(category: string): string {
  return CATEGORY_TYPE_LABELS.get(category) ?? category;
}

export function organizationTypeOf(product: InsuranceProduct): string {
  return product.organization.typeAlias ?? '';
}

/**
 * The price the price filter tests: the profile's when the search priced it, else the list price; per
 * employee for a company plan (the one price rule, plan-price.ts), never the company's total.
 */
export function filterPrice(product: InsuranceProduct, employees: number | null = null): number {
  const insured: InsuredPeople | null =
    employees !== null && isCollectiveProductType(product.productType)
      ? { kind: 'employees', count: employees }
      : null;
  return unitPriceOf(product, insured);
}

function inBand(price: number, band: { from: number | null; to: number | null }): boolean {
  // Both bounds included, as the compare call reads fromPrice and toPrice.
  return (band.from === null || price >= band.from) && (band.to === null || price <= band.to);
}

function matches(
  product: InsuranceProduct,
  filters: CompareFilters,
  skip: FacetKey | null,
  employees: number | null = null,
): boolean {
  if (
    skip !== 'organizations' &&
    filters.organizations.length &&
    !filters.organizations.includes(product.organization.id)
  )
    return false;
  if (
    skip !== 'organizationTypes' &&
    filters.organizationTypes.length &&
    !filters.organizationTypes.includes(organizationTypeOf(product))
  )
    return false;
  if (
    skip !== 'insuranceTypes' &&
    filters.insuranceTypes.length &&
    !filters.insuranceTypes.includes(product.insuranceType.id)
  )
    return false;
  if (
    skip !== 'categoryTypes' &&
    filters.categoryTypes.length &&
    !filters.categoryTypes.includes(categoryOf(product))
  )
    return false;
  // Which plans include my clinic: a plan whose network has any of the clinics chosen.
  if (
    skip !== 'coverageOrganizations' &&
    filters.coverageOrganizations.length &&
    !(product.coverageOrganizations ?? []).some((clinic) => filters.coverageOrganizations.includes(clinic.id))
  )
    return false;
  if (skip !== 'prices' && filters.prices && !inBand(filterPrice(product, employees), filters.prices))
    return false;
  return true;
}

/** Products of a sample that pass every filter but the given facet's. */
export function matchingExcept(
  products: readonly InsuranceProduct[],
  filters: CompareFilters,
  skip: FacetKey | null,
  employees: number | null = null,
) {
  return products.filter((product) => matches(product, filters, skip, employees));
}

// Facet options are recounted on every filter change over up to 10,000 products: one pass per facet,
// no object per product, each product's price read once (npm run bench times it).

/** Spanish order of the options' labels; one collator rather than one per comparison. */
const LABEL_ORDER = new Intl.Collator('es');

/**
 * The choices of one filter with how many results each leaves (§ issue: "show how many results each
 * choice leaves"), counted over a sample of the section's catalogue. Selected choices always show.
 */
export function facetOptions(
  products: readonly InsuranceProduct[],
  filters: CompareFilters,
  facet: FacetKey,
  /** The employees the sample was priced for (company sections): its prices are per employee. */
  employees: number | null = null,
): readonly FacetOption[] {
  if (facet === 'prices') {
    const { bands, currency } = bandsOf(products);
    const counts = bands.map(() => 0);
    for (const product of products) {
      if (!matches(product, filters, facet, employees)) continue;
      const price = filterPrice(product, employees);
      for (let index = 0; index < bands.length; index += 1)
        if (inBand(price, bands[index] as Band)) counts[index] = (counts[index] ?? 0) + 1;
    }
    const chosen = filters.prices === null ? null : priceBandValue(filters.prices);
    return bands.map((band, index) => ({
      value: priceBandValue(band),
      label: priceBandLabel(band, currency),
      text: priceBandText(band, currency),
      count: counts[index] ?? 0,
      selected: priceBandValue(band) === chosen,
    }));
  }
  if (facet === 'coverageOrganizations') return clinicOptions(products, filters);
  // Every value of the sample, in the order first seen, with the label its last product gives.
  const entries = new Map<string, { label: string; count: number }>();
  const labelOf = LABEL_OF_VALUE[facet];
  for (const product of products) {
    const value = valueOf(product, facet);
    let entry = entries.get(value);
    if (!entry) {
      entry = { label: '', count: 0 };
      entries.set(value, entry);
      if (labelOf) entry.label = labelOf(value);
    }
    if (!labelOf) entry.label = nameOf(product, facet);
    if (matches(product, filters, facet, employees)) entry.count += 1;
  }
  const selected = (filters[facet] as readonly (string | number)[]).map(String);
  return [...entries.entries()]
    .filter(([value]) => value !== '')
    .map(([value, { label, count }]) => ({ value, label, count, selected: selected.includes(value) }))
    .sort((a, b) => LABEL_ORDER.compare(a.label, b.label));
}

/** The clinics of the sample's networks, each with how many plans include it (a plan has many). */
function clinicOptions(
  products: readonly InsuranceProduct[],
  filters: CompareFilters,
): readonly FacetOption[] {
  const entries = new Map<number, { label: string; count: number }>();
  for (const product of products) {
    const counted = matches(product, filters, 'coverageOrganizations');
    for (const clinic of product.coverageOrganizations ?? []) {
      let entry = entries.get(clinic.id);
      if (!entry) {
        entry = { label: clinic.displayName, count: 0 };
        entries.set(clinic.id, entry);
      }
      if (counted) entry.count += 1;
    }
  }
  const selected = filters.coverageOrganizations;
  return [...entries.entries()]
    .map(([id, { label, count }]) => ({ value: String(id), label, count, selected: selected.includes(id) }))
    .sort((a, b) => LABEL_ORDER.compare(a.label, b.label));
}

/** Facets whose label follows from the value alone (read once per value, not per product). */
const LABEL_OF_VALUE: Readonly<
  Record<Exclude<FacetKey, 'prices' | 'coverageOrganizations'>, ((value: string) => string) | null>
> = {
  organizations: null,
  organizationTypes: organizationTypeLabel,
  insuranceTypes: null,
  categoryTypes: categoryTypeLabel,
};

function valueOf(
  product: InsuranceProduct,
  facet: Exclude<FacetKey, 'prices' | 'coverageOrganizations'>,
): string {
  switch (facet) {
    case 'organizations':
      return String(product.organization.id);
    case 'organizationTypes':
      return organizationTypeOf(product);
    case 'insuranceTypes':
      return String(product.insuranceType.id);
    case 'categoryTypes':
      return categoryOf(product);
    default:
      return assertNever(facet);
  }
}

/** The label of a facet whose label is a name the product carries. */
function nameOf(
  product: InsuranceProduct,
  facet: Exclude<FacetKey, 'prices' | 'coverageOrganizations'>,
): string {
  return facet === 'organizations' ? product.organization.displayName : product.insuranceType.displayName;
}

/**
 * The products in the order of the price the filter reads, cheapest first, then by id: each price is
 * read once, not at every comparison.
 */
export function sortByFilterPrice(
  products: readonly InsuranceProduct[],
  employees: number | null = null,
): InsuranceProduct[] {
  const prices = new Float64Array(products.length);
  const ids = new Float64Array(products.length);
  products.forEach((product, index) => {
    prices[index] = filterPrice(product, employees);
    ids[index] = product.id;
  });
  const order = new Uint32Array(products.length).map((_, index) => index);
  order.sort((a, b) => (prices[a] ?? 0) - (prices[b] ?? 0) || (ids[a] ?? 0) - (ids[b] ?? 0));
  return Array.from(order, (index) => products[index] as InsuranceProduct);
}

function assertNever(value: never): never {
  throw new Error(`Unknown facet ${String(value)}`);
}

/**
 * A plan's network with the visitor's clinics (those chosen in 'Mi clínica', carried by the address)
 * marked and listed first, the rest in their order.
 */
export function networkWithMine<Clinic extends { readonly id: number }>(
  network: readonly Clinic[],
  mine: readonly number[],
): { readonly clinic: Clinic; readonly mine: boolean }[] {
  const marked = network.map((clinic) => ({ clinic, mine: mine.includes(clinic.id) }));
  return [...marked.filter((entry) => entry.mine), ...marked.filter((entry) => !entry.mine)];
}
