/** Structured-data rating defaults (§9): 6.2 when absent, best 10, worst 0. */
const DEFAULT_RATING_VALUE = 6.2;
const BEST_RATING = 10;
const WORST_RATING = 0;
/** Review counts (§9): product fallback and organization schema 538; comparator fallback 138. */
const DEFAULT_REVIEW_COUNT = 538;
export const ORGANIZATION_REVIEW_COUNT = 538;
export const COMPARATOR_REVIEW_COUNT = 138;
/** Structured-data max price (public-site §9). */
export const STRUCTURED_DATA_MAX_PRICE = 9999;

/**
 * The price structured data carries (issue 24): the price shown, in the plan's currency. The spec's
 * 9999 cap is read as a cap in UF, the unit its prices were quoted in; applied to pesos it would tell
 * search engines that a $ 228.000 plan costs 9.999, so COP, CLP and PEN amounts are never capped.
 */
export function structuredDataPrice(amount: number, currency: string): number {
  const whole = Math.round(amount * 100) / 100;
  return currency === 'UF' ? Math.min(whole, STRUCTURED_DATA_MAX_PRICE) : whole;
}

export interface AggregateRating {
  readonly ratingValue: number;
  readonly bestRating: number;
  readonly worstRating: number;
  readonly reviewCount: number;
}

/** A review count divided by 10 repeatedly while above 1000 (§9); absent, 538. */
export function structuredReviewCount(count: number | null | undefined): number {
  let value = count != null && Number.isFinite(count) && count > 0 ? count : DEFAULT_REVIEW_COUNT;
  while (value > 1000) value /= 10;
  return Math.round(value);
}

/** The aggregate rating of a product's structured data. */
export function aggregateRating(
  score: number | null | undefined,
  reviewCount?: number | null,
): AggregateRating {
  return {
    ratingValue: score != null && Number.isFinite(score) ? score : DEFAULT_RATING_VALUE,
    bestRating: BEST_RATING,
    worstRating: WORST_RATING,
    reviewCount: structuredReviewCount(reviewCount),
  };
}
