/**
 * What applyDiscounts reads of an offer (§3): the API's Offer fits it, and so does any object with the
 * same shape.
 */
export interface DiscountOffer {
  readonly offerType: { readonly name: string };
  readonly discount?: { readonly unitCode: string; readonly amount: number } | null;
}

/** A discount is percent-based when its unit code says so; any other unit is a currency amount. */
export function isPercentUnit(unitCode: string): boolean {
  return ['%', 'percent', 'percentage', 'porcentaje'].includes(unitCode.trim().toLowerCase());
}

/** One discount step: percent output rounded, amount subtracted, never below 0 (§9). */
export function applyDiscount(
  price: number,
  discount: { readonly unitCode: string; readonly amount: number },
): number {
  if (!Number.isFinite(discount.amount)) return Math.max(0, price);
  const next = isPercentUnit(discount.unitCode)
    ? Math.round(price * (1 - discount.amount / 100))
    : price - discount.amount;
  return Math.max(0, next);
}

/**
 * Discounts apply in sequence, in the offers' order (§9). Only DISCOUNT offers with a discount change
 * the price; aggregates and gift cards are shown, not subtracted.
 */
export function applyDiscounts(price: number, offers: readonly DiscountOffer[]): number {
  if (!Number.isFinite(price)) return 0;
  return offers.reduce(
    (current, offer) =>
      offer.offerType.name === 'DISCOUNT' && offer.discount
        ? applyDiscount(current, offer.discount)
        : current,
    Math.max(0, price),
  );
}
