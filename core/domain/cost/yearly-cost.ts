import { z } from 'zod/mini';
import type { PricePeriod } from '../compare/card-rules';
import type { PlanPrice } from '../compare/plan-price';
import { copayAmount, type CopayService, type CopayTable } from './copay-table';

/** How much care the visitor expects in a year (issue 28): chosen in the comparator and plan page. */
export const UseLevel = z.enum(['bajo', 'medio', 'alto']);
export type UseLevel = z.infer<typeof UseLevel>;
export const DEFAULT_USE_LEVEL: UseLevel = 'medio';

type Uses = Readonly<Partial<Record<CopayService, number>>>;

/**
 * Uses per insured person (or pet) and year at each level, in plain words in cost-texts-es.ts. Every
 * count of a level is at least that of the level below, so the yearly cost never falls as use rises.
 */
const USE_LEVELS: Readonly<Record<UseLevel, { readonly people: Uses; readonly pets: Uses }>> = {
  bajo: {
    people: { consultaGeneral: 1, laboratorio: 1 },
    pets: { consultaVeterinaria: 1 },
  },
  medio: {
    people: { consultaGeneral: 4, especialista: 1, laboratorio: 2 },
    pets: { consultaVeterinaria: 2, eventoVeterinario: 1 },
  },
  alto: {
    people: { consultaGeneral: 8, especialista: 4, laboratorio: 6, imagenes: 2, urgencias: 1 },
    pets: { consultaVeterinaria: 4, eventoVeterinario: 2 },
  },
};

/** Payments a year for each period a price is quoted in (a one-off payment is paid once). */
const PERIODS_PER_YEAR: Readonly<Record<PricePeriod, number>> = {
  month: 12,
  bimonth: 6,
  quarter: 4,
  semester: 2,
  year: 1,
  once: 1,
};

interface CopayLine {
  readonly service: CopayService;
  /** Uses a year for everyone insured together. */
  readonly uses: number;
  /** The plan's amount per use; null when its table does not say (the line is 'sin dato'). */
  readonly amount: number | null;
  readonly subtotal: number | null;
}

export interface YearlyCost {
  readonly level: UseLevel;
  /** People (or pets, or one employee) the copays are counted for. */
  readonly insured: number;
  /** The premium of one period (the plan's price for these insured, before time-limited offers). */
  readonly premium: number;
  readonly periodsPerYear: number;
  /** premium x periods a year. */
  readonly premiums: number;
  readonly lines: readonly CopayLine[];
  /** The expected copagos and cuotas moderadoras; null when the table misses a service of the level. */
  readonly copays: number | null;
  /** premiums + copays; null while a copay is unknown. */
  readonly total: number | null;
  /** The premium is the plan's list price ('desde'), not a price for these insured. */
  readonly estimate: boolean;
  /** A company plan's: one employee's payments and copays. */
  readonly perEmployee: boolean;
  readonly currency: string;
}

export interface YearlyCostInput {
  readonly price: PlanPrice;
  readonly table: CopayTable | null | undefined;
  readonly level: UseLevel;
  readonly pets: boolean;
  /** People (or pets) insured; a company's yearly cost is per employee (one person). */
  readonly insured: number;
}

/** The premium one period costs the insured, as the one price rule (plan-price.ts) states it. */
function premiumOf(price: PlanPrice): number {
  if (price.kind === 'employees') return price.perEmployee;
  if (price.kind === 'people') return price.total;
  return price.from;
}

/**
 * The cost of a year under a plan (issue 28): the premium times the periods of a year, plus the
 * copays the chosen use level brings for everyone insured, from the plan's own copay table.
 */
export function yearlyCost(input: YearlyCostInput): YearlyCost {
  const { price, table, level } = input;
  const insured =
    price.kind === 'employees' || (price.kind === 'estimate' && price.perEmployee)
      ? 1
      : Math.max(1, Math.floor(input.insured));
  const premium = premiumOf(price);
  const periodsPerYear = PERIODS_PER_YEAR[price.period];
  const uses = USE_LEVELS[level][input.pets ? 'pets' : 'people'];
  const lines: CopayLine[] = (Object.entries(uses) as [CopayService, number][]).map(([service, count]) => {
    // Copays in another currency than the premium cannot be added to it: unknown, never a wrong sum.
    const amount = table && table.currency !== price.currency ? null : copayAmount(table, service);
    const total = count * insured;
    return { service, uses: total, amount, subtotal: amount === null ? null : amount * total };
  });
  const copays = lines.every((line) => line.subtotal !== null)
    ? lines.reduce((sum, line) => sum + (line.subtotal ?? 0), 0)
    : null;
  const premiums = premium * periodsPerYear;
  return {
    level,
    insured,
    premium,
    periodsPerYear,
    premiums,
    lines,
    copays,
    total: copays === null ? null : premiums + copays,
    estimate: price.kind === 'estimate',
    perEmployee: price.kind === 'employees' || (price.kind === 'estimate' && price.perEmployee),
    currency: price.currency,
  };
}
