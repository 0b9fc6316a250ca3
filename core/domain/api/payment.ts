import { z } from 'zod/mini';
import { PaymentMethodCode } from '../shared/catalogues/payment-platforms';

// Built with zod/mini beside the payment types: the purchase's events (on every page) check it.
export { PaymentMethodCode };

export const PaymentMethod = z.object({
  code: PaymentMethodCode,
  name: z.string(),
  icon: z.optional(z.string()),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const PaymentInfo = z.object({
  paymentMethods: z.array(PaymentMethod),
  onlineSale: z.optional(z.boolean()),
});
export type PaymentInfo = z.infer<typeof PaymentInfo>;

/** GET /api/qppayment/insurance-payment/{id} answers statusCode and data. */
export const PaymentInfoEnvelope = z.object({ statusCode: z.number().check(z.int()), data: PaymentInfo });
