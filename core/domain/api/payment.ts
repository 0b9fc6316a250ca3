import { z } from 'zod';
import { PaymentType } from '../shared/catalogues/payment-platforms';

/** Payment types of the shared layer (§3) a card can show: all but the stored-card token. */
export const PaymentMethodCode = PaymentType.exclude(['tdc-token']);
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
