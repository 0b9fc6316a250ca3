import { describe, expect, it } from 'vitest';
import {
  decodeComparatorQuery,
  encodeComparatorQuery,
  facetChoice,
  facetOptions,
  matchingExcept,
  networkWithMine,
  NO_FILTERS,
} from '../../../core/domain';
import type { InsuranceProduct } from '../../../core/domain/api';
import { sampleProduct } from '../../support/compare-fixtures';

const COUNTRY = { id: 24, displayName: 'Clínica del Country' };
const SANTA_FE = { id: 21, displayName: 'Fundación Santa Fe de Bogotá' };
const LILI = { id: 22, displayName: 'Fundación Valle del Lili' };

const plan = (id: number, clinics: { id: number; displayName: string }[]): InsuranceProduct => ({
  ...sampleProduct(id, 1, 100_000 + id),
  coverageOrganizations: clinics,
});

const plans = [plan(1, [SANTA_FE, COUNTRY]), plan(2, [COUNTRY]), plan(3, [LILI]), plan(4, [])];

describe("'Mi clínica': which plans include my clinic", () => {
  it('counts, per clinic, the plans whose network includes it (a plan counts once for each of its clinics)', () => {
    const options = facetOptions(plans, NO_FILTERS, 'coverageOrganizations');
    expect(options.map((option) => [option.label, option.count])).toEqual([
      ['Clínica del Country', 2],
      ['Fundación Santa Fe de Bogotá', 1],
      ['Fundación Valle del Lili', 1],
    ]);
  });

  it('choosing clinics keeps the plans that include any of them; the other filters count on what is left', () => {
    const filters = { ...NO_FILTERS, coverageOrganizations: [24] };
    expect(matchingExcept(plans, filters, null).map((product) => product.id)).toEqual([1, 2]);
    const both = { ...NO_FILTERS, coverageOrganizations: [24, 22] };
    expect(matchingExcept(plans, both, null).map((product) => product.id)).toEqual([1, 2, 3]);
    // Its own counts ignore its own choice, like every facet.
    expect(facetOptions(plans, filters, 'coverageOrganizations').find((o) => o.value === '22')).toMatchObject(
      {
        count: 1,
        selected: false,
      },
    );
    // Another facet counts only the plans with the clinic.
    expect(facetOptions(plans, filters, 'organizations')[0]?.count).toBe(2);
  });

  it('a choice is an id, kept in the address and read back from it', () => {
    expect(facetChoice('coverageOrganizations', { value: '24', selected: false })).toEqual({
      kind: 'list',
      key: 'coverageOrganizations',
      value: 24,
    });
    const search = encodeComparatorQuery({ ...NO_FILTERS, coverageOrganizations: [24, 21] });
    expect(search).toContain('coverageOrganizations=');
    expect(decodeComparatorQuery(search).coverageOrganizations).toEqual([24, 21]);
  });

  it("the plan's network lists the visitor's clinics first, marked", () => {
    expect(networkWithMine([SANTA_FE, COUNTRY, LILI], [22, 24])).toEqual([
      { clinic: COUNTRY, mine: true },
      { clinic: LILI, mine: true },
      { clinic: SANTA_FE, mine: false },
    ]);
  });
});
