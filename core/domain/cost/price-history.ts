import type { AgeBands, PriceHistory } from './cost-data';
import type { ProfilePrice } from '../api/price';
import { planPrice, type PlanPrice, type PricedPlan } from '../compare/plan-price';

export interface PriceHistoryRow {
  readonly year: number;
  readonly adjustment: number | null;
  readonly healthInflation: number | null;
  readonly inflation: number | null;
  /** The plan rose more than IPC salud (else IPC total) that year; null when either is unknown. */
  readonly aboveInflation: boolean | null;
}

const valueOf = (list: readonly { year: number; percent: number }[], year: number): number | null =>
  list.find((entry) => entry.year === year)?.percent ?? null;

/**
 * One row a year, from the first year any list knows to the last, newest first; a value only where its
 * list names that very year (no interpolation, no carrying over).
 */
export function priceHistoryRows(history: PriceHistory | null | undefined): readonly PriceHistoryRow[] {
  if (!history) return [];
  const years = [...history.adjustments, ...history.healthInflation, ...history.inflation].map(
    (entry) => entry.year,
  );
  if (years.length === 0) return [];
  const rows: PriceHistoryRow[] = [];
  for (let year = Math.max(...years); year >= Math.min(...years); year -= 1) {
    const adjustment = valueOf(history.adjustments, year);
    const healthInflation = valueOf(history.healthInflation, year);
    const inflation = valueOf(history.inflation, year);
    const reference = healthInflation ?? inflation;
    rows.push({
      year,
      adjustment,
      healthInflation,
      inflation,
      aboveInflation: adjustment === null || reference === null ? null : adjustment > reference,
    });
  }
  return rows;
}

export interface AgeRise {
  /** The insured person (or pet) whose birthday moves the price: their index in the profile. */
  readonly index: number;
  /** The age at which the price rises, and the years until then. */
  readonly age: number;
  readonly inYears: number;
  /** The price of everyone insured from then on, by the one price rule (today's others unchanged). */
  readonly price: PlanPrice;
}

const bandAt = (bands: AgeBands, age: number) =>
  [...bands]
    .sort((a, b) => a.fromAge - b.fromAge)
    .filter((band) => band.fromAge <= age)
    .at(-1) ?? null;

/**
 * Where this household's price rises next (issue 28): for each insured person, the next age band of the
 * plan that costs more than theirs; their line grows in the band's proportion, and the household's
 * price at that age is the one price rule's (plan-price.ts) for the lines then. Soonest first.
 */
export function nextAgeRises(input: {
  readonly bands: AgeBands | null | undefined;
  readonly plan: PricedPlan;
  readonly ages: readonly (number | null)[];
  readonly priced: ProfilePrice | null | undefined;
}): readonly AgeRise[] {
  const { bands, plan, ages, priced } = input;
  if (!bands || bands.length === 0 || !priced || plan.perEmployee) return [];
  const lines = priced.profiles ?? [];
  const rises: AgeRise[] = [];
  ages.forEach((age, index) => {
    const line = lines.find((entry) => entry.index === index);
    const current = age === null ? null : bandAt(bands, age);
    if (age === null || !current || !line || line.price === null || line.price === undefined) return;
    const next = [...bands]
      .sort((a, b) => a.fromAge - b.fromAge)
      .find((band) => band.fromAge > age && band.price > current.price);
    if (!next) return;
    const future = Math.round((line.price * next.price) / current.price / 100) * 100;
    const total = priced.total.minPrice - line.price + future;
    const profiles = lines.map((entry) => (entry.index === index ? { ...entry, price: future } : entry));
    rises.push({
      index,
      age: next.fromAge,
      inYears: next.fromAge - age,
      price: planPrice({
        plan,
        insured: { kind: 'people', ages: ages.map((other, i) => (i === index ? next.fromAge : other)) },
        priced: { ...priced, total: { ...priced.total, minPrice: total }, profiles },
      }),
    });
  });
  return rises.sort((a, b) => a.inYears - b.inYears || a.index - b.index);
}
