import { PAYMENT_TYPE_NAMES } from '../shared/catalogues/payment-platforms';
import { PAYMENT_ERROR_TEXTS } from '../shared/payments/payment-error-messages';
import { CARD_MESSAGES } from './card-messages';
import { FIELD_MESSAGES } from './purchase-field-messages';
import { PURCHASE_TEXTS } from './purchase-texts';

/** The es texts of the online purchase (its steps, fields, card and the provider's messages), with its code. */
export const PURCHASE_ES = {
  purchase: PURCHASE_TEXTS,
  purchaseFieldErrors: FIELD_MESSAGES,
  purchaseCardErrors: CARD_MESSAGES,
  paymentErrors: PAYMENT_ERROR_TEXTS,
  paymentTypes: PAYMENT_TYPE_NAMES,
} as const;
