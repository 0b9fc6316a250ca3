import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createApp, type App } from '../../core/app';
import { LEAD_ATTRIBUTION_STORE_DELAY_MS, SITE_COUNTRIES } from '../../core/domain';
import { createEventStore } from '../../core/adapters/store/event-store';
import { memoryKeyValue, type KeyValue } from '../../core/adapters/store/key-value';
import { fakeBrowser } from '../support/fake-browser';
import { unusedApi } from '../support/app-harness';

/** Lead attribution on a simulated clock: a page load is a touch once the visitor stayed 2 s. */
const BOOT_AT = 1_700_000_000_000;

async function load(
  kv: KeyValue,
  clock: SimulatedClock,
  page: { address: string; referrer: string; userAgent?: string },
): Promise<App> {
  const { browser } = fakeBrowser(page.address, 'queseguro.co');
  return createApp({
    country: SITE_COUNTRIES.CO,
    browser: {
      ...browser,
      referrer: () => page.referrer,
      userAgent: () => page.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126',
    },
    clock: { now: () => BOOT_AT + clock.now() },
    timers: clock,
    store: createEventStore('V1.6_CO', kv),
    api: unusedApi,
  });
}

const touches = (app: App) => app.actor.getSnapshot().context.visitor.attribution;

describe('lead attribution', () => {
  it('records the touch after 2 s on the page, not before; a reload from the same source adds none', async () => {
    const kv = memoryKeyValue();
    const clock = new SimulatedClock();
    const campaign = { address: '/Comparar/EPS?utm_source=google', referrer: 'https://www.google.com/' };
    let app = await load(kv, clock, campaign);
    clock.increment(LEAD_ATTRIBUTION_STORE_DELAY_MS - 1);
    expect(touches(app)).toEqual([]);
    clock.increment(1);
    expect(touches(app)).toEqual([
      {
        at: BOOT_AT,
        landing: '/Comparar/EPS',
        referrer: 'https://www.google.com',
        params: { utm_source: 'google' },
      },
    ]);
    await app.flushed();
    app.stop();

    app = await load(kv, clock, campaign);
    clock.increment(LEAD_ATTRIBUTION_STORE_DELAY_MS);
    expect(touches(app)).toHaveLength(1);
    await app.flushed();
    app.stop();

    // A later visit from another source is the last touch; the first stays first.
    app = await load(kv, clock, { address: '/EPS', referrer: 'https://www.facebook.com/' });
    clock.increment(LEAD_ATTRIBUTION_STORE_DELAY_MS);
    expect(touches(app).map((t) => t.referrer)).toEqual([
      'https://www.google.com',
      'https://www.facebook.com',
    ]);
    app.stop();
  });

  it('a page left before 2 s makes no touch', async () => {
    const kv = memoryKeyValue();
    const clock = new SimulatedClock();
    const app = await load(kv, clock, { address: '/', referrer: 'https://www.google.com/' });
    clock.increment(LEAD_ATTRIBUTION_STORE_DELAY_MS - 1);
    await app.flushed();
    app.stop();
    const stored = await createEventStore('V1.6_CO', kv).load();
    expect(stored.events.filter((e) => e.type === 'TouchRecorded')).toEqual([]);
  });

  it('a bot (§4) is not a visitor: no touch', async () => {
    const clock = new SimulatedClock();
    const app = await load(memoryKeyValue(), clock, {
      address: '/?utm_source=google',
      referrer: '',
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    clock.increment(LEAD_ATTRIBUTION_STORE_DELAY_MS * 2);
    expect(touches(app)).toEqual([]);
    app.stop();
  });
});
