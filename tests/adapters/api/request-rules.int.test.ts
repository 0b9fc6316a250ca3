import * as Effect from 'effect/Effect';
import * as Fiber from 'effect/Fiber';
import { TestClock } from 'effect/testing';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, createApiClient } from '../../../core/adapters/api';
import type { Deps } from '../../../core/adapters/api/http-exchange';
import type { ApiError } from '../../../core/domain/api';
import { EXTERNAL_STRIPPED_HEADERS } from '../../../core/adapters/api/request-rules';
import {
  API_BASE,
  ORIGIN,
  flush,
  recorder,
  runOnTestClock,
  testConfig,
  turnUntil,
} from '../support/api-harness';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const MENU = [{ title: 'EPS', url: '/Comparar/EPS' }];
const LEAD = { name: 'Ana Pérez', email: 'ana@example.co', phone: '+573211234567' };

describe('request rules against msw/node', () => {
  it('sends relative api/ URLs to the configured API base', async () => {
    const seen = recorder();
    server.use(
      http.get('https://api.partner.example/v2/api/menu', ({ request }) => {
        seen.record(request);
        return HttpResponse.json(MENU);
      }),
    );
    const client = createApiClient(testConfig({ apiBase: 'https://api.partner.example/v2/api' }));
    expect(await client.menu()).toEqual({ ok: true, value: MENU });
    expect(seen.count).toBe(1);
  });

  it('puts X-Country and x-qpversion on non-GET requests and not on GET', async () => {
    const seen = recorder();
    server.use(
      http.post(`${API_BASE}contactos`, ({ request }) => {
        seen.record(request);
        return HttpResponse.json({ id: 'l1', receivedAt: '2026-11-21T00:00:00Z' }, { status: 201 });
      }),
      http.get(`${API_BASE}menu`, ({ request }) => {
        seen.record(request);
        return HttpResponse.json(MENU);
      }),
    );
    const client = createApiClient(testConfig({ country: 'CO', version: 'f00ba47' }));
    expect((await client.sendContact(LEAD)).ok).toBe(true);
    expect((await client.menu()).ok).toBe(true);
    const [post, get] = seen.requests;
    expect(post?.headers.get('x-country')).toBe('CO');
    expect(post?.headers.get('x-qpversion')).toBe('f00ba47');
    expect(get?.headers.get('x-country')).toBeNull();
    expect(get?.headers.get('x-qpversion')).toBeNull();
  });

  it('adds forceRefresh=1 to GETs of internal traffic with forced refresh, and only then', async () => {
    const queries: string[] = [];
    server.use(
      http.get(`${API_BASE}notifications`, ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ notification: null });
      }),
    );
    let internal = true;
    let forced = true;
    const client = createApiClient(
      testConfig({ internalTraffic: () => internal, forcedRefresh: () => forced }),
    );
    await client.notifications();
    forced = false;
    await client.notifications();
    internal = false;
    forced = true;
    await client.notifications();
    expect(queries).toEqual(['?forceRefresh=1', '', '']);
  });

  it('caches flagged GETs in memory for 5 minutes per URL', async () => {
    const seen = recorder();
    server.use(
      http.get(`${API_BASE}organization/seguros/tipo/:type`, ({ request }) => {
        seen.record(request);
        return HttpResponse.json([{ id: 13, displayName: 'Seguros Sura' }]);
      }),
    );
    await runOnTestClock(
      testConfig(),
      Effect.gen(function* () {
        yield* apiCalls.organizationsByType('ASEG');
        yield* apiCalls.organizationsByType('ASEG');
        expect(seen.count).toBe(1);
        yield* apiCalls.organizationsByType('EPS');
        expect(seen.count).toBe(2);
        yield* TestClock.adjust('299999 millis');
        yield* apiCalls.organizationsByType('ASEG');
        expect(seen.count).toBe(2);
        yield* TestClock.adjust('1 millis');
        yield* apiCalls.organizationsByType('ASEG');
        expect(seen.count).toBe(3);
      }),
    );
  });

  it('does not cache calls that are not flagged', async () => {
    const seen = recorder();
    server.use(
      http.get(`${API_BASE}notifications`, ({ request }) => {
        seen.record(request);
        return HttpResponse.json({ notification: null });
      }),
    );
    const client = createApiClient(testConfig());
    await client.notifications();
    await client.notifications();
    expect(seen.count).toBe(2);
  });

  it('strips the custom and tracing headers and forceRefresh from external requests', async () => {
    const seen = recorder();
    server.use(
      http.get(`${ORIGIN}/i18n/:file`, ({ request }) => {
        seen.record(request);
        return HttpResponse.json({ common: { compare: 'Comparar' } });
      }),
      http.get(`${API_BASE}menu`, ({ request }) => {
        seen.record(request);
        return HttpResponse.json(MENU);
      }),
    );
    const extra = Object.fromEntries(EXTERNAL_STRIPPED_HEADERS.map((name) => [name, `value-of-${name}`]));
    const client = createApiClient(
      testConfig({ internalTraffic: () => true, forcedRefresh: () => true, extraHeaders: () => extra }),
    );
    expect((await client.i18n('es')).ok).toBe(true);
    expect((await client.menu()).ok).toBe(true);
    const [external, internal] = seen.requests;
    for (const name of EXTERNAL_STRIPPED_HEADERS) expect(external?.headers.get(name)).toBeNull();
    expect(new URL(external?.url ?? '').searchParams.has('forceRefresh')).toBe(false);
    // The same headers do travel on the site's own calls.
    expect(internal?.headers.get('x-uuid')).toBe('value-of-x-uuid');
    expect(new URL(internal?.url ?? '').searchParams.get('forceRefresh')).toBe('1');
  });

  it('sends the bearer token with the organization list and with no other call', async () => {
    const seen = recorder();
    server.use(
      http.get(`${API_BASE}organization/seguros/tipo/:type`, ({ request }) => {
        seen.record(request);
        return HttpResponse.json([]);
      }),
      http.get(`${API_BASE}menu`, ({ request }) => {
        seen.record(request);
        return HttpResponse.json(MENU);
      }),
    );
    const client = createApiClient(testConfig({ bearerToken: () => 'jwt-123' }));
    await client.organizationsByType('ASEG');
    await client.menu();
    expect(seen.requests[0]?.headers.get('authorization')).toBe('Bearer jwt-123');
    expect(seen.requests[1]?.headers.get('authorization')).toBeNull();
  });
});

