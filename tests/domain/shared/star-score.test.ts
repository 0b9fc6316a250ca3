import { describe, expect, it } from 'vitest';
import {
  starScore,
  aggregateRating,
  structuredReviewCount,
  priceRange,
  chileanHealthPrice,
} from '../../../core/domain';

describe('starScore (§9: score/2 to one decimal, max 5)', () => {
  it('halves a score out of 10 to one decimal', () => {
    expect(starScore(8.7)).toBe(4.4);
    expect(starScore(6.2)).toBe(3.1);
    expect(starScore(10)).toBe(5);
  });
  it('never exceeds 5 and treats a missing score as 0', () => {
    expect(starScore(12)).toBe(5);
    expect(starScore(undefined)).toBe(0);
    expect(starScore(-1)).toBe(0);
  });
});

describe('structured-data rating (§9)', () => {
  it('defaults to 6.2, best 10, worst 0, 538 reviews', () => {
    expect(aggregateRating(undefined)).toEqual({
      ratingValue: 6.2,
      bestRating: 10,
      worstRating: 0,
      reviewCount: 538,
    });
  });
  it('divides the review count by 10 while above 1000', () => {
    expect(structuredReviewCount(5380)).toBe(538);
    expect(structuredReviewCount(138000)).toBe(138);
    expect(structuredReviewCount(1000)).toBe(1000);
  });
});

describe('priceRange (§9: max x1.05, min x0.90477)', () => {
  it('spreads a price', () => {
    const range = priceRange(100000);
    expect(range.max).toBeCloseTo(105000);
    expect(range.min).toBeCloseTo(90477);
  });
});

describe('chileanHealthPrice (§9)', () => {
  it('is 7% of income divided by 0.8', () => {
    expect(chileanHealthPrice(1000000)).toEqual({ kind: 'computed', pesos: 87500, uf: 2.23, capped: false });
  });
  it('caps the income at 87.8 UF', () => {
    const price = chileanHealthPrice(10000000, 39214.8);
    expect(price).toEqual({
      kind: 'computed',
      pesos: Math.round((87.8 * 39214.8 * 0.07) / 0.8),
      uf: 7.68,
      capped: true,
    });
  });
  it('falls back to 120000-150000 without income', () => {
    expect(chileanHealthPrice(undefined)).toEqual({ kind: 'fallback', min: 120000, max: 150000 });
    expect(chileanHealthPrice(0)).toEqual({ kind: 'fallback', min: 120000, max: 150000 });
  });
});
