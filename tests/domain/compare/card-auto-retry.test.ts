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
