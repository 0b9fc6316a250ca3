import { z } from 'zod';
import { PaymentMethodCode } from '../api/payment';
import { PurchaseStep } from './purchase-form';

const Metadata = z.object({ at: z.number().int().nonnegative() });
function event<T extends string, D extends z.ZodType>(type: T, data: D) {
  return z.object({ type: z.literal(type), version: z.literal(1), data, metadata: Metadata });
}

const Id = z.string().min(1).max(120);

/**
 * The online purchase's facts. None carries card data: a card reaches the provider's tokenizer only,
 * and the token is all that is kept.
 */
export const PurchaseStarted = event(
  'PurchaseStarted',
  z.object({
    purchaseId: Id,
    productCode: Id,
    productName: z.string().max(200),
    sessionType: z.string().max(40),
    steps: z.array(PurchaseStep).min(1),
    total: z.number().int().nonnegative(),
  }),
);
export const PurchaseStepSaved = event(
  'PurchaseStepSaved',
  z.object({
    purchaseId: Id,
    stepCode: z.string(),
    values: z.record(z.string(), z.string().max(4000)),
  }),
);
export const PurchaseStepShown = event(
  'PurchaseStepShown',
  z.object({ purchaseId: Id, stepIndex: z.number().int().nonnegative() }),
);
export const PaymentAttempted = event(
  'PaymentAttempted',
  z.object({
    purchaseId: Id,
    key: Id,
    method: PaymentMethodCode,
    amount: z.number().int().nonnegative(),
    token: z.string().max(200).nullable(),
  }),
);
export const PaymentApproved = event(
  'PaymentApproved',
  z.object({ purchaseId: Id, key: Id, reference: z.string().max(200) }),
);
export const PaymentDeclined = event(
  'PaymentDeclined',
  z.object({ purchaseId: Id, key: Id, code: z.string().max(80) }),
);
export const PaymentUnanswered = event('PaymentUnanswered', z.object({ purchaseId: Id, key: Id }));
export const PurchaseConfirmed = event('PurchaseConfirmed', z.object({ purchaseId: Id }));

export const PurchaseEvents = [
  PurchaseStarted,
  PurchaseStepSaved,
  PurchaseStepShown,
  PaymentAttempted,
  PaymentApproved,
  PaymentDeclined,
  PaymentUnanswered,
  PurchaseConfirmed,
] as const;
