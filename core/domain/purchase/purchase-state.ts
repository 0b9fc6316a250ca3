import { z } from 'zod';
import { PaymentMethodCode } from '../api/payment';
import { PurchaseStep } from './purchase-form';

export const AttemptStatus = z.enum(['pending', 'approved', 'declined', 'unanswered']);
export type AttemptStatus = z.infer<typeof AttemptStatus>;

/** One payment attempt: its idempotency key, what was charged and how it ended. Never card data. */
export const PaymentAttempt = z.object({
  key: z.string().min(1),
  method: PaymentMethodCode,
  amount: z.number().int().nonnegative(),
  status: AttemptStatus,
  code: z.string().nullable(),
  reference: z.string().nullable(),
});
export type PaymentAttempt = z.infer<typeof PaymentAttempt>;

/** A purchase as the visitor left it: what a reload resumes from. */
export const Purchase = z.object({
  purchaseId: z.string().min(1),
  productCode: z.string().min(1),
  productName: z.string(),
  sessionType: z.string(),
  steps: z.array(PurchaseStep).min(1),
  stepIndex: z.number().int().nonnegative(),
  /** The furthest step reached: forward moves never skip a step that was not completed. */
  reached: z.number().int().nonnegative(),
  values: z.record(z.string(), z.record(z.string(), z.string())),
  total: z.number().int().nonnegative(),
  attempts: z.array(PaymentAttempt),
  startedAt: z.number().int().nonnegative(),
  confirmedAt: z.number().int().nonnegative().nullable(),
});
export type Purchase = z.infer<typeof Purchase>;

export const paymentStepIndex = (purchase: Purchase): number => purchase.steps.length - 1;
export const lastAttempt = (purchase: Purchase): PaymentAttempt | undefined => purchase.attempts.at(-1);
export const approvedAttempt = (purchase: Purchase): PaymentAttempt | undefined =>
  purchase.attempts.find((attempt) => attempt.status === 'approved');
/** An attempt whose answer is not known yet: it must be checked before anything else is charged. */
export const openAttempt = (purchase: Purchase): PaymentAttempt | undefined => {
  const last = lastAttempt(purchase);
  return last && (last.status === 'pending' || last.status === 'unanswered') ? last : undefined;
};
/** Each attempt's idempotency key: the purchase and the attempt's number, stable across reloads. */
export const nextAttemptKey = (purchase: Purchase): string =>
  `${purchase.purchaseId}-${purchase.attempts.length + 1}`;
