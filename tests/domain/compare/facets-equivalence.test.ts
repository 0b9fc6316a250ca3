// The facet counts and the price order were rewritten for speed (one pass, no object per product, each
// price read once). The implementation they replaced is kept here as the reference: on any catalogue
// and any filters both give the same options, counts, labels, order and selection.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  categoryOf,
  categoryTypeLabel,
  facetOptions,
  filterPrice,
  matchingExcept,
  organizationTypeLabel,
  organizationTypeOf,
  PRICE_BANDS,
  priceBandLabel,
  priceBandText,
  priceBandValue,
  sortByFilterPrice,
  type CompareFilters,
  type FacetKey,
  type FacetOption,
} from '../../../core/domain';
import type { InsuranceProduct } from '../../../core/domain/api';
import { sampleProduct } from '../../support/compare-fixtures';

type Band = { from: number | null; to: number | null };

const inBand = (price: number, band: Band) =>
  (band.from === null || price >= band.from) && (band.to === null || price <= band.to);

function tally(entries: Array<{ value: string; label: string }>) {
  const counts = new Map<string, { label: string; count: number }>();
  for (const { value, label } of entries) {
    const entry = counts.get(value);
    counts.set(value, { label, count: (entry?.count ?? 0) + 1 });
  }
  return counts;
}

function keyOf(product: InsuranceProduct, facet: Exclude<FacetKey, 'prices' | 'coverageOrganizations'>) {
  switch (facet) {
    case 'organizations':
      return { value: String(product.organization.id), label: product.organization.displayName };
    case 'organizationTypes':
      return {
        value: organizationTypeOf(product),
        label: organizationTypeLabel(organizationTypeOf(product)),
      };
    case 'insuranceTypes':
      return { value: String(product.insuranceType.id), label: product.insuranceType.displayName };
    case 'categoryTypes':
      return { value: categoryOf(product), label: categoryTypeLabel(categoryOf(product)) };
  }
}

/** facetOptions as it was before the rewrite. */
function referenceFacetOptions(
  products: readonly InsuranceProduct[],
  filters: CompareFilters,
  // The clinics (many per product) came after the rewrite; tests/domain/compare/clinic-facet.test.ts.
  facet: Exclude<FacetKey, 'coverageOrganizations'>,
): readonly FacetOption[] {
  const pool = matchingExcept(products, filters, facet);
  if (facet === 'prices') {
    return PRICE_BANDS.map((band) => ({
      value: priceBandValue(band),
      label: priceBandLabel(band),
      text: priceBandText(band),
      count: pool.filter((product) => inBand(filterPrice(product), band)).length,
      selected: filters.prices !== null && priceBandValue(filters.prices) === priceBandValue(band),
    }));
  }
  const all = tally(products.map((product) => keyOf(product, facet)));
  const left = tally(pool.map((product) => keyOf(product, facet)));
  const selected = (filters[facet] as readonly (string | number)[]).map(String);
  return [...all.entries()]
    .filter(([value]) => value !== '')
    .map(([value, { label }]) => ({
      value,
      label,
      count: left.get(value)?.count ?? 0,
      selected: selected.includes(value),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es'));
}

const ORGANIZATION_TYPES = ['ASEG', 'EPS', 'MEDICINA PREPAGADA', 'CORREDOR', 'CLINICA', 'OTRA COSA', ''];
const CATEGORIES = ['basico', 'intermedio', 'premium', 'otro', ''];
const BANDS: readonly Band[] = [...PRICE_BANDS, { from: 120_000, to: 400_000 }];

const product = fc
  .record({
    id: fc.integer({ min: 1, max: 60 }),
    organization: fc.integer({ min: 1, max: 6 }),
    // Two names per organization and per insurance type: the label of the last product wins.
    organizationName: fc.constantFrom('Ásbel', 'Colmédica', 'sura', 'Zeta'),
    organizationType: fc.option(fc.constantFrom(...ORGANIZATION_TYPES), { nil: undefined }),
    insuranceType: fc.integer({ min: 1, max: 4 }),
    insuranceName: fc.constantFrom('Salud', 'Vida', 'Éxito', 'auto'),
    category: fc.option(fc.constantFrom(...CATEGORIES), { nil: undefined }),
    price: fc.integer({ min: 0, max: 900_000 }),
    profilePrice: fc.option(fc.integer({ min: 0, max: 900_000 }), { nil: undefined }),
  })
  .map((drawn): InsuranceProduct => {
    const base = sampleProduct(drawn.id, drawn.organization, drawn.price);
    return {
      ...base,
      organization: {
        id: drawn.organization,
        displayName: drawn.organizationName,
        ...(drawn.organizationType === undefined ? {} : { typeAlias: drawn.organizationType }),
      },
      insuranceType: { id: drawn.insuranceType, name: 'X', displayName: drawn.insuranceName },
      ...(drawn.category === undefined
        ? {}
        : { insuranceMetadata: { metadata: { categoryType: drawn.category } } }),
      ...(drawn.profilePrice === undefined
        ? {}
        : {
            profilePrice: {
              total: { minPrice: drawn.profilePrice },
            } as unknown as NonNullable<InsuranceProduct['profilePrice']>,
          }),
    };
  });

const filters: fc.Arbitrary<CompareFilters> = fc
  .record({
    organizations: fc.subarray([1, 2, 3, 4, 5, 6, 9]),
    organizationTypes: fc.subarray(ORGANIZATION_TYPES.filter(Boolean)),
    insuranceTypes: fc.subarray([1, 2, 3, 4]),
    categoryTypes: fc.subarray(CATEGORIES.filter(Boolean)),
    prices: fc.option(fc.constantFrom(...BANDS), { nil: null }),
  })
  .map((drawn) => ({ ...NO_FILTERS, ...drawn }));

const FACETS: readonly Exclude<FacetKey, 'coverageOrganizations'>[] = [
  'organizations',
  'organizationTypes',
  'insuranceTypes',
  'categoryTypes',
  'prices',
];

describe('facet counts and the price order: the same results as before the rewrite', () => {
  it('gives every facet the same options as the reference', () => {
    fc.assert(
      fc.property(fc.array(product, { maxLength: 40 }), filters, (products, chosen) => {
        for (const facet of FACETS)
          expect(facetOptions(products, chosen, facet)).toEqual(
            referenceFacetOptions(products, chosen, facet),
          );
      }),
      { numRuns: 300 },
    );
  });

  it('sorts by the filter price, then id, as comparing prices at every step did', () => {
    fc.assert(
      fc.property(fc.array(product, { maxLength: 60 }), (products) => {
        const reference = [...products].sort((a, b) => filterPrice(a) - filterPrice(b) || a.id - b.id);
        expect(sortByFilterPrice(products)).toEqual(reference);
        // The same objects, not copies.
        sortByFilterPrice(products).forEach((sorted, index) => expect(sorted).toBe(reference[index]));
      }),
    );
  });
});
