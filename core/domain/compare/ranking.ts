import type { InsuranceProduct } from '../api/product';
import type { SortOrder } from '../api/compare-terms';
import { textRef, type TextRef } from '../texts/text-ref';
import type { MissingReason } from './missing-reasons';

/**
 * The open ranking: the order of a result list is a pure function of what a plan is for the visitor
 * (its price, our score of its cover, what visitors pick, how near its network is) and never of what its
 * insurer pays. The fields a ranking may read are named here; anything commercial (commission,
 * sponsorship, promoted or exclusive flags, offers, sales channels) is not among them, so it cannot move
 * a plan up or down.
 */
export interface RankingFields {
  readonly id: number;
  /** Our score of the plan's cover, 0-10 (shown as stars). */
  readonly score?: number | undefined;
  /** How far the plan's network is from the visitor. */
  readonly distance?: number | undefined;
  /** What visitors of the site choose most (a count of their choices, not a paid placement). */
  readonly popular: boolean;
  /** What the plan costs the visitor's household in a year (core/domain/cost); null while unknown. */
  readonly yearlyCost?: number | null | undefined;
}

/** Only the fields a ranking may read, taken from a product. */
export function rankingFields(product: InsuranceProduct): RankingFields {
  return {
    id: product.id,
    score: product.score,
    distance: product.distance,
    popular: product.insuranceMetadata?.metadata.isPopular === true,
  };
}

type Compare = (a: RankingFields, b: RankingFields, priceA: number, priceB: number) => number;

const byScore: Compare = (a, b) => (b.score ?? 0) - (a.score ?? 0);
const byPrice: Compare = (_a, _b, priceA, priceB) => priceA - priceB;

const ORDERS: Readonly<Record<SortOrder, readonly Compare[]>> = {
  lowerPrice: [byPrice, byScore],
  higherPrice: [(a, b, priceA, priceB) => priceB - priceA, byScore],
  recommended: [byScore, byPrice],
  popular: [(a, b) => Number(b.popular) - Number(a.popular), byScore, byPrice],
  distance: [(a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity) || 0, byScore, byPrice],
  // A plan whose yearly cost is unknown goes after those whose cost is known.
  lowerYearlyCost: [(a, b) => (a.yearlyCost ?? Infinity) - (b.yearlyCost ?? Infinity) || 0, byPrice, byScore],
};

/**
 * The products in the list's order: each order's keys in turn, then the id, so equal plans keep a
 * stable place and paging never repeats or skips one. `priceOf` is the price the list shows and filters
 * by (per employee for a company plan); `fieldsOf` reads a product's ranking fields.
 */
export function rankProducts<T>(
  products: readonly T[],
  order: SortOrder,
  priceOf: (product: T) => number,
  fieldsOf: (product: T) => RankingFields,
): T[] {
  const keyed = products.map((product) => ({ product, fields: fieldsOf(product), price: priceOf(product) }));
  const keys = ORDERS[order];
  keyed.sort((a, b) => {
    for (const key of keys) {
      const result = key(a.fields, b.fields, a.price, b.price);
      if (result !== 0 && !Number.isNaN(result)) return result;
    }
    return a.fields.id - b.fields.id;
  });
  return keyed.map(({ product }) => product);
}

/** Why the list is in this order, in words, for "¿Por qué este orden?". */
export function rankingExplanation(order: SortOrder): TextRef {
  return textRef(`ranking.why_${order}`);
}

/** The entities a comparator covers and who is missing from it, with the reason (the API's metaData). */
export interface MarketCoverage {
  readonly compared: readonly string[];
  readonly missing: readonly { readonly name: string; readonly reason: MissingReason }[];
}

/** "Comparamos N de M entidades": N those compared, M every entity of that market. */
export function marketHeadline(market: MarketCoverage): TextRef {
  const compared = market.compared.length;
  return textRef('ranking.compared', { count: compared, total: compared + market.missing.length });
}
