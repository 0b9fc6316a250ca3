import { z } from 'zod';
import { orderSteps } from '../shared/routes/purchase-flow-path';
import { PAYMENT_STEP, PurchaseStepCode, type PurchaseStep } from './purchase-step';

export * from './purchase-step';

/** How a field is checked; each kind maps to a validator of the shared layer (§5). */
export const PurchaseFieldKind = z.enum([
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
export type PurchaseFieldKind = z.infer<typeof PurchaseFieldKind>;

export const PurchaseField = z.object({
  name: z.string().min(1).max(60),
  label: z.string().min(1).max(200),
  kind: PurchaseFieldKind,
  required: z.boolean(),
  helper: z.string().max(300).optional(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  autocomplete: z.string().optional(),
});
export type PurchaseField = z.infer<typeof PurchaseField>;

export const PurchaseForm = z.object({
  code: PurchaseStepCode,
  title: z.string().min(1).max(80),
  description: z.string().max(400).optional(),
  orderPosition: z.number().int(),
  fields: z.array(PurchaseField).min(1),
});
export type PurchaseForm = z.infer<typeof PurchaseForm>;

/** GET api/qppayment/purchase-forms/{productCode} answers statusCode and data (path ours, docs/decisions.md). */
export const PurchaseFormsEnvelope = z.object({
  statusCode: z.number().int(),
  data: z.array(PurchaseForm),
});

/** The steps of a purchase: the product's forms by orderPosition (§2), then the payment. */
export function purchaseSteps(forms: readonly PurchaseForm[]): PurchaseStep[] {
  return [...orderSteps(forms).map(({ code, title }) => ({ code, title })), { ...PAYMENT_STEP }];
}
