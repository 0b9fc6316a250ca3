import * as Effect from 'effect/Effect';
import { HttpClient, HttpClientRequest } from 'effect/http';
import type { ZodMiniType } from 'zod/mini';
import { callDeadlineMs, type ApiError } from '../../domain/api';
import type { Checked } from '../../domain/shared/validators/api-link';
import { DEFAULT_API_BASE } from './api-config';
import { decodeError, httpError, networkError, timeoutError } from './api-failure';
import { ApiSettings } from './api-settings';
import {
  appendQuery,
  removeForceRefresh,
  requestHeaders,
  resolveApiUrl,
  resolveAssetUrl,
  setForceRefresh,
  wantsForceRefresh,
  type HttpMethod,
  type QueryValue,
} from './request-rules';
import { ResponseCache, type CachedResponse } from './response-cache';

/** One request as a call describes it; the exchange applies the request rules. */
export interface Exchange {
  readonly call: string;
  readonly method: HttpMethod;
  /** 'api/...' (to the API base), 'i18n/...' with base 'asset', or an absolute URL. */
  readonly path: string;
  readonly base?: 'api' | 'asset';
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  /** Cache this GET in memory for 5 minutes per URL. */
  readonly cached?: boolean;
  /** A call to a third party: no custom or tracing headers, no forceRefresh. */
  readonly external?: boolean;
  /** Send the bearer token (organization list). */
  readonly bearer?: boolean;
  /** Statuses besides 2xx that the call reads itself (204 offers, 404 lookups). */
  readonly accept?: readonly number[];
  /** Headers of this request only (the Idempotency-Key of a sent lead). */
  readonly headers?: Readonly<Record<string, string>>;
}

export type Deps = ApiSettings | ResponseCache | HttpClient.HttpClient;

interface Prepared {
  readonly url: string;
  readonly request: HttpClientRequest.HttpClientRequest;
  readonly cacheable: boolean;
}

/** Applies the request rules: URL base, query, forceRefresh, headers, external stripping. */
function prepare(spec: Exchange): Effect.Effect<Prepared, never, ApiSettings> {
  return Effect.map(ApiSettings, (settings) => {
    const external = spec.external === true;
    const base =
      spec.base === 'asset'
        ? resolveAssetUrl(spec.path, settings.assetBase ?? '/')
        : resolveApiUrl(spec.path, settings.apiBase ?? DEFAULT_API_BASE);
    const withQuery = appendQuery(base, spec.query ?? {});
    const forced =
      !external && wantsForceRefresh(spec.method, settings.internalTraffic(), settings.forcedRefresh());
    const url = external ? removeForceRefresh(withQuery) : forced ? setForceRefresh(withQuery) : withQuery;
    const headers = requestHeaders({
      method: spec.method,
      external,
      country: settings.country,
      version: settings.version,
      bearerToken: spec.bearer === true ? settings.bearerToken() : null,
      extra: { ...settings.extraHeaders?.(), ...spec.headers },
    });
    let request = HttpClientRequest.make(spec.method)(url).pipe(HttpClientRequest.setHeaders(headers));
    if (spec.body !== undefined) request = HttpClientRequest.bodyJsonUnsafe(request, spec.body);
    // A forced refresh asks the server for fresh data, so it neither reads nor fills the cache.
    return { url, request, cacheable: spec.cached === true && spec.method === 'GET' && !forced };
  });
}

/** Status and body text of one attempt, failed as 'timeout' past the call's deadline (the request is aborted). */
function attempt(spec: Exchange, request: HttpClientRequest.HttpClientRequest) {
  return Effect.gen(function* () {
    const client = yield* HttpClient.HttpClient;
    const response = yield* client.execute(request).pipe(Effect.mapError(() => networkError(spec.call)));
    const text = yield* response.text.pipe(Effect.mapError(() => networkError(spec.call)));
    return { status: response.status, text };
  }).pipe(
    Effect.timeoutOrElse({
      duration: `${callDeadlineMs(spec.call)} millis`,
      orElse: () => Effect.fail(timeoutError(spec.call)),
    }),
  );
}

function send(spec: Exchange, request: HttpClientRequest.HttpClientRequest) {
  return Effect.gen(function* () {
    const { status, text } = yield* attempt(spec, request);
    const ok = status >= 200 && status < 300;
    if (!ok && !(spec.accept ?? []).includes(status)) {
      return yield* Effect.fail(httpError(spec.call, status, refusalReason(status, text)));
    }
    const body = yield* parseJson(spec.call, status, text);
    return { status, body } satisfies CachedResponse;
  });
}

/** Sends a request by the rules and answers its status and parsed JSON body (undefined when empty). */
export function exchange(spec: Exchange): Effect.Effect<CachedResponse, ApiError, Deps> {
  return Effect.flatMap(prepare(spec), ({ request }) => send(spec, request));
}

/** A 4xx's own words (its JSON body's 'message'), plain and short, to show as the refusal's reason. */
function refusalReason(status: number, text: string): string | undefined {
  if (status < 400 || status >= 500 || status === 408 || status === 429) return undefined;
  try {
    const body: unknown = JSON.parse(text);
    const message =
      typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
    if (typeof message !== 'string') return undefined;
    const plain = message.replace(/\s+/g, ' ').trim();
    return plain === '' ? undefined : plain.slice(0, 200);
  } catch {
    return undefined;
  }
}

function parseJson(call: string, status: number, text: string): Effect.Effect<unknown, ApiError> {
  if (text.trim() === '') return Effect.succeed(undefined);
  return Effect.try({ try: (): unknown => JSON.parse(text), catch: () => decodeError(call, status) });
}

/** Decodes a body with its zod schema; a mismatch is a 'decode' failure carrying the call's name. */
export function decode<T>(
  call: string,
  schema: ZodMiniType<T>,
  body: unknown,
  status?: number,
): Effect.Effect<T, ApiError> {
  const parsed = schema.safeParse(body);
  return parsed.success ? Effect.succeed(parsed.data) : Effect.fail(decodeError(call, status));
}

/** The common case: exchange, decode, and keep flagged GETs whose body decoded in the cache. */
export function fetchJson<T>(spec: Exchange, schema: ZodMiniType<T>): Effect.Effect<T, ApiError, Deps> {
  return Effect.gen(function* () {
    const { url, request, cacheable } = yield* prepare(spec);
    const cache = yield* ResponseCache;
    const hit = cacheable ? yield* cache.get(url) : undefined;
    const response = hit ?? (yield* send(spec, request));
    const value = yield* decode(spec.call, schema, response.body, response.status);
    if (cacheable && !hit && response.status >= 200 && response.status < 300) yield* cache.set(url, response);
    return value;
  });
}

/**
 * Links the API sent are checked at the boundary (core/domain api-link): the unsafe ones are dropped
 * before any view sees them, and each is reported.
 */
export function withSafeLinks<T>(check: (value: T) => Checked<T>) {
  return <E, R>(call: Effect.Effect<T, E, R>): Effect.Effect<T, E, R | ApiSettings> =>
    Effect.flatMap(call, (value) =>
      ApiSettings.useSync((settings) => {
        const checked = check(value);
        for (const link of checked.dropped) {
          settings.report?.({
            kind: 'unsafe-link',
            message: `Dropped an unsafe link from ${link.where}`,
            detail: { where: link.where, reason: link.reason, sample: link.sample },
          });
        }
        return checked.value;
      }),
    );
}
