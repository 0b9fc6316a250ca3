import { z } from 'zod/mini';
import { AmountUnit } from './common';

/** Coverage amount kinds (public-site §3). */
const CoverageAmountKind = z.enum([
  'top_amount',
  'yearly_top',
  'monthly_top',
  'weekly_top',
  'daily_top',
  'halfyearly_top',
  'lifetime_top',
  'top_amount_libre',
  'yearly_top_libre',
  'top_amount_pref',
  'yearly_top_pref',
  'percentage',
  'percentage_isapre',
  'percentage_fonasa',
  'percentage_particular',
  'deductible',
  'deductible_fonasa',
  'bed_day',
  'compensation',
]);
type CoverageAmountKind = z.infer<typeof CoverageAmountKind>;

const CoverageAmount = z.object({
  minAmount: z.optional(z.nullable(z.number())),
  maxAmount: z.optional(z.nullable(z.number())),
  unit: z.optional(AmountUnit),
});
export type CoverageAmount = z.infer<typeof CoverageAmount>;

export const CoverageAmounts = z.partialRecord(CoverageAmountKind, CoverageAmount);
export type CoverageAmounts = z.infer<typeof CoverageAmounts>;

const CoverageType = z.enum(['preferente', 'libre_eleccion']);

const Coverage = z.object({
  name: z.string(),
  coverageType: z.optional(CoverageType),
  waitingPeriodMonths: z.optional(z.number().check(z.int(), z.nonnegative())),
  amounts: CoverageAmounts,
});
type Coverage = z.infer<typeof Coverage>;

/** A coverage highlight on a card: name, icon and coverages[0].amounts. */
export const CoverageTag = z.object({
  name: z.string().check(z.minLength(1)),
  icon: z.optional(z.string()),
  coverages: z.array(Coverage),
});
export type CoverageTag = z.infer<typeof CoverageTag>;

export const ProductCoverages = z.object({
  tags: z.array(CoverageTag),
  count: z.number().check(z.int(), z.nonnegative()),
});
export type ProductCoverages = z.infer<typeof ProductCoverages>;

/**
 * GET api/insurance/coverages/{id}/resume: the coverage highlights for a card (empty tags: no coverage
 * data): the same shape under the endpoint's name.
 * @alias
 */
export const CoverageResume = ProductCoverages;
export type CoverageResume = ProductCoverages;
