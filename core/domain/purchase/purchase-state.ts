import { z } from 'zod/mini';
import { PaymentMethodCode } from '../shared/catalogues/payment-platforms';
import { PurchaseStep } from './purchase-step';

const AttemptStatus = z.enum(['pending', 'approved', 'declined', 'unanswered']);
type AttemptStatus = z.infer<typeof AttemptStatus>;

/** One payment attempt: its idempotency key, what was charged and how it ended. Never card data. */
export const PaymentAttempt = z.object({
  key: z.string().check(z.minLength(1)),
  method: PaymentMethodCode,
  amount: z.number().check(z.int(), z.nonnegative()),
  status: AttemptStatus,
  code: z.nullable(z.string()),
  reference: z.nullable(z.string()),
});
export type PaymentAttempt = z.infer<typeof PaymentAttempt>;

/** A purchase as the visitor left it: what a reload resumes from. */
export const Purchase = z.object({
  purchaseId: z.string().check(z.minLength(1)),
  productCode: z.string().check(z.minLength(1)),
  productName: z.string(),
  sessionType: z.string(),
  steps: z.array(PurchaseStep).check(z.minLength(1)),
  stepIndex: z.number().check(z.int(), z.nonnegative()),
  /** The furthest step reached: forward moves never skip a step that was not completed. */
  reached: z.number().check(z.int(), z.nonnegative()),
  values: z.record(z.string(), z.record(z.string(), z.string())),
  total: z.number().check(z.int(), z.nonnegative()),
  /** False while the price for the insured it collects is not known: nothing may be charged (issue 24). */
  priced: z.optional(z.boolean()),
  attempts: z.array(PaymentAttempt),
  startedAt: z.number().check(z.int(), z.nonnegative()),
  confirmedAt: z.nullable(z.number().check(z.int(), z.nonnegative())),
});
export type Purchase = z.infer<typeof Purchase>;

export const paymentStepIndex = (purchase: Purchase): number => purchase.steps.length - 1;
const lastAttempt = (purchase: Purchase): PaymentAttempt | undefined => purchase.attempts.at(-1);
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
