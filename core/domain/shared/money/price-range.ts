/** Price range ratios (§9): max x1.05, min x0.90477. */
const PRICE_RANGE_MAX_RATIO = 1.05;
const PRICE_RANGE_MIN_RATIO = 0.90477;

export interface PriceRangeBounds {
  readonly min: number;
  readonly max: number;
}

/** The range shown around a price; amounts stay unrounded, formatMoney rounds for display. */
export function priceRange(price: number): PriceRangeBounds {
  return { min: price * PRICE_RANGE_MIN_RATIO, max: price * PRICE_RANGE_MAX_RATIO };
}
