import { z } from 'zod/mini';

/** Periodicity multipliers (§9), in months. */
export const PERIODICITY_MULTIPLIERS = {
  monthly: 1,
  bimonthly: 2,
  quarterly: 3,
  fourMonthly: 4,
  halfYearly: 6,
  yearly: 12,
} as const;
export const Periodicity = z.enum([
  'monthly',
  'bimonthly',
  'quarterly',
  'fourMonthly',
  'halfYearly',
  'yearly',
]);
export type Periodicity = z.infer<typeof Periodicity>;

/** A monthly amount over a payment period. */
export function periodAmount(monthly: number, periodicity: Periodicity): number {
  return monthly * PERIODICITY_MULTIPLIERS[periodicity];
}
