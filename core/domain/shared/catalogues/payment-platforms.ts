import { z } from 'zod/mini';

/** Payment platforms (§3); kushki_ad also has the numeric id 40. */
export const PaymentPlatform = z.enum([
  'kushki',
  'linkify',
  'queplan',
  'queseguro',
  'transbank',
  'mercadopago',
  'kushki_ad',
]);
export type PaymentPlatform = z.infer<typeof PaymentPlatform>;
export const KUSHKI_AD_PLATFORM_ID = 40;

/** Payment types (§3). */
export const PaymentType = z.enum([
  't',
  'tdd',
  'tdc',
  'tdcp',
  'transfer',
  'transfer_non_automated',
  'no_payment',
  'tdc-token',
]);
export type PaymentType = z.infer<typeof PaymentType>;

/** Payment types of the shared layer a card can show: all but the stored-card token. */
export const PaymentMethodCode = z.enum(
  PaymentType.options.filter((type): type is Exclude<PaymentType, 'tdc-token'> => type !== 'tdc-token'),
);
export type PaymentMethodCode = z.infer<typeof PaymentMethodCode>;

/** Names given by the spec; the others are ours (docs/decisions.md). */
export const PAYMENT_TYPE_NAMES: Readonly<Record<PaymentType, string>> = {
  t: 'Tarjeta',
  tdd: 'Tarjeta de débito',
  tdc: 'Tarjeta de crédito',
  tdcp: 'Tarjeta de crédito/prepago',
  transfer: 'Transferencia',
  transfer_non_automated: 'Transferencia manual',
  no_payment: 'Sin pago',
  'tdc-token': 'Tarjeta de crédito guardada',
};

/** Payment methods shown to the visitor (§9): every payment type but 'no payment' and the stored-card token. */
export const SHOWN_PAYMENT_TYPES: readonly PaymentType[] = PaymentType.options.filter(
  (type) => type !== 'no_payment' && type !== 'tdc-token',
);

/** Payment flow types (§3). */
export const PaymentFlowType = z.enum([
  't-one-time',
  'tdc-one-time',
  't-subscriptions',
  't-subscriptions-one-click',
  'tdc-subscriptions',
  'tdd-one-time',
  'tdd-subscriptions',
  'transfer-one-time',
  'transfer-one-time-non-automated',
  'deferred_options',
  'no-payment-one-time',
  'changeDate',
  'requestRefund',
]);
export type PaymentFlowType = z.infer<typeof PaymentFlowType>;

/** Default platform per flow (§3): transfer one-time uses linkify; tdc and t one-time use kushki_ad. */
export const DEFAULT_PLATFORM_BY_FLOW: Readonly<Partial<Record<PaymentFlowType, PaymentPlatform>>> = {
  'transfer-one-time': 'linkify',
  'tdc-one-time': 'kushki_ad',
  't-one-time': 'kushki_ad',
};

/** The platform a flow uses unless the product says otherwise; undefined when the spec names none. */
export function defaultPlatformForFlow(flow: PaymentFlowType): PaymentPlatform | undefined {
  return DEFAULT_PLATFORM_BY_FLOW[flow];
}
