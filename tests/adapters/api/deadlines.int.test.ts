import * as Effect from 'effect/Effect';
import * as Fiber from 'effect/Fiber';
import { TestClock } from 'effect/testing';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from '../../../core/adapters/api';
import type { Deps } from '../../../core/adapters/api/http-exchange';
import { API_MESSAGES, CALL_DEADLINES_MS, type ApiError } from '../../../core/domain/api';
import { API_BASE, recorder, runOnTestClock, testConfig, turnUntil } from '../support/api-harness';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const COMPARE = `${API_BASE}insurance/compare/metadata`;
const PRICE = `${API_BASE}insurance/:id/calculatePrice`;
const SEO = `${API_BASE}insurance/:id/seo`;
const base = { productType: 'Medicina Prepagada', organizationTypes: ['MEDICINA PREPAGADA'] };
const priceRequest = {
  profile: { cotizante: [{ sexo: 'Femenino' as const, edad: 34 }], cargas: [], enPareja: false },
  productType: 'Medicina Prepagada',
};

/** Runs a call on the TestClock, moving the clock by `steps` once its request is in flight. */
function settleAfter<A>(
  call: Effect.Effect<A, ApiError, Deps>,
  inFlight: () => boolean,
  steps: readonly number[],
) {
  let settled = false;
  return runOnTestClock(
    testConfig(),
    Effect.gen(function* () {
      const fiber = yield* Effect.forkChild(
        Effect.result(call).pipe(Effect.ensuring(Effect.sync(() => (settled = true)))),
      );
      yield* turnUntil(inFlight);
      const seen: boolean[] = [];
      for (const ms of steps) {
        yield* TestClock.adjust(`${ms} millis`);
        yield* turnUntil(() => true);
        seen.push(settled);
      }
      return { seen, result: yield* Fiber.join(fiber) };
    }),
  );
}

describe('every call has a deadline', () => {
  it('the token wait keeps the specification’s 15 s and no deadline is longer', () => {
    expect(CALL_DEADLINES_MS.waitForToken).toBe(15_000);
    for (const ms of Object.values(CALL_DEADLINES_MS)) expect(ms).toBeLessThanOrEqual(15_000);
  });

  it('a result list that never answers fails at its deadline with the list’s message', async () => {
    const seen = recorder();
    server.use(
      http.get(COMPARE, async ({ request }) => {
        seen.record(request);
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { seen: settledAt, result } = await settleAfter(apiCalls.compare(base), () => seen.count === 1, [
      CALL_DEADLINES_MS.compare - 1,
      1,
    ]);
    expect(settledAt).toEqual([false, true]);
    expect(result).toMatchObject({
      _tag: 'Failure',
      failure: { call: 'compare', kind: 'timeout', message: API_MESSAGES.compareFailed },
    });
    expect(seen.count).toBe(1);
  });

  it('a retried call counts a late attempt as a failure and tries again, then answers', async () => {
    let attempts = 0;
    server.use(
      http.post(PRICE, async () => {
        attempts += 1;
        if (attempts === 1) await delay('infinite');
        return HttpResponse.json({ total: { minPrice: 310000 } });
      }),
    );
    const { result } = await settleAfter(apiCalls.calculatePrice(1001, priceRequest), () => attempts === 1, [
      CALL_DEADLINES_MS.calculatePrice,
      1500,
    ]);
    expect(attempts).toBe(2);
    expect(result).toMatchObject({ _tag: 'Success' });
  });

  it('a retried call whose every attempt is late ends with its own message', async () => {
    let attempts = 0;
    server.use(
      http.post(PRICE, async () => {
        attempts += 1;
        await delay('infinite');
        return HttpResponse.json({ total: { minPrice: 310000 } });
      }),
    );
    const d = CALL_DEADLINES_MS.calculatePrice;
    const { result } = await settleAfter(apiCalls.calculatePrice(1001, priceRequest), () => attempts === 1, [
      d,
      1500,
      d,
      1500,
      d,
    ]);
    expect(attempts).toBe(3);
    expect(result).toMatchObject({
      _tag: 'Failure',
      failure: { call: 'calculatePrice', kind: 'timeout', message: API_MESSAGES.calculatePrice },
    });
  });

  it('a slow answer inside the deadline is not cut', async () => {
    let attempts = 0;
    server.use(
      http.get(SEO, async () => {
        attempts += 1;
        await delay(20);
        return HttpResponse.json({ title: 'Plan', description: 'Descripción' });
      }),
    );
    const { result } = await settleAfter(apiCalls.seo(1001), () => attempts === 1, [
      CALL_DEADLINES_MS.seo - 1,
    ]);
    expect(result).not.toMatchObject({ failure: { kind: 'timeout' } });
  });
});
