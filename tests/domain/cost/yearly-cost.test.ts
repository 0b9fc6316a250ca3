import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  comparisonTable,
  copayAmount,
  nextAgeRises,
  planPrice,
  priceHistoryRows,
  scenarioCost,
  yearlyCost,
  type CopayTable,
  type PlanPrice,
  type PriceHistory,
  type UseLevel,
} from '../../../core/domain';
import { buildCatalogue } from '../../../core/adapters/sample-backend/catalogue/products';
import { buildCountryCatalogue } from '../../../core/adapters/sample-backend/catalogue/country-catalogues';
import { topAmountsFor } from '../../../core/adapters/sample-backend/catalogue/product-content';

const SERVICES = [
  'consultaGeneral',
  'especialista',
  'laboratorio',
  'imagenes',
  'urgencias',
  'consultaVeterinaria',
  'eventoVeterinario',
] as const;

const table: fc.Arbitrary<CopayTable> = fc.subarray([...SERVICES], { minLength: 0 }).chain((services) =>
  fc.tuple(...services.map(() => fc.nat(500_000))).map((amounts) => ({
    currency: 'COP',
    entries: services.map((service, index) => ({ service, amount: amounts[index] ?? 0 })),
  })),
);

const price: fc.Arbitrary<PlanPrice> = fc.oneof(
  fc
    .record({
      total: fc.integer({ min: 1, max: 5_000_000 }),
      persons: fc.integer({ min: 1, max: 6 }),
      period: fc.constantFrom('mensual', 'anual', 'trimestral'),
    })
    .map(({ total, persons, period }) =>
      planPrice({
        plan: { listPrice: 100_000, currency: 'COP', paymentMode: period, perEmployee: false },
        insured: { kind: 'people', ages: Array.from({ length: persons }, () => 30) },
        priced: { total: { minPrice: total } },
      }),
    ),
  fc.integer({ min: 1, max: 900_000 }).map((list) =>
    planPrice({
      plan: { listPrice: list, currency: 'COP', paymentMode: 'mensual', perEmployee: false },
      insured: { kind: 'people', ages: [null] },
      priced: null,
    }),
  ),
);

const LEVELS: readonly UseLevel[] = ['bajo', 'medio', 'alto'];

