import { accept, reject, type Outcome } from '../outcome';

/** What the payment provider's rules refuse (§5); the visitor reads 'Datos Inválidos'. */
export const INVALID_DATA_MESSAGE = 'Datos Inválidos';

export type ProviderPaymentError = 'notificationUrl' | 'applicationFee' | 'amount' | 'installments';

export interface ProviderPayment {
  readonly amount: unknown;
  readonly installments: unknown;
  readonly notificationUrl?: string | null;
  readonly applicationFee?: number | null;
}

const numeric = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Payment provider rules (§5): the notification URL starts with the host; the application fee is neither
 * above the amount nor negative; amount and installments are present and numeric.
 */
export function checkProviderPayment(
  payment: ProviderPayment,
  host: string,
): Outcome<ProviderPayment, ProviderPaymentError> {
  if (!numeric(payment.amount)) return reject('amount');
  if (!numeric(payment.installments)) return reject('installments');
  if (payment.notificationUrl != null && !payment.notificationUrl.startsWith(host))
    return reject('notificationUrl');
  const fee = payment.applicationFee;
  if (fee != null && (!numeric(fee) || fee < 0 || fee > payment.amount)) return reject('applicationFee');
  return accept(payment);
}
