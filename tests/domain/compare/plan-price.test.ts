import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  comparisonTable,
  facetOptions,
  filterPrice,
  formatPlanPrice,
  headlineAmount,
  insuredOf,
  NO_FILTERS,
  planPrice,
  pricedPlanOf,
  type Profile,
} from '../../../core/domain';
import { buildCatalogue } from '../../../core/adapters/sample-backend/catalogue/products';
import { priceForProfile } from '../../../core/adapters/sample-backend/pricing';

const catalogue = buildCatalogue('2026-11-26');
const companyPlans = catalogue.filter((entry) => entry.seed.category === 'colectivo');
const personPlans = catalogue.filter(
  (entry) => entry.seed.category === 'poliza' || entry.seed.category === 'prepagada',
);

const person = (edad: number, sexo: 'Masculino' | 'Femenino') => ({ edad, sexo }) as Profile['cotizante'][0];
const household = (ages: readonly number[]): Profile =>
  ({
    cotizante: [person(ages[0] ?? 30, 'Femenino')],
    cargas: ages.slice(1).map((edad) => ({ edad, sexo: 'Masculino', parentescoCarga: 'Hijo' })),
  }) as unknown as Profile;
const company = (employees: number): Profile =>
  ({
    cotizante: [person(30, 'Masculino')],
    cargas: [],
    enPareja: false,
    colectivo: { cantidadempleados: employees },
  }) as unknown as Profile;

describe('one price rule for a plan, its insured, period and employer share', () => {
  it('prices a company per employee near the list price and totals 25 employees as 25 times it', () => {
    const entry = companyPlans[0]!;
    const profile = company(25);
    const plan = pricedPlanOf(entry.product);
    const price = planPrice({
      plan,
      insured: insuredOf(profile, { perEmployee: true }),
      priced: priceForProfile(entry.seed, profile),
      employerShare: 50,
    });
    expect(price.kind).toBe('employees');
    if (price.kind !== 'employees') return;
    // A 30-year-old employee costs the plan's reference price, never 25 times it.
    expect(price.perEmployee).toBeLessThan(entry.product.price.minPrice * 2);
    expect(price.perEmployee).toBeGreaterThan(entry.product.price.minPrice / 2);
    expect(price.companyTotal).toBe(price.perEmployee * 25);
    expect(price.share.employer + price.share.employee).toBe(price.perEmployee);
    expect(price.employerTotal).toBe(price.share.employer * 25);
  });

  it('files a company plan in the price filter by its price per employee', () => {
    const profile = company(25);
    const products = companyPlans.map((entry) => ({
      ...entry.product,
      profilePrice: priceForProfile(entry.seed, profile),
    }));
    const above = facetOptions(products, NO_FILTERS, 'prices', 25).at(-1)!;
    // The company plans' list prices are all under $ 500.000 per employee.
    expect(companyPlans.every((entry) => entry.product.price.minPrice < 500_000)).toBe(true);
    expect(above.count).toBe(0);
  });

  it('gives a household one line per insured person and a total that is their sum', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...personPlans),
        fc.array(fc.integer({ min: 0, max: 64 }), { minLength: 2, maxLength: 5 }),
        (entry, ages) => {
          const profile = household(ages);
          const price = planPrice({
            plan: pricedPlanOf(entry.product),
            insured: insuredOf(profile, { perEmployee: false }),
            priced: priceForProfile(entry.seed, profile),
          });
          if (price.kind !== 'people') return false;
          expect(price.household).toBe(true);
          expect(price.lines.map((line) => line.age)).toEqual(ages);
          const sum = price.lines.reduce((total, line) => total + (line.amount ?? 0), 0);
          return sum === price.total;
        },
      ),
    );
  });

  it('shows the same number on the card, side by side and in the price filter for any profile', () => {
    const anyProfile = fc.oneof(
      fc.array(fc.integer({ min: 0, max: 80 }), { minLength: 1, maxLength: 4 }).map(household),
      fc.integer({ min: 10, max: 400 }).map(company),
    );
    fc.assert(
      fc.property(fc.constantFrom(...catalogue), anyProfile, (entry, profile) => {
        const plan = pricedPlanOf(entry.product);
        const priced = priceForProfile(entry.seed, profile);
        const insured = insuredOf(profile, { perEmployee: plan.perEmployee });
        // The card and the plan page call the rule with these inputs.
        const card = planPrice({ plan, insured, priced });
        const table = comparisonTable(
          [{ product: { ...entry.product, profilePrice: priced }, extras: null }],
          entry.product.productType ?? '',
          profile,
        );
        const employees = plan.perEmployee && insured.kind === 'employees' ? insured.count : null;
        expect(table[0]?.cells[0]).toBe(formatPlanPrice(card));
        expect(filterPrice({ ...entry.product, profilePrice: priced }, employees)).toBe(headlineAmount(card));
      }),
    );
  });

  it('shows an estimate, never an exact price, while nobody is priced', () => {
    const entry = personPlans[0]!;
    const price = planPrice({
      plan: pricedPlanOf(entry.product),
      insured: { kind: 'people', ages: [40] },
      priced: null,
    });
    expect(price.kind).toBe('estimate');
  });
});
