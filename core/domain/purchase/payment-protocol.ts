import { z } from 'zod';
import { PaymentMethodCode } from '../shared/catalogues/payment-platforms';

/** What the payment provider's port answers, whatever provider is behind it. */
export const TokenResult = z.object({ token: z.string().min(1).max(200), brand: z.string().max(40) });
export type TokenResult = z.infer<typeof TokenResult>;

export const ChargeRequest = z.object({
  purchaseId: z.string().min(1),
  method: PaymentMethodCode,
  amount: z.number().int().nonnegative(),
  currency: z.literal('COP'),
  token: z.string().max(200).nullable(),
});
export type ChargeRequest = z.infer<typeof ChargeRequest>;

/** A charge's state at the provider; 'pending' means it has not answered yet. */
export const ChargeStatus = z.object({
  status: z.enum(['approved', 'declined', 'pending', 'not_found']),
  code: z.string().nullable(),
  reference: z.string().nullable(),
});
export type ChargeStatus = z.infer<typeof ChargeStatus>;

/** A provider failure: the provider's code (§8) the visitor reads in Spanish. */
export const ProviderFailure = z.object({ code: z.string() });
