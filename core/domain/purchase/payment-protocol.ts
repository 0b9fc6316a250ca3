import { z } from 'zod/mini';
import { PaymentMethodCode } from '../shared/catalogues/payment-platforms';

/** What the payment provider's port answers, whatever provider is behind it. */
export const TokenResult = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  brand: z.string().check(z.maxLength(40)),
});
export type TokenResult = z.infer<typeof TokenResult>;

export const ChargeRequest = z.object({
  purchaseId: z.string().check(z.minLength(1)),
  method: PaymentMethodCode,
  amount: z.number().check(z.int(), z.nonnegative()),
  /** The site's money: Colombia COP, Chile CLP (UF prices are paid in pesos), Peru PEN, international USD. */
  currency: z.enum(['COP', 'CLP', 'PEN', 'USD']),
  token: z.nullable(z.string().check(z.maxLength(200))),
});
export type ChargeRequest = z.infer<typeof ChargeRequest>;

/** A charge's state at the provider; 'pending' means it has not answered yet. */
export const ChargeStatus = z.object({
  status: z.enum(['approved', 'declined', 'pending', 'not_found']),
  code: z.nullable(z.string()),
  reference: z.nullable(z.string()),
});
export type ChargeStatus = z.infer<typeof ChargeStatus>;

/** A provider failure: the provider's code (§8) the visitor reads in Spanish. */
export const ProviderFailure = z.object({ code: z.string() });
