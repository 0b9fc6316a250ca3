import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  SPINNER_MESSAGES,
  compareParamsFor,
  decodeComparatorQuery,
  defaultProfile,
  encodeComparatorQuery,
  isMobileWidth,
  profileSummary,
  resultLayout,
  showsCompareCheckbox,
  compareControl,
  spinnerMessage,
  type CompareFilters,
} from '../../../core/domain';
import { es } from '../../support/es-text';
import { SortOrder } from '../../../core/domain/api';

const ids = fc.uniqueArray(fc.integer({ min: 0, max: 99_999 }), { maxLength: 4 });
const names = fc.uniqueArray(fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,10}[A-Za-z]$/), { maxLength: 3 });
const filters: fc.Arbitrary<CompareFilters> = fc.record({
  insuranceTypes: ids,
  organizations: ids,
  organizationTypes: names,
  coverageOrganizations: ids,
  categoryTypes: names,
  prices: fc.option(
    fc
      .tuple(fc.option(fc.nat(1_000_000)), fc.option(fc.nat(1_000_000)))
      .filter(([from, to]) => from !== null || to !== null)
      .map(([from, to]) =>
        from !== null && to !== null && from > to ? { from: to, to: from } : { from, to },
      ),
  ),
  prevision: fc.option(fc.constantFrom('Fonasa', 'Isapre')),
  order: fc.constantFrom(...SortOrder.options),
  useLevel: fc.constantFrom('bajo', 'medio', 'alto'),
});

describe('comparator URL query (§9)', () => {
  it('reads back what it writes, so a comparison can be reloaded and shared', () => {
    fc.assert(
      fc.property(filters, (value) => {
        expect(decodeComparatorQuery(encodeComparatorQuery(value))).toEqual(value);
      }),
    );
  });

  it('uses the §9 parameter names, comma-separated', () => {
    const query = encodeComparatorQuery({
      ...NO_FILTERS,
      organizations: [3, 7],
      insuranceTypes: [2],
      order: 'lowerPrice',
    });
    expect(query).toBe('?organizationIds=3,7&insuranceTypeIds=2&order=lowerPrice');
    expect(encodeComparatorQuery(NO_FILTERS)).toBe('');
  });

  it('keeps other parameters of the address', () => {
    expect(
      encodeComparatorQuery({ ...NO_FILTERS, organizations: [1] }, '?perfil=abc&organizationIds=9'),
    ).toBe('?perfil=abc&organizationIds=1');
  });

  it('drops invalid values silently instead of failing', () => {
    const decoded = decodeComparatorQuery('?organizationIds=1,x,-2,1&order=cheapest&prices=900-100');
    expect(decoded).toEqual({ ...NO_FILTERS, organizations: [1] });
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => decodeComparatorQuery(text)).not.toThrow();
      }),
    );
  });

  it('asks the API for the section, its organization types, the filters and page size 20', () => {
    const params = compareParamsFor(
      'Medicina-Prepagada',
      { ...NO_FILTERS, organizations: [4], prices: { from: 100_000, to: null } },
      defaultProfile(),
      2,
    );
    expect(params).toMatchObject({
      productType: 'Medicina Prepagada',
      organizations: [4],
      fromPrice: 100_000,
      page: 2,
      take: 20,
    });
    expect(params.organizationTypes?.length).toBeGreaterThan(0);
    expect(params).not.toHaveProperty('toPrice');
  });
});

describe('result list rules', () => {
  it('forces grid on mobile, lists by default otherwise, and hides the compare checkbox on mobile', () => {
    expect(isMobileWidth(375)).toBe(true);
    expect(isMobileWidth(1280)).toBe(false);
    expect(resultLayout(true, 'list')).toBe('grid');
    expect(resultLayout(false, null)).toBe('list');
    expect(resultLayout(false, 'grid')).toBe('grid');
    expect(showsCompareCheckbox(true, true)).toBe(false);
    expect(showsCompareCheckbox(false, false)).toBe(false);
    expect(showsCompareCheckbox(false, true)).toBe(true);
  });

  it('offers a phone a compact compare toggle instead of the checkbox, and nothing for a plan that is not comparable', () => {
    expect(compareControl(false, true)).toBe('checkbox');
    expect(compareControl(true, true)).toBe('toggle');
    expect(compareControl(true, false)).toBeNull();
    expect(compareControl(false, false)).toBeNull();
  });

  it('summarises the profile on its button: people, employees or pets', () => {
    expect(es(profileSummary(defaultProfile(), false))).toBe('Hombre, 25 años');
    expect(
      es(profileSummary({ ...defaultProfile(), cargas: [{ parentescoCarga: 'Hijo', edad: 3 }] }, false)),
    ).toBe('2 personas · Hombre, 25 años y 1 más');
    expect(es(profileSummary({ ...defaultProfile(), colectivo: { cantidadempleados: 40 } }, true))).toBe(
      '40 empleados',
    );
    expect(es(profileSummary(defaultProfile(), false, 'PET_INSURANCE_CO'))).toBe('Cuéntanos de tu mascota');
  });

  it('rotates four spinner messages', () => {
    expect(SPINNER_MESSAGES).toHaveLength(4);
    expect([0, 1, 2, 3, 4, -1].map((tick) => es(spinnerMessage(tick)))).toEqual([
      ...SPINNER_MESSAGES,
      SPINNER_MESSAGES[0],
      SPINNER_MESSAGES[3],
    ]);
  });
});
