import { describe, expect, it } from 'vitest';
import { NO_FILTERS, comparisonTable, facetChoice, facetOptions, parsePriceBand } from '../../../core/domain';
import type { InsuranceProduct } from '../../../core/domain/api';
import { sampleProduct } from '../../support/compare-fixtures';

const products: InsuranceProduct[] = [
  sampleProduct(1, 1, 90_000),
  sampleProduct(2, 1, 150_000),
  sampleProduct(3, 2, 300_000),
  sampleProduct(4, 3, 600_000),
];

describe('facets: how many results each choice leaves', () => {
  it('counts each organization with the other filters applied', () => {
    const options = facetOptions(
      products,
      { ...NO_FILTERS, prices: { from: 100_000, to: 250_000 } },
      'organizations',
    );
    expect(options.map((option) => [option.value, option.count])).toEqual([
      ['1', 1],
      ['2', 0],
      ['3', 0],
    ]);
  });

  it('counts plan levels (categoryTypes) from the product, with their labels', () => {
    const level = (product: InsuranceProduct, categoryType: string): InsuranceProduct => ({
      ...product,
      insuranceMetadata: { metadata: { categoryType } },
    });
    const leveled = [
      level(products[0] as InsuranceProduct, 'basico'),
      level(products[1] as InsuranceProduct, 'basico'),
      level(products[2] as InsuranceProduct, 'premium'),
      products[3] as InsuranceProduct,
    ];
    const options = facetOptions(leveled, { ...NO_FILTERS, organizations: [1] }, 'categoryTypes');
    expect(options.map((option) => [option.label, option.count])).toEqual([
      ['Básico', 2],
      ['Premium', 0],
    ]);
  });

  it('counts price bands ignoring the chosen band, and marks it selected', () => {
    const options = facetOptions(products, { ...NO_FILTERS, prices: { from: null, to: 100_000 } }, 'prices');
    expect(options.map((option) => option.count)).toEqual([1, 1, 1, 1]);
    expect(options.filter((option) => option.selected)).toHaveLength(1);
  });
});

describe('side-by-side table', () => {
  it('lists price, coverages, deductibles, tops and benefits, highlighting differences', () => {
    const tagged = (product: InsuranceProduct, deductible: number): InsuranceProduct => ({
      ...product,
      coverages: {
        count: 1,
        tags: [
          {
            name: 'Urgencias',
            coverages: [
              {
                name: 'Urgencias',
                amounts: {
                  deductible: { minAmount: deductible, unit: { code: 'COP' } },
                  top_amount: { maxAmount: 10_000_000, unit: { code: 'COP' } },
                },
              },
            ],
          },
        ],
      },
      features: [{ name: 'Telemedicina' }],
      // The plan's copay table is where the side by side reads copays (issue 24), not the coverage tags.
      copays: { currency: 'COP', entries: [{ service: 'urgencias', amount: deductible }] },
    });
    const rows = comparisonTable(
      [
        { product: tagged(products[0]!, 30_000), extras: null },
        { product: tagged(products[1]!, 30_000), extras: null },
      ],
      'Medicina Prepagada',
    );
    const byGroup = (group: string) => rows.filter((row) => row.group === group);
    expect(byGroup('Precio')[0]?.differs).toBe(true);
    expect(byGroup('Copagos y deducibles')[0]).toMatchObject({
      label: 'Urgencias',
      cells: ['$\u00a030.000', '$\u00a030.000'],
      differs: false,
    });
    expect(byGroup('Topes')[0]?.cells).toEqual(['$\u00a010.000.000', '$\u00a010.000.000']);
    expect(byGroup('Beneficios')[0]).toMatchObject({ label: 'Telemedicina', differs: false });
  });
});

describe('facet choices', () => {
  it('reads price bands back from their values, and refuses anything else', () => {
    expect(parsePriceBand('100000-250000')).toEqual({ from: 100_000, to: 250_000 });
    expect(parsePriceBand('-100000')).toEqual({ from: null, to: 100_000 });
    expect(parsePriceBand('500000-')).toEqual({ from: 500_000, to: null });
    expect(parsePriceBand('-')).toBeNull();
    expect(parsePriceBand('abc')).toBeNull();
  });

  it('a chosen price band clears; ids toggle as numbers, names as text', () => {
    expect(facetChoice('prices', { value: '-100000', selected: false })).toEqual({
      kind: 'prices',
      band: { from: null, to: 100_000 },
    });
    expect(facetChoice('prices', { value: '-100000', selected: true })).toEqual({
      kind: 'prices',
      band: null,
    });
    expect(facetChoice('organizations', { value: '8', selected: false })).toEqual({
      kind: 'list',
      key: 'organizations',
      value: 8,
    });
    expect(facetChoice('categoryTypes', { value: 'basico', selected: true })).toEqual({
      kind: 'list',
      key: 'categoryTypes',
      value: 'basico',
    });
  });
});