describe('retries: 3 attempts 1500 ms apart (1000 ms for UF), then the §8 messages', () => {
  const failing = (path: string, seen: ReturnType<typeof recorder>) =>
    http.get(`${API_BASE}${path}`, ({ request }) => {
      seen.record(request);
      return HttpResponse.json({ message: 'caído' }, { status: 503 });
    });

  /** Drives a failing call on the TestClock and checks each retry waits exactly the spacing. */
  async function exhaust(
    path: string,
    spacingMs: number,
    call: () => Effect.Effect<unknown, ApiError, Deps>,
  ) {
    const seen = recorder();
    server.use(failing(path, seen));
    return runOnTestClock(
      testConfig(),
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(Effect.flip(call()));
        for (let attempt = 1; attempt < 3; attempt += 1) {
          yield* turnUntil(() => seen.count === attempt);
          yield* TestClock.adjust(`${spacingMs - 1} millis`);
          for (let turn = 0; turn < 20; turn += 1) yield* flush;
          expect(seen.count).toBe(attempt);
          yield* TestClock.adjust('1 millis');
        }
        yield* turnUntil(() => seen.count === 3);
        const error = yield* Fiber.join(fiber);
        yield* TestClock.adjust('60000 millis');
        for (let turn = 0; turn < 20; turn += 1) yield* flush;
        expect(seen.count).toBe(3);
        return error;
      }),
    );
  }

  const cases = [
    [
      'organization/seguros/tipo/ASEG',
      1500,
      () => apiCalls.organizationsByType('ASEG'),
      'Error al obtener las organizaciones de tipo ASEG',
    ],
    ['country', 1500, () => apiCalls.countries(), 'Error al obtener los paises'],
    ['countryState/country', 1500, () => apiCalls.regions(), 'Error al obtener las regiones'],
    ['workSectorType', 1500, () => apiCalls.workSectors(), 'Error al obtener los sectores laborales'],
    ['globales/uf', 1000, () => apiCalls.uf(), 'Error al obtener la UF'],
    ['comparator', 1500, () => apiCalls.comparators(), 'Error al obtener los comparadores'],
    [
      'insurance/coverages/1001/resume',
      1500,
      () => apiCalls.coverageResume(1001),
      'Error al obtener resumen de coberturas',
    ],
    ['menu', 1500, () => apiCalls.menu(), 'Se ha sobrepasado el limite de intentos (3), Intente mas tarde.'],
  ] as const;

  it.each(cases)('GET %s: 3 attempts %i ms apart, then %s', async (path, spacing, call, message) => {
    const error = await exhaust(path, spacing, call);
    expect(error.message).toBe(message);
    expect(error.kind).toBe('http');
  });

  it('calculatePrice retries its POST and ends with its own message', async () => {
    const seen = recorder();
    server.use(
      http.post(`${API_BASE}insurance/:id/calculatePrice`, ({ request }) => {
        seen.record(request);
        return HttpResponse.error();
      }),
    );
    const error = await runOnTestClock(
      testConfig(),
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(
          Effect.flip(
            apiCalls.calculatePrice(1001, {
              profile: { cotizante: [{ sexo: 'Masculino', edad: 25 }], cargas: [], enPareja: false },
              productType: '',
            }),
          ),
        );
        yield* turnUntil(() => seen.count === 1);
        yield* TestClock.adjust('1500 millis');
        yield* turnUntil(() => seen.count === 2);
        yield* TestClock.adjust('1500 millis');
        yield* turnUntil(() => seen.count === 3);
        return yield* Fiber.join(fiber);
      }),
    );
    expect(error).toMatchObject({
      call: 'calculatePrice',
      kind: 'network',
      message: 'Error al obtener el precio del producto para el perfil',
    });
  });

  it('does not retry a response that fails decoding', async () => {
    const seen = recorder();
    server.use(
      http.get(`${API_BASE}country`, ({ request }) => {
        seen.record(request);
        return HttpResponse.json({ not: 'a list' });
      }),
    );
    const client = createApiClient(testConfig());
    const result = await client.countries();
    expect(result).toMatchObject({
      ok: false,
      error: { call: 'countries', kind: 'decode', message: 'Error al obtener los paises' },
    });
    expect(seen.count).toBe(1);
  });
});
