import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rankingFields, rankProducts, filterPrice, type SortOrder } from '../../../core/domain';
import type { InsuranceProduct } from '../../../core/domain/api';
import { sampleProduct } from '../../support/compare-fixtures';

const ORDERS: readonly SortOrder[] = ['lowerPrice', 'higherPrice', 'recommended', 'popular', 'distance'];

/** What a plan is for the visitor: price, score, distance, what visitors pick. */
const plan = fc.record({
  price: fc.integer({ min: 10_000, max: 2_000_000 }),
  score: fc.option(
    fc.integer({ min: 0, max: 100 }).map((n) => n / 10),
    { nil: undefined },
  ),
  distance: fc.option(
    fc.integer({ min: 0, max: 400 }).map((n) => n / 10),
    { nil: undefined },
  ),
  popular: fc.boolean(),
});

/** Everything an insurer can pay for or a site can sell: none of it may move a plan. */
const commercial = fc.record({
  isPromoted: fc.boolean(),
  exclusive: fc.boolean(),
  hasOffer: fc.boolean(),
  salesChannel: fc.subarray(['QpOnlineSale', 'ExecutiveEmployee', 'Sponsored']),
  offers: fc.array(
    fc.record({
      offerType: fc.record({ name: fc.constantFrom('DISCOUNT', 'AGGREGATE', 'GIFTCARD') }),
      discount: fc.record({
        unitCode: fc.constant('percent' as const),
        amount: fc.integer({ min: 1, max: 50 }),
      }),
    }),
    { maxLength: 2 },
  ),
  commission: fc.integer({ min: 0, max: 40 }),
  sponsored: fc.boolean(),
  featured: fc.boolean(),
});

type Commercial = typeof commercial extends fc.Arbitrary<infer C> ? C : never;

function build(
  id: number,
  fields: { price: number; score?: number; distance?: number; popular: boolean },
  paid: Commercial,
): InsuranceProduct {
  const base = sampleProduct(id, 13, fields.price);
  const { salesChannel, hasOffer, ...rest } = paid;
  return {
    ...base,
    ...rest,
    score: fields.score,
    distance: fields.distance,
    insuranceMetadata: { metadata: { isPopular: fields.popular, salesChannel, hasOffer } },
  } as InsuranceProduct;
}

const order = (products: readonly InsuranceProduct[], sort: SortOrder) =>
  rankProducts(products, sort, (product) => filterPrice(product), rankingFields).map((p) => p.id);

describe('the open ranking: what an insurer pays never changes the order', () => {
  it('given any plans, when every commercial field is shuffled, then each order stays the same', () => {
    fc.assert(
      fc.property(
        fc.array(plan, { minLength: 1, maxLength: 25 }),
        fc.array(commercial, { minLength: 25, maxLength: 25 }),
        fc.array(commercial, { minLength: 25, maxLength: 25 }),
        (plans, paidA, paidB) => {
          const a = plans.map((fields, index) => build(2000 + index, fields, paidA[index]!));
          const b = plans.map((fields, index) => build(2000 + index, fields, paidB[index]!));
          for (const sort of ORDERS) expect(order(b, sort)).toEqual(order(a, sort));
        },
      ),
    );
  });

  it('given a promoted, sponsored plan with a lower score, then "recommended" still puts the better plan first', () => {
    const paid = {
      isPromoted: true,
      exclusive: true,
      hasOffer: true,
      salesChannel: ['Sponsored'],
      offers: [],
      commission: 40,
      sponsored: true,
      featured: true,
    };
    const none = {
      isPromoted: false,
      exclusive: false,
      hasOffer: false,
      salesChannel: [],
      offers: [],
      commission: 0,
      sponsored: false,
      featured: false,
    };
    const weaker = build(1, { price: 100_000, score: 6, popular: false }, paid);
    const better = build(2, { price: 100_000, score: 9, popular: false }, none);
    expect(order([weaker, better], 'recommended')).toEqual([2, 1]);
  });

  it('given the cheaper plan, then "lowerPrice" shows it first and "higherPrice" last; equal plans keep id order', () => {
    const none = {
      isPromoted: false,
      exclusive: false,
      hasOffer: false,
      salesChannel: [],
      offers: [],
      commission: 0,
      sponsored: false,
      featured: false,
    };
    const cheap = build(5, { price: 80_000, score: 5, popular: false }, none);
    const dear = build(3, { price: 120_000, score: 5, popular: false }, none);
    const twin = build(4, { price: 120_000, score: 5, popular: false }, none);
    expect(order([dear, cheap, twin], 'lowerPrice')).toEqual([5, 3, 4]);
    expect(order([cheap, twin, dear], 'higherPrice')).toEqual([3, 4, 5]);
  });
});