describe('the cost of a year (issue 28)', () => {
  it('is at least twelve monthly premiums (the premiums of a year), whatever the copays', () => {
    fc.assert(
      fc.property(
        price,
        table,
        fc.constantFrom(...LEVELS),
        fc.boolean(),
        fc.integer({ min: 1, max: 6 }),
        (p, t, level, pets, insured) => {
          const cost = yearlyCost({ price: p, table: t, level, pets, insured });
          const premium = p.kind === 'people' ? p.total : p.kind === 'estimate' ? p.from : p.perEmployee;
          const perYear = p.period === 'month' ? 12 : p.period === 'quarter' ? 4 : 1;
          expect(cost.premiums).toBe(premium * perYear);
          if (cost.total !== null) expect(cost.total).toBeGreaterThanOrEqual(premium * perYear);
          if (p.period === 'month' && cost.total !== null)
            expect(cost.total).toBeGreaterThanOrEqual(12 * premium);
        },
      ),
    );
  });

  it('never falls when the use level rises (bajo ≤ medio ≤ alto), for people and pets', () => {
    const full: fc.Arbitrary<CopayTable> = fc
      .tuple(...SERVICES.map(() => fc.nat(500_000)))
      .map((amounts) => ({
        currency: 'COP',
        entries: SERVICES.map((service, index) => ({ service, amount: amounts[index] ?? 0 })),
      }));
    fc.assert(
      fc.property(price, full, fc.boolean(), fc.integer({ min: 1, max: 6 }), (p, t, pets, insured) => {
        const [low, mid, high] = LEVELS.map(
          (level) => yearlyCost({ price: p, table: t, level, pets, insured }).total,
        );
        expect(low).not.toBeNull();
        expect(mid!).toBeGreaterThanOrEqual(low!);
        expect(high!).toBeGreaterThanOrEqual(mid!);
      }),
    );
  });

  it('counts medio as 4 GP visits, 1 specialist and 2 lab tests per person', () => {
    const cost = yearlyCost({
      price: planPrice({
        plan: { listPrice: 100_000, currency: 'COP', paymentMode: 'mensual', perEmployee: false },
        insured: { kind: 'people', ages: [40, 10] },
        priced: { total: { minPrice: 300_000 } },
      }),
      table: {
        currency: 'COP',
        entries: [
          { service: 'consultaGeneral', amount: 30_400 },
          { service: 'especialista', amount: 36_000 },
          { service: 'laboratorio', amount: 10_000 },
        ],
      },
      level: 'medio',
      pets: false,
      insured: 2,
    });
    // 12 × 300.000 + 2 × (4 × 30.400 + 36.000 + 2 × 10.000)
    expect(cost.total).toBe(3_600_000 + 2 * (121_600 + 36_000 + 20_000));
  });

  it('never adds copays in another currency to the premiums: a plan priced in soles with a peso table is "sin dato"', () => {
    const cost = yearlyCost({
      price: planPrice({
        plan: { listPrice: 612, currency: 'PEN', paymentMode: 'mensual', perEmployee: false },
        insured: { kind: 'people', ages: [25] },
        priced: { total: { minPrice: 612 } },
      }),
      table: {
        currency: 'COP',
        entries: [
          { service: 'consultaGeneral', amount: 30_400 },
          { service: 'especialista', amount: 36_000 },
          { service: 'laboratorio', amount: 10_000 },
        ],
      },
      level: 'medio',
      pets: false,
      insured: 1,
    });
    expect(cost.premiums).toBe(12 * 612);
    expect(cost.copays).toBeNull();
    expect(cost.total).toBeNull();
  });

  it('every plan of the Peruvian, Chilean and international samples has its copays in its own currency', () => {
    for (const country of ['CL', 'PE', 'INT'] as const) {
      for (const entry of buildCountryCatalogue(country, '2026-11-21')) {
        const product = entry.product;
        if (!product.copays) continue;
        expect(product.copays.currency, `${product.productCode}`).toBe(product.price.unit?.code);
      }
    }
  });

  it('says "sin dato" (null) when the table misses a service the level uses, never a guess', () => {
    const cost = yearlyCost({
      price: planPrice({
        plan: { listPrice: 100_000, currency: 'COP', perEmployee: false },
        insured: { kind: 'people', ages: [30] },
        priced: null,
      }),
      table: { currency: 'COP', entries: [{ service: 'consultaGeneral', amount: 20_000 }] },
      level: 'medio',
      pets: false,
      insured: 1,
    });
    expect(cost.total).toBeNull();
    expect(cost.premiums).toBe(1_200_000);
  });
});

describe('the price history (issue 28)', () => {
  const entries = fc.uniqueArray(
    fc.record({
      year: fc.integer({ min: 2000, max: 2030 }),
      percent: fc.double({ min: -5, max: 80, noNaN: true }),
    }),
    { selector: (entry) => entry.year, maxLength: 8 },
  );
  it('never invents a year: every figure shown is the one given for that very year, else sin dato', () => {
    fc.assert(
      fc.property(entries, entries, entries, (adjustments, healthInflation, inflation) => {
        const history: PriceHistory = { adjustments, healthInflation, inflation };
        const rows = priceHistoryRows(history);
        for (const row of rows) {
          expect(row.adjustment).toBe(adjustments.find((e) => e.year === row.year)?.percent ?? null);
          expect(row.healthInflation).toBe(healthInflation.find((e) => e.year === row.year)?.percent ?? null);
          expect(row.inflation).toBe(inflation.find((e) => e.year === row.year)?.percent ?? null);
        }
        // Every year given is shown, and no row lies outside the years given.
        const given = [...adjustments, ...healthInflation, ...inflation].map((e) => e.year);
        for (const year of given) expect(rows.some((row) => row.year === year)).toBe(true);
        for (const row of rows) {
          expect(row.year).toBeGreaterThanOrEqual(Math.min(...given));
          expect(row.year).toBeLessThanOrEqual(Math.max(...given));
        }
      }),
    );
  });

  it('shows a gap year as sin dato between two known years', () => {
    const rows = priceHistoryRows({
      adjustments: [
        { year: 2021, percent: 7 },
        { year: 2023, percent: 15 },
      ],
      healthInflation: [],
      inflation: [{ year: 2023, percent: 9.28 }],
    });
    expect(rows.map((row) => [row.year, row.adjustment])).toEqual([
      [2023, 15],
      [2022, null],
      [2021, 7],
    ]);
    expect(rows[0]?.aboveInflation).toBe(true);
  });
});

