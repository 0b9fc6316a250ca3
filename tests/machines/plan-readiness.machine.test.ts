import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { INITIAL_TAB_SCROLL_DELAY_MS, PRERENDER_READY_DELAY_MS } from '../../core/domain';
import { planReadinessMachine } from '../../core/machines/plan-readiness.machine';

/** §2: prerender-ready 800 ms after the PDFs rendered; the initial tab scroll after 1000 ms. */
function start() {
  const clock = new SimulatedClock();
  const seen = { flags: [] as boolean[], scrolls: 0 };
  const actor = createActor(
    planReadinessMachine.provide({
      actions: {
        markPrerenderReady: (_, { ready }) => seen.flags.push(ready),
        scrollToTab: () => (seen.scrolls += 1),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, seen };
}

describe('plan page readiness', () => {
  it('is ready only once every document of the tab settled, then after the delay', () => {
    const { actor, clock, seen } = start();
    actor.send({ type: 'readiness.wait' });
    expect(seen.flags).toEqual([false]);
    actor.send({ type: 'readiness.start', documents: ['/a.pdf', '/b.pdf'], scroll: false });
    clock.increment(PRERENDER_READY_DELAY_MS * 3);
    expect(seen.flags).toEqual([false]);
    actor.send({ type: 'detail.document.settled', url: '/a.pdf' });
    actor.send({ type: 'detail.document.settled', url: '/a.pdf' });
    clock.increment(PRERENDER_READY_DELAY_MS * 3);
    expect(seen.flags).toEqual([false]);
    actor.send({ type: 'detail.document.settled', url: '/b.pdf' });
    clock.increment(PRERENDER_READY_DELAY_MS - 1);
    expect(seen.flags).toEqual([false]);
    clock.increment(1);
    expect(seen.flags).toEqual([false, true]);
  });

  it('a tab without documents is ready after the delay; the scroll comes after its own', () => {
    const { actor, clock, seen } = start();
    actor.send({ type: 'readiness.start', documents: [], scroll: true });
    clock.increment(PRERENDER_READY_DELAY_MS);
    expect(seen.flags).toEqual([true]);
    expect(seen.scrolls).toBe(0);
    clock.increment(INITIAL_TAB_SCROLL_DELAY_MS - PRERENDER_READY_DELAY_MS);
    expect(seen.scrolls).toBe(1);
    clock.increment(INITIAL_TAB_SCROLL_DELAY_MS * 5);
    expect(seen.scrolls).toBe(1);
  });

  it('leaving the page before the delays cancels both; no scroll when none is asked', () => {
    const { actor, clock, seen } = start();
    actor.send({ type: 'readiness.start', documents: [], scroll: true });
    clock.increment(PRERENDER_READY_DELAY_MS - 1);
    actor.send({ type: 'readiness.reset' });
    clock.increment(INITIAL_TAB_SCROLL_DELAY_MS * 2);
    expect(seen).toEqual({ flags: [], scrolls: 0 });
    actor.send({ type: 'readiness.start', documents: [], scroll: false });
    clock.increment(INITIAL_TAB_SCROLL_DELAY_MS * 2);
    expect(seen).toEqual({ flags: [true], scrolls: 0 });
  });
});
