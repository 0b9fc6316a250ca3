import { z } from 'zod/mini';

/**
 * The form steps a product's online purchase asks for (§3 "Form-step codes exist for personal payment
 * data, DPS, company data, mass insured, partial payment"); the spec does not show the codes, these are ours.
 * Built with zod/mini: the purchase's events, read on every page, check a purchase's steps.
 */
export const PurchaseStepCode = z.enum([
  'personal-payment-data',
  'dps',
  'company-data',
  'mass-insured',
  'partial-payment',
]);
export type PurchaseStepCode = z.infer<typeof PurchaseStepCode>;

/** The step of the payment itself, after every form (§3 sub-status 303 Pago). */
export const PAYMENT_STEP = { code: 'payment', title: 'Pago' } as const;

export const PurchaseStep = z.object({
  code: z.union([PurchaseStepCode, z.literal('payment')]),
  title: z.string(),
});
export type PurchaseStep = z.infer<typeof PurchaseStep>;

/** Contratación Online sub-status (§4) the back office reads while the visitor is on a step. */
export const STEP_SUB_STATUS: Readonly<Record<PurchaseStep['code'], number>> = {
  'personal-payment-data': 300,
  dps: 301,
  'company-data': 304,
  'mass-insured': 305,
  'partial-payment': 303,
  payment: 303,
};
