import { z } from 'zod/mini';
import { PaymentMethodCode } from '../shared/catalogues/payment-platforms';
import { PurchaseStep } from './purchase-step';

const Metadata = z.object({ at: z.number().check(z.int(), z.nonnegative()) });
function event<T extends string, D extends z.ZodMiniType>(type: T, data: D) {
  return z.object({ type: z.literal(type), version: z.literal(1), data, metadata: Metadata });
}

const Id = z.string().check(z.minLength(1), z.maxLength(120));

/**
 * The online purchase's facts. None carries card data: a card reaches the provider's tokenizer only,
 * and the token is all that is kept.
 */
const PurchaseStarted = event(
  'PurchaseStarted',
  z.object({
    purchaseId: Id,
    productCode: Id,
    productName: z.string().check(z.maxLength(200)),
    sessionType: z.string().check(z.maxLength(40)),
    steps: z.array(PurchaseStep).check(z.minLength(1)),
    total: z.number().check(z.int(), z.nonnegative()),
    /** False: the total is not the insured's price yet (it is computed from what the purchase collects). */
    priced: z.optional(z.boolean()),
  }),
);
const PurchaseStepSaved = event(
  'PurchaseStepSaved',
  z.object({
    purchaseId: Id,
    stepCode: z.string(),
    values: z.record(z.string(), z.string().check(z.maxLength(4000))),
  }),
);
const PurchaseStepShown = event(
  'PurchaseStepShown',
  z.object({ purchaseId: Id, stepIndex: z.number().check(z.int(), z.nonnegative()) }),
);
const PaymentAttempted = event(
  'PaymentAttempted',
  z.object({
    purchaseId: Id,
    key: Id,
    method: PaymentMethodCode,
    amount: z.number().check(z.int(), z.nonnegative()),
    token: z.nullable(z.string().check(z.maxLength(200))),
  }),
);
const PaymentApproved = event(
  'PaymentApproved',
  z.object({ purchaseId: Id, key: Id, reference: z.string().check(z.maxLength(200)) }),
);
const PaymentDeclined = event(
  'PaymentDeclined',
  z.object({ purchaseId: Id, key: Id, code: z.string().check(z.maxLength(80)) }),
);
const PaymentUnanswered = event('PaymentUnanswered', z.object({ purchaseId: Id, key: Id }));
const PurchaseConfirmed = event('PurchaseConfirmed', z.object({ purchaseId: Id }));
/** The price was computed again for the insured the purchase collected (issue 24): what is charged. */
const PurchaseRepriced = event(
  'PurchaseRepriced',
  z.object({ purchaseId: Id, total: z.number().check(z.int(), z.nonnegative()) }),
);

export const PurchaseEvents = [
  PurchaseStarted,
  PurchaseStepSaved,
  PurchaseStepShown,
  PaymentAttempted,
  PaymentApproved,
  PaymentDeclined,
  PaymentUnanswered,
  PurchaseConfirmed,
  PurchaseRepriced,
] as const;
