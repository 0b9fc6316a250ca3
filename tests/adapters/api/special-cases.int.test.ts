import * as Effect from 'effect/Effect';
import * as Fiber from 'effect/Fiber';
import { TestClock } from 'effect/testing';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, createApiClient } from '../../../core/adapters/api';
import { API_MESSAGES, type CompareParams } from '../../../core/domain/api';
import { API_BASE, recorder, runOnTestClock, testConfig, turnUntil } from '../support/api-harness';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () => createApiClient(testConfig());
const COMPARE = `${API_BASE}insurance/compare/metadata`;
const EMPTY_LIST = { data: [], total: 0, metaData: { uuid: 'u-1' } };
const base: CompareParams = { productType: 'Medicina Prepagada', organizationTypes: ['MEDICINA PREPAGADA'] };
const profile = {
  cotizante: [{ sexo: 'Femenino' as const, edad: 34 }],
  cargas: [],
  enPareja: false,
  ingresodatos: true,
};

describe('compare', () => {
  it('fails with organizationTypes es requerido, without a request, when no organization types are given', async () => {
    const seen = recorder();
    server.use(http.all(COMPARE, ({ request }) => (seen.record(request), HttpResponse.json(EMPTY_LIST))));
    for (const organizationTypes of [undefined, []]) {
      const result = await client().compare({ productType: '', organizationTypes });
      expect(result).toEqual({
        ok: false,
        error: { call: 'compare', kind: 'invalid-request', message: 'organizationTypes es requerido' },
      });
    }
    expect(seen.count).toBe(0);
  });

  it('uses GET with exactly the listed query keys when there is no entered profile and no price bound', async () => {
    const seen = recorder();
    server.use(http.get(COMPARE, ({ request }) => (seen.record(request), HttpResponse.json(EMPTY_LIST))));
    const result = await client().compare({
      ...base,
      order: 'lowerPrice',
      insuranceTypes: [3],
      organizations: [7, 8],
      coverageOrganizations: [21],
      features: [1],
      page: 2,
      profile: { ...profile, ingresodatos: false },
    });
    expect(result.ok).toBe(true);
    const keys = [...new URL(seen.requests[0]?.url ?? '').searchParams.keys()];
    const allowed = [
      'order',
      'organizationTypes',
      'insuranceTypes',
      'organizations',
      'features',
      'featuresFilter',
      'productType',
      'take',
      'comparator',
      'coverageCountries',
      'coverageOrganizations',
      'displayShowcase',
      'page',
      'categoryTypes',
    ];
    expect(keys.every((key) => allowed.includes(key))).toBe(true);
    const query = new URL(seen.requests[0]?.url ?? '').searchParams;
    expect(query.get('organizations')).toBe('7,8');
    expect(query.get('page')).toBe('2');
    expect(query.get('take')).toBe('20');
  });

  it.each([
    ['the profile has ingresodatos', { profile }],
    ['a lower price bound is given', { fromPrice: 100_000 }],
    ['an upper price bound is given', { toPrice: 300_000 }],
  ])('uses POST with the body of §7 when %s', async (_why, extra) => {
    const seen = recorder();
    server.use(http.post(COMPARE, ({ request }) => (seen.record(request), HttpResponse.json(EMPTY_LIST))));
    expect((await client().compare({ ...base, ...extra })).ok).toBe(true);
    const body = (await seen.requests[0]?.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      organizationType: ['MEDICINA PREPAGADA'],
      productType: 'Medicina Prepagada',
      page: 1,
      take: 20,
      ...extra,
    });
  });

  it('answers data, total and metaData.uuid', async () => {
    server.use(http.get(COMPARE, () => HttpResponse.json(EMPTY_LIST)));
    expect(await client().compare(base)).toEqual({ ok: true, value: EMPTY_LIST });
  });

  it.each([
    ['a 500', () => HttpResponse.json({}, { status: 500 }), 'http'],
    ['a network error', () => HttpResponse.error(), 'network'],
    [
      'malformed JSON',
      () => new HttpResponse('{"data": [', { headers: { 'content-type': 'application/json' } }),
      'decode',
    ],
    ['a schema-invalid payload', () => HttpResponse.json({ data: 'none' }), 'decode'],
  ])('turns %s into the list failure message (the list is then empty)', async (_what, respond, kind) => {
    server.use(http.get(COMPARE, respond));
    expect(await client().compare(base)).toMatchObject({
      ok: false,
      error: { call: 'compare', kind, message: 'Problema en endpoint para obtener lista de productos' },
    });
  });

  it('treats a 401 as the robot case of §8', async () => {
    server.use(http.get(COMPARE, () => HttpResponse.json({}, { status: 401 })));
    expect(await client().compare(base)).toEqual({
      ok: false,
      error: { call: 'compare', kind: 'robot', status: 401, message: API_MESSAGES.robot },
    });
  });
});

