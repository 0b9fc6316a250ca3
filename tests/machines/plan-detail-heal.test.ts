import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createApp } from '../../core/app';
import { SITE_COUNTRIES } from '../../core/domain';
import type { ApiClient } from '../../core/domain/api';
import { createApiClient } from '../../core/adapters/api';
import { createSampleBackend } from '../../core/adapters/sample-backend';
import { createEventStore } from '../../core/adapters/store/event-store';
import { memoryKeyValue } from '../../core/adapters/store/key-value';
import { pageFlowStarted } from '../../core/machines/surface';
import { testConfig } from '../adapters/support/api-harness';
import { fakeBrowser } from '../support/fake-browser';

/**
 * Issue 15: a plan page that could not load, whole or in part, loads again by itself when the browser
 * says the network is back, as the comparator does: no click needed.
 */

const PAGE = '/Medicina-Prepagada/colmedica/Colmedica-Plan-Oro';
const backend = createSampleBackend({ today: '2026-11-21' });
const server = setupServer(...backend.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** The real client over the sample backend, except the calls `down` names, which find no network. */
function flakyApi(down: (call: string) => boolean): ApiClient {
  const real = createApiClient(testConfig());
  return new Proxy(real, {
    get: (target, name, receiver) => {
      const call = Reflect.get(target, name, receiver) as unknown;
      if (typeof call !== 'function') return call;
      return (...args: unknown[]) =>
        down(String(name))
          ? Promise.resolve({ ok: false, error: { call: String(name), kind: 'network', message: 'sin red' } })
          : (call as (...a: unknown[]) => unknown).apply(target, args);
    },
  });
}

async function bootOffline(down: (call: string) => boolean) {
  const browser = fakeBrowser(PAGE);
  browser.setOnline(false);
  const app = await createApp({
    country: SITE_COUNTRIES.CO,
    browser: browser.browser,
    clock: { now: () => Date.now() },
    store: createEventStore('V1.6_CO', memoryKeyValue()),
    api: flakyApi(down),
  });
  // The plan detail starts once its code has loaded (the root loads it for a plan page).
  return { app, browser, detail: await pageFlowStarted(app.actor, 'planDetail') };
}

describe('the plan page heals when the network returns', () => {
  it('a page whose plan could not load loads it once the browser is online again', async () => {
    let offline = true;
    const { app, browser, detail } = await bootOffline(() => offline);
    await waitFor(detail, (snapshot) => snapshot.matches('failed'), { timeout: 5_000 });
    offline = false;
    browser.setOnline(true);
    await waitFor(detail, (snapshot) => snapshot.matches('ready'), { timeout: 5_000 });
    app.stop();
  });

  it('sections that could not load are asked for again once the browser is online again', async () => {
    let offline = true;
    // Only the plan's sections fail: the page shows, naming what is missing.
    const sections = new Set(['coverageResume', 'exclusions', 'faq', 'documents']);
    const { app, browser, detail } = await bootOffline((call) => offline && sections.has(call));
    await waitFor(detail, (snapshot) => snapshot.matches('ready') && snapshot.context.content !== null, {
      timeout: 5_000,
    });
    expect(detail.getSnapshot().can({ type: 'detail.retry' })).toBe(true);
    offline = false;
    browser.setOnline(true);
    await waitFor(
      detail,
      (snapshot) => snapshot.matches('ready') && !snapshot.can({ type: 'detail.retry' }),
      {
        timeout: 5_000,
      },
    );
    app.stop();
  });

  it('issue 27: a plan whose lookup answered 500 loads by itself once the server recovers, online all along', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      let broken = true;
      const browser = fakeBrowser(PAGE);
      const api = createApiClient(testConfig());
      const app = await createApp({
        country: SITE_COUNTRIES.CO,
        browser: browser.browser,
        clock: { now: () => Date.now() },
        store: createEventStore('V1.6_CO', memoryKeyValue()),
        api: new Proxy(api, {
          get: (target, name, receiver) => {
            const call = Reflect.get(target, name, receiver) as unknown;
            if (typeof call !== 'function') return call;
            return (...args: unknown[]) =>
              broken && name === 'productByCode'
                ? Promise.resolve({
                    ok: false,
                    error: { call: 'productByCode', kind: 'http', status: 500, message: 'x' },
                  })
                : (call as (...a: unknown[]) => unknown).apply(target, args);
          },
        }),
      });
      const detail = await pageFlowStarted(app.actor, 'planDetail');
      for (let i = 0; i < 50 && !detail.getSnapshot().matches('failed'); i += 1)
        await vi.advanceTimersByTimeAsync(100);
      expect(detail.getSnapshot().matches('failed')).toBe(true);
      // Still broken for a minute: the page keeps saying it failed (and keeps asking).
      await vi.advanceTimersByTimeAsync(60_000);
      expect(detail.getSnapshot().matches('ready')).toBe(false);
      broken = false;
      // Within 30 s of the recovery, with no click and no network event, the plan shows.
      for (let i = 0; i < 60 && !detail.getSnapshot().matches('ready'); i += 1)
        await vi.advanceTimersByTimeAsync(500);
      expect(detail.getSnapshot().matches('ready')).toBe(true);
      app.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
