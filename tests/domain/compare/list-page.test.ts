import { describe, expect, it } from 'vitest';
import { NO_FILTERS, appendPage, listPageChange, type ListQuery } from '../../../core/domain';
import { sampleProduct } from '../../support/compare-fixtures';

const shown: ListQuery = { section: 'Polizas-de-Salud', filters: NO_FILTERS, stored: null };

describe('what a newly shown comparator page asks of the list (§4)', () => {
  it('searches the first time even when the page is the one the list starts on', () => {
    expect(listPageChange(shown, shown, 'CO', false)).toEqual({ search: true, coverages: false });
    expect(listPageChange(shown, shown, 'CO', true)).toEqual({ search: false, coverages: false });
  });

  it('searches again when the section, the filters or the profile differ', () => {
    expect(listPageChange(shown, { ...shown, section: 'Medicina-Prepagada' }, 'CO', true).search).toBe(true);
    expect(
      listPageChange(shown, { ...shown, filters: { ...NO_FILTERS, organizations: [2] } }, 'CO', true).search,
    ).toBe(true);
    const woman = { cotizante: [{ sexo: 'Femenino' as const, edad: 40 }], cargas: [], enPareja: false };
    expect(listPageChange(shown, { ...shown, stored: woman }, 'CO', true).search).toBe(true);
  });

  it('gives the cards new coverages when the network filter changes, in Chile only', () => {
    const next = { ...shown, filters: { ...NO_FILTERS, coverageOrganizations: [7] } };
    expect(listPageChange(shown, next, 'CL', true).coverages).toBe(true);
    expect(listPageChange(shown, next, 'CO', true).coverages).toBe(false);
  });

  it('load more appends unseen products; a short page ends the list', () => {
    const [a, b, c] = [sampleProduct(1, 1, 100), sampleProduct(2, 1, 200), sampleProduct(3, 2, 300)];
    expect(appendPage([a, b], 40, [b, c])).toEqual({ results: [a, b, c], total: 3 });
  });
});
