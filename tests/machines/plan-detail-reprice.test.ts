import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createApp } from '../../core/app';
import { SITE_COUNTRIES, defaultProfile } from '../../core/domain';
import type { ApiClient, CalculatePriceRequest } from '../../core/domain/api';
import { createApiClient } from '../../core/adapters/api';
import { createSampleBackend } from '../../core/adapters/sample-backend';
import { createEventStore } from '../../core/adapters/store/event-store';
import { memoryKeyValue } from '../../core/adapters/store/key-value';
import { pageFlowStarted } from '../../core/machines/surface';
import { testConfig } from '../adapters/support/api-harness';
import { fakeBrowser } from '../support/fake-browser';

/**
 * §2 "Detail page": the price shown is the one for the visitor's profile of the plan's kind. A profile
 * saved for this kind of insurance asks once for the plan's price for it; a profile saved for another
 * kind changes nothing on this page; a reprice that fails says the price is missing.
 */
const PAGE = '/Medicina-Prepagada/colmedica/Colmedica-Plan-Oro';
const PLAN_KIND = 'Medicina Prepagada';
const backend = createSampleBackend({ today: '2026-11-21' });
const server = setupServer(...backend.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function bootOnPlan() {
  const asked: CalculatePriceRequest[] = [];
  const state = { priceDown: false };
  const real = createApiClient(testConfig());
  const api: ApiClient = {
    ...real,
    calculatePrice: (productId, request) => {
      asked.push(request);
      return state.priceDown
        ? Promise.resolve({
            ok: false,
            error: { call: 'calculatePrice', kind: 'network', message: 'sin red' },
          })
        : real.calculatePrice(productId, request);
    },
  };
  const app = await createApp({
    country: SITE_COUNTRIES.CO,
    browser: fakeBrowser(PAGE).browser,
    clock: { now: () => Date.now() },
    store: createEventStore('V1.6_CO', memoryKeyValue()),
    api,
  });
  const detail = await pageFlowStarted(app.actor, 'planDetail');
  await waitFor(detail, (s) => s.matches('ready') && s.context.content !== null, { timeout: 5_000 });
  await waitFor(detail, (s) => s.matches({ ready: 'priced' }), { timeout: 5_000 });
  const save = (productType: string, age: number) =>
    app.send({
      type: 'visitor.execute',
      command: {
        type: 'profile.save',
        productType,
        profile: { ...defaultProfile(), cotizante: [{ sexo: 'Femenino' as const, edad: age }] },
      },
    });
  const settle = () => waitFor(detail, (s) => s.matches({ ready: 'priced' }), { timeout: 5_000 });
  return { app, detail, asked, state, save, settle };
}

const agesOf = (request: CalculatePriceRequest | undefined) =>
  JSON.stringify(request?.profile).match(/"edad":\d+/g);

describe('the plan page reprices for the profile of its own kind only', () => {
  it('a profile saved for pets asks nothing; one saved for prepaid medicine asks once, with that profile', async () => {
    const { app, detail, asked, save, settle } = await bootOnPlan();
    const before = asked.length;
    save('PET_INSURANCE_CO', 4);
    expect(detail.getSnapshot().matches({ ready: 'priced' })).toBe(true);
    expect(asked.length).toBe(before);

    save(PLAN_KIND, 61);
    await waitFor(detail, (s) => s.matches({ ready: 'repricing' }), { timeout: 5_000 });
    await settle();
    expect(asked.length).toBe(before + 1);
    expect(agesOf(asked.at(-1))).toEqual(['"edad":61']);
    expect(detail.getSnapshot().context.profile?.cotizante[0]?.edad).toBe(61);
    expect(detail.getSnapshot().context.content?.profilePrice).not.toBeNull();
    expect(detail.getSnapshot().context.content?.missing ?? []).not.toContain('price');
    app.stop();
  });

  it('a reprice that fails names the price as missing, and the next one that answers clears it', async () => {
    const { app, detail, state, save, settle } = await bootOnPlan();
    state.priceDown = true;
    save(PLAN_KIND, 40);
    await waitFor(detail, (s) => s.matches({ ready: 'repricing' }), { timeout: 5_000 });
    await settle();
    expect(detail.getSnapshot().context.content?.missing).toContain('price');
    expect(detail.getSnapshot().context.content?.profilePrice).toBeNull();

    state.priceDown = false;
    save(PLAN_KIND, 41);
    await waitFor(detail, (s) => s.matches({ ready: 'repricing' }), { timeout: 5_000 });
    await settle();
    expect(detail.getSnapshot().context.content?.missing ?? []).not.toContain('price');
    expect(detail.getSnapshot().context.content?.profilePrice).not.toBeNull();
    app.stop();
  });
});