describe('promoted product', () => {
  it.each([
    ['a 500', () => HttpResponse.json({}, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['a schema-invalid payload', () => HttpResponse.json({ id: 'x' })],
  ])('answers 404 and its message on %s', async (_what, respond) => {
    server.use(http.post(`${API_BASE}insurance/promotedProduct`, respond));
    expect(await client().promotedProduct({ productType: '' })).toMatchObject({
      ok: false,
      error: {
        call: 'promotedProduct',
        status: 404,
        message: 'Problema en endpoint para obtener producto promocionado',
      },
    });
  });
});

describe('offers', () => {
  const OFFER = { offerType: { name: 'DISCOUNT' }, discount: { unitCode: 'percent', amount: 10 } };
  const OFFERS = `${API_BASE}qppayment/getOffers`;

  it.each([
    ['status 200 gives the data', () => HttpResponse.json({ statusCode: 200, data: [OFFER] }), [OFFER]],
    ['a body statusCode 204 gives 0', () => HttpResponse.json({ statusCode: 204, data: [] }), 0],
    ['an HTTP 204 gives 0', () => new HttpResponse(null, { status: 204 }), 0],
    ['an HTTP 404 gives null', () => HttpResponse.json({}, { status: 404 }), null],
    ['an HTTP 500 gives null', () => HttpResponse.json({}, { status: 500 }), null],
    ['a body statusCode 400 gives null', () => HttpResponse.json({ statusCode: 400, data: null }), null],
  ])('%s', async (_rule, respond, value) => {
    server.use(http.get(OFFERS, respond));
    expect(await client().offers('MP-COLS-01', true)).toEqual({ ok: true, value });
  });

  it('sends productCode and hasOffer', async () => {
    const seen = recorder();
    server.use(
      http.get(
        OFFERS,
        ({ request }) => (seen.record(request), HttpResponse.json({ statusCode: 200, data: [] })),
      ),
    );
    await client().offers('MP-COLS-01', true);
    expect(new URL(seen.requests[0]?.url ?? '').search).toBe('?productCode=MP-COLS-01&hasOffer=true');
  });
});

describe('token wait', () => {
  const TOKEN = `${API_BASE}hashtoken/:hash`;

  it("times out at 15 s with 'Timeout en rescate de token via hash'", async () => {
    const seen = recorder();
    server.use(http.get(TOKEN, ({ request }) => (seen.record(request), HttpResponse.json({ token: null }))));
    const error = await runOnTestClock(
      testConfig(),
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(Effect.flip(apiCalls.waitForToken('abc')));
        for (let poll = 1; poll <= 15; poll += 1) {
          yield* turnUntil(() => seen.count === poll);
          yield* TestClock.adjust('1000 millis');
        }
        return yield* Fiber.join(fiber);
      }),
    );
    expect(error).toEqual({
      call: 'waitForToken',
      kind: 'timeout',
      message: 'Timeout en rescate de token via hash',
    });
  });

  it('answers the token as soon as the hash has one', async () => {
    let polls = 0;
    server.use(http.get(TOKEN, () => HttpResponse.json({ token: ++polls >= 2 ? 'tok-1' : null })));
    const token = await runOnTestClock(
      testConfig(),
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(apiCalls.waitForToken('abc'));
        yield* turnUntil(() => polls === 1);
        yield* TestClock.adjust('1000 millis');
        return yield* Fiber.join(fiber);
      }),
    );
    expect(token).toBe('tok-1');
  });
});

describe('failures are values, never exceptions', () => {
  it.each([
    [
      'malformed JSON',
      () => new HttpResponse('{"title":', { headers: { 'content-type': 'application/json' } }),
    ],
    ['a schema-invalid payload', () => HttpResponse.json([{ nope: true }])],
  ])('%s resolves to a decode error carrying the call name', async (_what, respond) => {
    server.use(http.get(`${API_BASE}insurance/:id/faq`, respond));
    const result = client().faq(1001);
    await expect(result).resolves.toMatchObject({ ok: false, error: { call: 'faq', kind: 'decode' } });
  });

  it('a network error resolves to a network error', async () => {
    server.use(http.get(`${API_BASE}insurance/:id/seo`, () => HttpResponse.error()));
    await expect(client().seo(1001)).resolves.toMatchObject({
      ok: false,
      error: { call: 'seo', kind: 'network' },
    });
  });

  it('a 404 on a lookup is null, not a failure', async () => {
    server.use(
      http.get(`${API_BASE}referidos`, () =>
        HttpResponse.json({ message: 'Asesor-not-foud' }, { status: 404 }),
      ),
    );
    expect(await client().referralByEmail('nadie@example.co')).toEqual({ ok: true, value: null });
  });

  it('an invalid lead is refused before it leaves, as invalid-request', async () => {
    expect(await client().sendContact({ name: '', email: 'x', phone: '1' })).toMatchObject({
      ok: false,
      error: { call: 'sendContact', kind: 'invalid-request' },
    });
  });
});
