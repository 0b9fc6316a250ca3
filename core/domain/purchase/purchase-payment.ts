import type { Offer } from '../api/offers';
import type { PaymentMethod, PaymentMethodCode } from '../api/payment';
import {
  PAYMENT_TYPE_NAMES,
  SHOWN_PAYMENT_TYPES,
  defaultPlatformForFlow,
  type PaymentFlowType,
  type PaymentPlatform,
} from '../shared/catalogues/payment-platforms';
import { applyDiscount, isPercentUnit } from '../shared/money/discounts';
import { formatMoney } from '../shared/money/format-money';
import { textRef, type TextRef } from '../texts/text-ref';

/** Methods paid with a card: they need a token from the provider before the charge. */
const CARD_METHODS: readonly PaymentMethodCode[] = ['t', 'tdd', 'tdc', 'tdcp'];
export const isCardMethod = (method: PaymentMethodCode): boolean => CARD_METHODS.includes(method);

/** One-time flow of each shown method (§3 flow types); the prepaid card pays as a credit card. */
const FLOW_BY_METHOD: Readonly<Record<PaymentMethodCode, PaymentFlowType>> = {
  t: 't-one-time',
  tdc: 'tdc-one-time',
  tdcp: 'tdc-one-time',
  tdd: 'tdd-one-time',
  transfer: 'transfer-one-time',
  transfer_non_automated: 'transfer-one-time-non-automated',
  no_payment: 'no-payment-one-time',
};

/** The platform a method's flow goes to (§3 defaults); flows without a named default use queseguro's own. */
export function platformForMethod(method: PaymentMethodCode): PaymentPlatform {
  return defaultPlatformForFlow(FLOW_BY_METHOD[method]) ?? 'queseguro';
}

/** The methods a product offers, limited to the ones shown (§9), in the shared layer's order and names. */
export function shownMethods(methods: readonly PaymentMethod[]): { code: PaymentMethodCode; name: string }[] {
  const offered = new Set(methods.map((method) => method.code));
  return SHOWN_PAYMENT_TYPES.filter(
    (code): code is PaymentMethodCode => code !== 'tdc-token' && offered.has(code as PaymentMethodCode),
  ).map((code) => ({ code, name: PAYMENT_TYPE_NAMES[code] }));
}

interface TotalLine {
  readonly label: string;
  /** Negative for a discount; null for an offer that is shown but not subtracted. */
  readonly amount: number | null;
  readonly note?: TextRef;
}

/** One insured person's (or pet's) price in the purchase: who, their age, what the API priced them. */
export interface InsuredPrice {
  /** 0 is the buyer (or the first pet); the others in the profile's order, cotizantes then dependants. */
  readonly index: number;
  /** As the profile says it (Hijo/Hija, Cónyuge, a pet's species); null for the buyer. */
  readonly relation: string | null;
  readonly age: number | null;
  /** Null when the plan does not price this person. */
  readonly amount: number | null;
}

export interface PurchaseTotal {
  /** Everyone the price was computed for, each with their price (none known: empty or absent). */
  readonly insured?: readonly InsuredPrice[];
  readonly base: number;
  readonly lines: readonly TotalLine[];
  /** What the visitor pays: the base with each DISCOUNT applied in the order shown (§9), to the peso. */
  readonly total: number;
}

/**
 * The summary shown before paying, built with the shared discount rules so the lines add up to the
 * total: each discount's line is the difference applyDiscount makes at its place in the sequence.
 */
export function purchaseTotal(base: number, offers: readonly Offer[]): PurchaseTotal {
  const start = Math.max(0, Math.round(base));
  const lines: TotalLine[] = [];
  let current = start;
  for (const offer of offers) {
    const label = offer.description ?? offer.offerType.name;
    if (offer.offerType.name === 'DISCOUNT' && offer.discount) {
      const next = applyDiscount(current, offer.discount);
      const note = isPercentUnit(offer.discount.unitCode)
        ? textRef('purchase.percent', { value: offer.discount.amount })
        : undefined;
      lines.push({ label, amount: next - current, ...(note ? { note } : {}) });
      current = next;
    } else if (offer.offerType.name === 'GIFTCARD' && offer.discount) {
      lines.push({
        label,
        amount: null,
        note: textRef('purchase.giftCard', { amount: formatMoney(offer.discount.amount, 'COP') }),
      });
    } else {
      lines.push({ label, amount: null, note: textRef('purchase.included') });
    }
  }
  return { base: start, lines, total: current };
}
