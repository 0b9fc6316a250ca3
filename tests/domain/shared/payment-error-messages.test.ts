import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_ERROR_MESSAGE, paymentErrorMessage } from '../../../core/domain';

const PROVIDER_CODES = [
  1000, 2002, 2004, 2006, 2062, 2007, 2009, 2034, 2059, 2067, 2072, 2077, 2123, 2131, 2198, 3008, 4292, 6033,
  7523,
];
const RANGES = [
  ...Array.from({ length: 32 }, (_, i) => 3000 + i),
  ...Array.from({ length: 51 }, (_, i) => 4000 + i),
];
const STATUSES = [
  'bank_error',
  'cc_rejected_3ds_mandatory',
  'cc_rejected_bad_filled_card_number',
  'cc_rejected_bad_filled_date',
  'cc_rejected_bad_filled_other',
  'cc_rejected_bad_filled_security_code',
  'cc_rejected_blacklist',
  'cc_rejected_call_for_authorize',
  'cc_rejected_card_disabled',
  'cc_rejected_card_error',
  'cc_rejected_duplicated_payment',
  'cc_rejected_high_risk',
  'cc_rejected_insufficient_amount',
  'cc_rejected_invalid_installments',
  'cc_rejected_max_attempts',
  'cc_rejected_other_reason',
  'cc_amount_rate_limit_exceeded',
  'rejected_insufficient_data',
  'rejected_by_bank',
  'rejected_by_regulations',
  'insufficient_amount',
];
const SECOND_PROVIDER = ['K505', 'K322', 'K027', 'K017', 'K011', 'K004', '577'];
const DECLINES = [
  'suspected_fraud',
  'insufficient_funds',
  'restricted_card',
  'invalid_card_number',
  'cvv_failure',
  'do_not_honor',
  'expired_card',
  'closed_account',
  'stolen_card',
];

describe('paymentErrorMessage (§8)', () => {
  it.each([...PROVIDER_CODES, ...RANGES, ...STATUSES, ...SECOND_PROVIDER, ...DECLINES].map(String))(
    '%s has its own Spanish message',
    (code) => {
      const message = paymentErrorMessage(code);
      expect(message).not.toBe(DEFAULT_PAYMENT_ERROR_MESSAGE);
      expect(message).toMatch(/[.]$/);
    },
  );
  it('reads numbers, lower-case K codes and padded text', () => {
    expect(paymentErrorMessage(2072)).toBe(paymentErrorMessage('2072'));
    expect(paymentErrorMessage('k017')).toBe('Tu tarjeta está vencida. Utiliza otra tarjeta.');
    expect(paymentErrorMessage(' cc_rejected_insufficient_amount ')).toContain('saldo suficiente');
  });
  it('gives a sensible default for unknown codes', () => {
    expect(paymentErrorMessage('9999')).toBe(
      'No pudimos procesar tu pago. Intenta nuevamente o utiliza otro medio de pago.',
    );
    expect(paymentErrorMessage(undefined)).toBe(DEFAULT_PAYMENT_ERROR_MESSAGE);
  });
});
