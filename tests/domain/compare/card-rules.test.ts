import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  affinityPercent,
  badgeLabel,
  cardPrice,
  companyCost,
  contributionSplit,
  formatCardAmount,
  formatCardPrice,
  isNewProduct,
  minimumEmployees,
  minimumEmployeesWarning,
  moreLabel,
  offersNotice,
  planDetailPath,
  priceUnit,
  priceUnitLabel,
  scoreSummary,
  truncateDigits,
  numericField,
  visibleBenefits,
  visibleCoverageTags,
  PROMOTION_EXHAUSTED,
} from '../../../core/domain';
import { es } from '../../support/es-text';
import type { CoverageTag, Offer } from '../../../core/domain/api';
import { sampleProduct } from '../../support/compare-fixtures';

const tag = (name: string): CoverageTag => ({ name, coverages: [] });

describe('card rules (§2 Result list)', () => {
  it('writes badges in title case, except SCTR', () => {
    expect(badgeLabel('MEDICINA PREPAGADA')).toBe('Medicina Prepagada');
    expect(badgeLabel('SEGURO_INTEGRAL_GENERAL')).toBe('Seguro Integral General');
    expect(badgeLabel('sctr')).toBe('SCTR');
    expect(badgeLabel('SCTR')).toBe('SCTR');
    expect(badgeLabel('Plan Complementario EPS')).toBe('Plan Complementario EPS');
    expect(badgeLabel('SEGURO COLECTIVO DE SALUD')).toBe('Seguro Colectivo de Salud');
  });

  it('labels the price per person or per employee, the payment mode giving the period', () => {
    expect(priceUnitLabel('Medicina Prepagada', 'mensual')).toBe('/mes p/p');
    expect(priceUnitLabel('', undefined)).toBe('/mes p/p');
    for (const mode of ['mensual', 'anual', 'unico', 'trimestral', undefined])
      for (const type of ['', 'SEGURO COLECTIVO'])
        expect(es(priceUnit(type, mode))).toBe(priceUnitLabel(type, mode));
    expect(priceUnitLabel('SEGURO COLECTIVO', 'mensual')).toBe('/mes p/empl');
    expect(priceUnitLabel('', 'anual')).toBe('/año p/p');
  });

  it('shows 2 coverage tags when there is more than one, else 1', () => {
    expect(visibleCoverageTags([])).toHaveLength(0);
    expect(visibleCoverageTags([tag('a')])).toHaveLength(1);
    expect(visibleCoverageTags([tag('a'), tag('b'), tag('c')]).map((t) => t.name)).toEqual(['a', 'b']);
  });

  it('shows up to 4 benefit icons in grid and 15 in list, then +N', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => index);
    expect(visibleBenefits(twenty, 'grid')).toEqual({ shown: [0, 1, 2, 3], more: 16 });
    expect(visibleBenefits(twenty, 'list').more).toBe(5);
    expect(moreLabel(16)).toBe('+16');
    expect(moreLabel(0)).toBeNull();
    fc.assert(
      fc.property(fc.nat(40), fc.constantFrom('grid' as const, 'list' as const), (count, layout) => {
        const { shown, more } = visibleBenefits(Array.from({ length: count }), layout);
        expect(shown.length + more).toBe(count);
      }),
    );
  });

  it('computes affinity as distance x 10 rounded, and stars as score/2', () => {
    expect(affinityPercent(8.46)).toBe(85);
    expect(affinityPercent(undefined)).toBeNull();
    expect(affinityPercent(14.3)).toBe(100);
    expect(scoreSummary({ score: 8.4, distance: 6.2 })).toEqual({ stars: 4.2, affinity: 62 });
  });

  it('calls a product new when available for under 2 months (time is an input)', () => {
    const now = Date.parse('2026-03-15T00:00:00Z');
    expect(isNewProduct({ availableSince: '2026-01-20' }, now)).toBe(true);
    expect(isNewProduct({ availableSince: '2026-01-15' }, now)).toBe(false);
    expect(isNewProduct({ availableSince: '2025-06-01', isNew: true }, now)).toBe(false);
    expect(isNewProduct({ isNew: true }, now)).toBe(true);
  });

  it('shows the profile price in COP without decimals, or the price range when none is known', () => {
    const product = sampleProduct(1, 1, 200_000);
    const exact = cardPrice(product, { total: { minPrice: 254_321.6 } }, null);
    expect(formatCardPrice(exact)).toBe('$\u00a0254.322');
    const range = cardPrice(product, null, null);
    expect(range).toMatchObject({ kind: 'range', min: 200_000 * 0.90477, max: 200_000 * 1.05 });
    expect(formatCardPrice(range)).toBe('$\u00a0180.954 - $\u00a0210.000');
  });

  it('applies discounts in sequence for the offer price, and 0 offers is the exhausted notice', () => {
    const offers: Offer[] = [
      { offerType: { name: 'DISCOUNT' }, discount: { unitCode: 'percent', amount: 10 } },
      { offerType: { name: 'DISCOUNT' }, discount: { unitCode: 'COP', amount: 5_000 } },
    ];
    const price = cardPrice(sampleProduct(1, 1, 100_000), { total: { minPrice: 100_000 } }, offers);
    expect(price).toMatchObject({ kind: 'exact', amount: 100_000, discounted: 85_000 });
    expect(es(offersNotice(0))).toBe(PROMOTION_EXHAUSTED);
    expect(offersNotice(null)).toBeNull();
    expect(offersNotice([])).toBeNull();
  });

  it('splits a collective cost by the employer contribution', () => {
    expect(contributionSplit(200_000, 60)).toEqual({ employer: 120_000, employee: 80_000, percent: 60 });
    expect(contributionSplit(200_000, 140).percent).toBe(100);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -50, max: 150 }),
        (price, percent) => {
          const split = contributionSplit(price, percent);
          expect(split.employer + split.employee).toBe(price);
          expect(split.employer).toBeGreaterThanOrEqual(0);
          expect(split.employee).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it("prices the company's share for all its employees in the plan's period and currency", () => {
    const split = contributionSplit(200_000, 60);
    expect(companyCost(split, null)).toBeNull();
    expect(companyCost(split, 0)).toBeNull();
    expect(companyCost(split, 12)).toEqual({
      employees: 12,
      amount: 1_440_000,
      period: '/mes',
      periodText: { key: 'periods.month' },
    });
    expect(companyCost(split, 12, 'anual')?.period).toBe('/año');
    expect(companyCost(split, 12, 'anual')?.periodText).not.toEqual({ key: 'periods.month' });
    expect(formatCardAmount({ currency: 'COP' }, 1_440_000)).toBe('$\u00a01.440.000');
    expect(formatCardAmount({ currency: '???' }, 5)).toBe(formatCardAmount({ currency: 'COP' }, 5));
  });

  it('warns below the minimum employees (minsubscribers, default 5), saying the minimum', () => {
    const product = sampleProduct(1, 1, 1);
    expect(minimumEmployees(product)).toBe(5);
    const withMinimum = { ...product, insuranceMetadata: { metadata: { minsubscribers: 10 } } };
    expect(minimumEmployees(withMinimum)).toBe(10);
    expect(es(minimumEmployeesWarning(10, 3))).toBe('Este plan es para un mínimo de 10 empleados');
    expect(minimumEmployeesWarning(10, 10)).toBeNull();
    expect(es(minimumEmployeesWarning(5, null))).toContain('5 empleados');
  });

  it('opens company plans in collective mode and the others at their insurer page', () => {
    const product = {
      ...sampleProduct(1, 1, 1),
      url: 'Plan-Salud-Ideal',
      organization: { id: 1, displayName: 'AXA', typeAlias: 'ASEG', metadata: { url: 'axa-colpatria' } },
    };
    expect(planDetailPath('CO', product, 'SEGURO COLECTIVO')).toBe(
      '/Empresa/SEGURO%20COLECTIVO/axa-colpatria/Planes/Plan-Salud-Ideal',
    );
    expect(
      planDetailPath(
        'CO',
        { ...product, organization: { ...product.organization, typeAlias: 'MEDICINA PREPAGADA' } },
        'Medicina Prepagada',
      ),
    ).toBe('/Medicina-Prepagada/axa-colpatria/Plan-Salud-Ideal');
  });

  it('truncates numeric fields to 3 digits', () => {
    expect(truncateDigits('12345')).toBe('123');
    expect(truncateDigits('1.2a3')).toBe('123');
    expect(numericField('0999')).toBe(99);
    expect(numericField('')).toBeNull();
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(truncateDigits(text).length).toBeLessThanOrEqual(3);
      }),
    );
  });
});
