import { z } from 'zod/mini';

/** Currency codes of the shared layer (§3). */
export const CurrencyCode = z.enum(['CLP', 'UF', 'USD', 'COP', 'PEN', 'MXN']);
export type CurrencyCode = z.infer<typeof CurrencyCode>;

/** A unit of an amount: a currency, a percentage, days... (name, code, currencyCode). */
export const AmountUnit = z.object({
  name: z.optional(z.string()),
  code: z.string(),
  currencyCode: z.optional(z.nullable(z.string())),
});
export type AmountUnit = z.infer<typeof AmountUnit>;

export const Id = z.number().check(z.int(), z.nonnegative());

/** The sample backend labels every price it makes up; a real API leaves this out. */
export const SAMPLE_PRICE_NOTE = 'Cifra de muestra, no es una cotización';
