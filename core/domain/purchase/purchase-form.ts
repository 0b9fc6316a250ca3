import { z } from 'zod/mini';
import { orderSteps } from '../shared/routes/purchase-flow-path';
import { PAYMENT_STEP, PurchaseStepCode, type PurchaseStep } from './purchase-step';

export * from './purchase-step';

/** How a field is checked; each kind maps to a validator of the shared layer (§5). */
const PurchaseFieldKind = z.enum([
  'text',
  'name',
  'email',
  'phone',
  'id-number',
  'birth-date',
  'select',
  'yes-no',
  'consent',
  'number',
  'roster',
]);
type PurchaseFieldKind = z.infer<typeof PurchaseFieldKind>;

export const PurchaseField = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  label: z.string().check(z.minLength(1), z.maxLength(200)),
  kind: PurchaseFieldKind,
  required: z.boolean(),
  helper: z.optional(z.string().check(z.maxLength(300))),
  options: z.optional(z.array(z.object({ value: z.string(), label: z.string() }))),
  min: z.optional(z.number()),
  max: z.optional(z.number()),
  autocomplete: z.optional(z.string()),
  /**
   * Asked of every person the purchase insures, not only of the buyer (their name and document, each
   * one's health declaration): the site repeats it for each one (purchase-people.ts). Ours, docs/decisions.md.
   */
  perInsured: z.optional(z.boolean()),
  /** The label when asked about another insured person ('¿Tiene…?' where the buyer reads '¿Tienes…?'). */
  insuredLabel: z.optional(z.string().check(z.maxLength(200))),
});
export type PurchaseField = z.infer<typeof PurchaseField>;

export const PurchaseForm = z.object({
  code: PurchaseStepCode,
  title: z.string().check(z.minLength(1), z.maxLength(80)),
  description: z.optional(z.string().check(z.maxLength(400))),
  orderPosition: z.number().check(z.int()),
  fields: z.array(PurchaseField).check(z.minLength(1)),
});
export type PurchaseForm = z.infer<typeof PurchaseForm>;

/** GET api/qppayment/purchase-forms/{productCode} answers statusCode and data (path ours, docs/decisions.md). */
export const PurchaseFormsEnvelope = z.object({
  statusCode: z.number().check(z.int()),
  data: z.array(PurchaseForm),
});

/** The steps of a purchase: the product's forms by orderPosition (§2), then the payment. */
export function purchaseSteps(forms: readonly PurchaseForm[]): PurchaseStep[] {
  return [...orderSteps(forms).map(({ code, title }) => ({ code, title })), { ...PAYMENT_STEP }];
}
