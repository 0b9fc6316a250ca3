import { UF_DEFAULT_VALUE } from './uf';

/** The legal health contribution is 7% of income (§9). */
const HEALTH_CONTRIBUTION_RATE = 0.07;
/** The contribution is divided by 0.8 to reach the plan price the visitor can afford (§9). */
const HEALTH_PRICE_DIVISOR = 0.8;
/** Taxable income cap in UF (§9, topeimponible). */
export const HEALTH_INCOME_CAP_UF = 87.8;
/** Fallback price bounds when there is no income (§9). */
const HEALTH_PRICE_FALLBACK_MIN = 120000;
const HEALTH_PRICE_FALLBACK_MAX = 150000;

export type ChileanHealthPrice =
  | { readonly kind: 'computed'; readonly pesos: number; readonly uf: number; readonly capped: boolean }
  | { readonly kind: 'fallback'; readonly min: number; readonly max: number };

/**
 * Chilean health price (§9): 7% of income divided by 0.8, with the income capped at 87.8 UF (the
 * taxable cap, see docs/decisions.md); without a positive income, the fallback range 120000-150000.
 */
export function chileanHealthPrice(
  income: number | null | undefined,
  ufValue: number = UF_DEFAULT_VALUE,
): ChileanHealthPrice {
  if (income == null || !Number.isFinite(income) || income <= 0 || !(ufValue > 0)) {
    return { kind: 'fallback', min: HEALTH_PRICE_FALLBACK_MIN, max: HEALTH_PRICE_FALLBACK_MAX };
  }
  const cap = HEALTH_INCOME_CAP_UF * ufValue;
  const taxable = Math.min(income, cap);
  const pesos = Math.round((taxable * HEALTH_CONTRIBUTION_RATE) / HEALTH_PRICE_DIVISOR);
  return { kind: 'computed', pesos, uf: Math.round((pesos / ufValue) * 100) / 100, capped: income > cap };
}
