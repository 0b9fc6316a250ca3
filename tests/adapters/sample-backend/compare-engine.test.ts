import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../../core/adapters/sample-backend/catalogue/products';
import {
  paramsFromBody,
  paramsFromQuery,
  parseCompareParams,
  runCompare,
} from '../../../core/adapters/sample-backend/compare-engine';
import type { CompareParams } from '../../../core/domain/api';

const catalogue = buildCatalogue('2026-11-21');
const run = (params: CompareParams) => {
  const parsed = parseCompareParams(params);
  if (!parsed.success) throw new Error('bad params');
  return runCompare(catalogue, parsed.data, 'uuid-1');
};
const MP = { productType: 'Medicina Prepagada', organizationTypes: ['MEDICINA PREPAGADA', 'EPS'] };

describe('sample compare engine', () => {
  it('filters by product type and organization types', () => {
    const all = run(MP);
    expect(all.total).toBeGreaterThan(10);
    expect(all.data.every((p) => p.productType === 'Medicina Prepagada')).toBe(true);
    expect(run({ ...MP, organizationTypes: ['EPS'] }).data.map((p) => p.organization.displayName)).toEqual([
      'Compensar',
    ]);
  });

  it('filters by insurance types, organizations, coverage organizations, categories and prices', () => {
    expect(run({ ...MP, insuranceTypes: [999] }).total).toBe(0);
    expect(run({ ...MP, organizations: [8] }).data.every((p) => p.organization.id === 8)).toBe(true);
    const inCali = run({ ...MP, coverageOrganizations: [22] }).data.map((p) => p.productCode);
    expect(inCali).toContain('MP-COOM-01');
    expect(inCali).not.toContain('MP-MEDP-01');
    const basic = run({ ...MP, categoryTypes: ['Básico'] });
    expect(basic.total).toBeGreaterThan(0);
    expect(basic.total).toBeLessThan(run(MP).total);
    expect(basic.data.every((p) => p.insuranceMetadata?.metadata.categoryType === 'basico')).toBe(true);
    const bounded = run({ ...MP, fromPrice: 200_000, toPrice: 250_000 }).data.map((p) => p.price.minPrice);
    expect(bounded.length).toBeGreaterThan(0);
    expect(bounded.every((price) => price >= 200_000 && price <= 250_000)).toBe(true);
  });

  it('sorts by lower and higher price, recommended, popular and distance', () => {
    const prices = (order: CompareParams['order']) => run({ ...MP, order }).data.map((p) => p.price.minPrice);
    const lower = prices('lowerPrice');
    expect(lower).toEqual([...lower].sort((a, b) => a - b));
    expect(prices('higherPrice')).toEqual([...lower].sort((a, b) => b - a));
    const scores = run({ ...MP, order: 'recommended' }).data.map((p) => p.score ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(run({ ...MP, order: 'popular' }).data[0]?.insuranceMetadata?.metadata.isPopular).toBe(true);
    const distances = run({ ...MP, order: 'distance' }).data.map((p) => p.distance ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('pages by 20 and answers the total and a uuid', () => {
    const all = [...run({ productType: '', organizationTypes: ['ASEG'] }).data];
    expect(all.length).toBeLessThanOrEqual(20);
    const types = {
      productType: 'PET_INSURANCE_CO',
      organizationTypes: ['ASEG', 'MASCOTAS', 'EPS'],
      take: 5,
    };
    const page1 = run({ ...types, page: 1 });
    const page3 = run({ ...types, page: 3 });
    expect(page1.data).toHaveLength(5);
    expect(page3.data).toHaveLength(page1.total - 10);
    expect(new Set([...page1.data, ...page3.data].map((p) => p.id)).size).toBe(
      page1.data.length + page3.data.length,
    );
    expect(page1.metaData.uuid).toBe('uuid-1');
  });

  it('reads the GET query and the POST body alike', () => {
    const query = new URLSearchParams(
      'organizationTypes=ASEG,EPS&organizations=7,8&productType=&page=2&order=distance',
    );
    expect(paramsFromQuery(query)).toMatchObject({
      organizationTypes: ['ASEG', 'EPS'],
      organizations: [7, 8],
      page: 2,
      order: 'distance',
    });
    expect(paramsFromBody({ organizationType: ['ASEG'], productType: '' })).toMatchObject({
      organizationTypes: ['ASEG'],
    });
  });
});
