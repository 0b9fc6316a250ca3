import { z } from 'zod';

/** Payment types of the shared layer (§3) a card can show. */
export const PaymentMethodCode = z.enum([
  't',
  'tdd',
  'tdc',
  'tdcp',
  'transfer',
  'transfer_non_automated',
  'no_payment',
]);
export type PaymentMethodCode = z.infer<typeof PaymentMethodCode>;

export const PaymentMethod = z.object({
  code: PaymentMethodCode,
  name: z.string(),
  icon: z.string().optional(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const PaymentInfo = z.object({
  paymentMethods: z.array(PaymentMethod),
  onlineSale: z.boolean().optional(),
});
export type PaymentInfo = z.infer<typeof PaymentInfo>;

/** GET /api/qppayment/insurance-payment/{id} answers statusCode and data. */
export const PaymentInfoEnvelope = z.object({ statusCode: z.number().int(), data: PaymentInfo });
