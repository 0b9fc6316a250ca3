import { z } from 'zod/mini';

const Year = z.number().check(z.int(), z.minimum(1990), z.maximum(2100));
const YearPercent = z.object({ year: Year, percent: z.number() });

/**
 * A plan's price history (issue 28): its yearly adjustments, and the country's inflation of the same
 * years (IPC salud and IPC total, DANE's December-to-December variation). A year missing from a list is
 * unknown: it is shown as 'sin dato', never filled in.
 */
export const PriceHistory = z.object({
  adjustments: z.array(YearPercent),
  healthInflation: z.array(YearPercent),
  inflation: z.array(YearPercent),
  /** The adjustments are sample figures (the sample catalogue's). */
  sample: z.optional(z.boolean()),
  /** Where the inflation figures come from, e.g. 'DANE'. */
  inflationSource: z.optional(z.string()),
});
export type PriceHistory = z.infer<typeof PriceHistory>;

/** The plan's published price by age band for its reference person: from this age on, this price. */
export const AgeBands = z.array(
  z.object({ fromAge: z.number().check(z.int(), z.nonnegative()), price: z.number().check(z.positive()) }),
);
export type AgeBands = z.infer<typeof AgeBands>;
