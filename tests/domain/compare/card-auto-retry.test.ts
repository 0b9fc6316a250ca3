import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_AUTO_RETRY_CAP, cardAutoRetryDelay } from '../../../core/domain';

describe('card automatic retry (backoff and cap)', () => {
  it('retries at once the first time, then waits longer each time', () => {
    expect(cardAutoRetryDelay(0)).toBe(0);
    for (let count = 1; count < CARD_AUTO_RETRY_CAP - 1; count += 1) {
      expect(cardAutoRetryDelay(count + 1)!).toBeGreaterThan(cardAutoRetryDelay(count)!);
    }
  });

  it('stops after the cap: the card then waits for the visitor', () => {
    fc.assert(
      fc.property(fc.nat(1_000), (count) => {
        const delay = cardAutoRetryDelay(count);
        expect(delay === null).toBe(count >= CARD_AUTO_RETRY_CAP);
      }),
    );
  });
});

describe('card automatic retry, as decided (docs/decisions.md)', () => {
  it('asks again at once, then after 2 s, 4 s, 8 s and 16 s; after five failed retries in a row it waits for the visitor', () => {
    const waits = [0, 1, 2, 3, 4, 5, 6, 50].map(cardAutoRetryDelay);
    expect(waits).toEqual([0, 2_000, 4_000, 8_000, 16_000, null, null, null]);
  });
});
