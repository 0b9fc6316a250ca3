import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyDiscounts, type DiscountOffer } from '../../../core/domain';

const percent = (amount: number): DiscountOffer => ({
  offerType: { name: 'DISCOUNT' },
  discount: { unitCode: 'percent', amount },
});
const pesos = (amount: number): DiscountOffer => ({
  offerType: { name: 'DISCOUNT' },
  discount: { unitCode: 'COP', amount },
});

describe('applyDiscounts (§9: in sequence, percent or amount, floored at 0, percent output rounded)', () => {
  it('applies a percent then an amount, in order', () => {
    expect(applyDiscounts(100000, [percent(10), pesos(5000)])).toBe(85000);
    expect(applyDiscounts(100000, [pesos(5000), percent(10)])).toBe(85500);
  });
  it('rounds the percent output', () => {
    expect(applyDiscounts(999, [percent(15)])).toBe(849);
    expect(applyDiscounts(10, [percent(25)])).toBe(8);
  });
  it('floors at 0', () => {
    expect(applyDiscounts(1000, [pesos(5000)])).toBe(0);
    expect(applyDiscounts(1000, [percent(150)])).toBe(0);
  });
  it('leaves gift cards and aggregates out of the price', () => {
    expect(
      applyDiscounts(1000, [{ offerType: { name: 'GIFTCARD' }, discount: { unitCode: 'COP', amount: 500 } }]),
    ).toBe(1000);
    expect(applyDiscounts(1000, [{ offerType: { name: 'AGGREGATE' } }])).toBe(1000);
  });

  const offer = fc.oneof(
    fc.integer({ min: -50, max: 200 }).map(percent),
    fc.integer({ min: -100000, max: 1000000 }).map(pesos),
  );
  it('never goes below 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.array(offer, { maxLength: 6 }), (price, offers) => {
        expect(applyDiscounts(price, offers)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
  it('applies the offers in order: each step starts from the previous one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.array(offer, { maxLength: 6 }),
        offer,
        (price, offers, last) => {
          expect(applyDiscounts(price, [...offers, last])).toBe(
            applyDiscounts(applyDiscounts(price, offers), [last]),
          );
        },
      ),
    );
  });
});
