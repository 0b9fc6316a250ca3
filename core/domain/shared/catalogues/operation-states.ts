import { z } from 'zod/mini';

/** Sale state (§4). */
export const SaleState = z.enum([
  'OK',
  'FAIL',
  'PENDING',
  'SUBS_CANCELLED_SUCCESS_PAYMENT',
  'SUBS_CANCELLED_WITHOUT_PAYMENT',
  'PENDING_CANCELLATION',
  'OVERDUE',
  'CANCELLATION_REQUEST',
]);
export type SaleState = z.infer<typeof SaleState>;

/** Payment state (§4). */
export const PaymentState = z.enum(['OK', 'FAIL', 'REFUND', 'REQUEST_REFUND', 'VOID', 'DECLINED', 'PENDING']);
export type PaymentState = z.infer<typeof PaymentState>;

/** Lead processing status (§4). */
export const LeadProcessingStatus = z.enum(['PENDING', 'OK', 'FAIL']);
export type LeadProcessingStatus = z.infer<typeof LeadProcessingStatus>;

/** Form status (§4). */
export const FormStatus = z.enum(['PENDING', 'COMPLETED']);
export type FormStatus = z.infer<typeof FormStatus>;

/** Policy status (§4). */
export const PolicyStatus = z.enum([
  'ACTIVE',
  'CANCELED',
  'PENDING',
  'PROCESS_ACTIVATION',
  'PROCESS_CANCELLATION',
  'DECLINE',
]);
export type PolicyStatus = z.infer<typeof PolicyStatus>;

/** Payment period state (§4). */
export const PaymentPeriodState = z.enum(['overdue', 'pending', 'pay']);
export type PaymentPeriodState = z.infer<typeof PaymentPeriodState>;

/** Recurrent payment state (§4). */
export const RecurrentPaymentState = z.enum(['scheduled', 'processed', 'recycling', 'cancelled']);
export type RecurrentPaymentState = z.infer<typeof RecurrentPaymentState>;

/** Card-subscription state (§4). */
export const CardSubscriptionState = z.enum(['authorized', 'pending', 'cancelled', 'paused']);
export type CardSubscriptionState = z.infer<typeof CardSubscriptionState>;

/** Bulk-load process types (§4). */
export const BulkLoadProcessType = z.enum(['activation', 'cancellation']);
export type BulkLoadProcessType = z.infer<typeof BulkLoadProcessType>;

/** Arrears reminders keyed by day (§4): 0 mora_1, 4 mora_2, 8 mora_3; triggers 0, 4, 8 and 3. */
export const ARREARS_REMINDERS: Readonly<Record<0 | 4 | 8, string>> = {
  0: 'mora_1',
  4: 'mora_2',
  8: 'mora_3',
};
export const ARREARS_REMINDER_TRIGGERS: readonly number[] = [0, 4, 8, 3];
/** Resume-purchase reminders (§4). */
export const RESUME_PURCHASE_REMINDERS: Readonly<Record<0 | 1 | 2, string>> = {
  0: 'retomar_contratacion_1',
  1: 'retomar_contratacion_2',
  2: 'retomar_contratacion_3',
};

/** Loading placeholder visibility (§4). */
export const PlaceholderVisibility = z.enum(['Visible', 'Pending', 'NotVisible', 'PreRendering']);
export type PlaceholderVisibility = z.infer<typeof PlaceholderVisibility>;
