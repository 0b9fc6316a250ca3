import { z } from 'zod';

/** Offer kinds of a product (§3). */
export const OfferTypeName = z.enum(['DISCOUNT', 'AGGREGATE', 'GIFTCARD']);
export type OfferTypeName = z.infer<typeof OfferTypeName>;

/** A product offer as the API sends it (§3 Insurance metadata / Offers). */
export const ProductOffer = z.object({
  offerType: z.object({ name: z.string() }),
  discount: z
    .object({
      unitCode: z.string(),
      amount: z.number(),
      salesLimitQuantityEnable: z.boolean().optional(),
    })
    .nullish(),
  product: z.object({ displayName: z.string() }).partial().optional(),
});
export type ProductOffer = z.infer<typeof ProductOffer>;

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
export function applyDiscounts(price: number, offers: readonly ProductOffer[]): number {
  if (!Number.isFinite(price)) return 0;
  return offers.reduce(
    (current, offer) =>
      offer.offerType.name === 'DISCOUNT' && offer.discount
        ? applyDiscount(current, offer.discount)
        : current,
    Math.max(0, price),
  );
}
