import { describe, expect, it } from 'vitest';
import { asksOnNetworkBack, healCountAfter, healDelayMs } from '../../core/domain/connectivity/healing';

describe('the healing rule of every read', () => {
  it('waits longer after each failed retry, never more than 20 s, so a recovery is seen within 30 s', () => {
    const waits = Array.from({ length: 30 }, (_, retry) => healDelayMs(retry));
    expect(waits.slice(0, 4)).toEqual([2_000, 4_000, 8_000, 15_000]);
    for (const wait of waits) expect(wait).not.toBeNull();
    for (const [index, wait] of waits.entries())
      if (index > 0) expect(wait).toBeGreaterThanOrEqual(waits[index - 1] ?? 0);
    expect(Math.max(...waits.map((wait) => wait ?? 0))).toBe(20_000);
  });

  it('stops after 30 automatic retries (about nine minutes); bad counts ask nothing', () => {
    expect(healDelayMs(30)).toBeNull();
    expect(healDelayMs(-1)).toBeNull();
    expect(healDelayMs(1.5)).toBeNull();
    const total = Array.from({ length: 30 }, (_, retry) => healDelayMs(retry) ?? 0).reduce(
      (a, b) => a + b,
      0,
    );
    expect(total).toBeGreaterThan(8 * 60_000);
    expect(total).toBeLessThan(10 * 60_000);
  });
});

describe('what moves the healing count (issue 27)', () => {
  it('an answer or the visitor starts it afresh; an automatic ask and a network return count one', () => {
    expect(healCountAfter(12, 'succeeded')).toBe(0);
    expect(healCountAfter(12, 'visitor')).toBe(0);
    expect(healCountAfter(12, 'automatic')).toBe(13);
    expect(healCountAfter(12, 'network-back')).toBe(13);
  });

  it('a network return asks at once under the cap; past 30 only the browser’s own word earns an ask', () => {
    expect(asksOnNetworkBack(0, false)).toBe(true);
    expect(asksOnNetworkBack(29, false)).toBe(true);
    expect(asksOnNetworkBack(30, false)).toBe(false);
    expect(asksOnNetworkBack(30, true)).toBe(true);
    expect(asksOnNetworkBack(45, true)).toBe(true);
  });
});