describe('the next age rise (issue 28)', () => {
  it("prices the household at 60 by the plan's band, through the one price rule", () => {
    const rises = nextAgeRises({
      bands: [
        { fromAge: 0, price: 100_000 },
        { fromAge: 50, price: 200_000 },
        { fromAge: 60, price: 300_000 },
      ],
      plan: { listPrice: 100_000, currency: 'COP', paymentMode: 'mensual', perEmployee: false },
      ages: [55, 20],
      priced: {
        total: { minPrice: 300_000 },
        profiles: [
          { index: 0, method: 'AgeBand', price: 200_000 },
          { index: 1, method: 'AgeBand', price: 100_000 },
        ],
      },
    });
    // The 55-year-old's line goes from 200.000 to 300.000 at 60; the 20-year-old's at 50 to 200.000.
    expect(rises.map((rise) => [rise.age, rise.inYears])).toEqual([
      [60, 5],
      [50, 30],
    ]);
    const first = rises[0]?.price;
    expect(first?.kind === 'people' ? first.total : null).toBe(400_000);
  });
});

describe('one copay table per plan (issue 24)', () => {
  const catalogue = buildCatalogue('2026-11-26');
  it("the coverages, the content API and the side by side say the table's specialist copay", () => {
    for (const entry of catalogue.filter((e) => e.seed.category !== 'mascotas')) {
      const specialist = copayAmount(entry.product.copays, 'especialista');
      expect(specialist).not.toBeNull();
      const tag = entry.product.coverages?.tags.find((t) => t.name === 'Consulta con especialista');
      const amounts = tag?.coverages[0]?.amounts.deductible;
      expect(amounts?.minAmount ?? amounts?.maxAmount).toBe(specialist);
      expect(amounts?.maxAmount ?? specialist).toBe(specialist);
      const listed = topAmountsFor(entry).deductibles.find((d) => d.name === 'Copago especialista');
      expect(listed?.amount).toBe(specialist);
      const rows = comparisonTable(
        [{ product: entry.product, extras: null }],
        entry.product.productType ?? '',
      );
      const row = rows.find(
        (r) => r.group === 'Copagos y deducibles' && r.label === 'Consulta con especialista',
      );
      expect(row?.cells[0]?.replace(/\D/g, '')).toBe(String(specialist));
    }
  });

  it('lists no benefit the plan pays (daily cash, a pet funeral) among the copays', () => {
    for (const entry of catalogue) {
      const rows = comparisonTable(
        [{ product: entry.product, extras: null }],
        entry.product.productType ?? '',
      );
      const copayRows = rows.filter((r) => r.group === 'Copagos y deducibles').map((r) => r.label);
      expect(copayRows.join(' ')).not.toMatch(/Renta|Exequias/);
      const listed = topAmountsFor(entry)
        .deductibles.map((d) => d.name)
        .join(' ');
      expect(listed).not.toMatch(/Renta|Exequias/);
    }
  });

  it("uses Sura's published 2024 policy copays for Sura's policies", () => {
    const sura = catalogue.find((e) => e.seed.code === 'POL-SURA-01');
    expect(copayAmount(sura?.product.copays, 'consultaGeneral')).toBe(30_400);
    expect(copayAmount(sura?.product.copays, 'especialista')).toBe(36_000);
    expect(copayAmount(sura?.product.copays, 'urgencias')).toBe(59_000);
  });

  it("a pet accident pays the deductible, two visits and the plan's share of the bill up to its cap", () => {
    const cost = scenarioCost(
      {
        currency: 'COP',
        entries: [
          { service: 'eventoVeterinario', amount: 25_000 },
          { service: 'consultaVeterinaria', amount: 15_000 },
          { service: 'gastosVeterinarios', percent: 20 },
        ],
        yearlyCap: 1_500_000,
      },
      'mascota',
    );
    // 25.000 + 2 × 15.000 + 20 % of 1.500.000 + the 300.000 above the cap
    expect(cost.total).toBe(25_000 + 30_000 + 300_000 + 300_000);
  });
});
