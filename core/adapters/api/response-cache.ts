import * as Clock from 'effect/Clock';
import * as Context from 'effect/Context';
import * as Effect from 'effect/Effect';
import { RESPONSE_CACHE_TTL_MS } from './request-rules';

export interface CachedResponse {
  readonly status: number;
  readonly body: unknown;
}

/** The in-memory cache of flagged GETs, keyed by URL; time comes from effect's Clock so tests use TestClock. */
export class ResponseCache extends Context.Service<
  ResponseCache,
  {
    readonly get: (url: string) => Effect.Effect<CachedResponse | undefined>;
    readonly set: (url: string, response: CachedResponse) => Effect.Effect<void>;
  }
>()('queseguro/api/ResponseCache') {}

export function makeResponseCache(ttlMs: number = RESPONSE_CACHE_TTL_MS): ResponseCache['Service'] {
  const entries = new Map<string, { readonly at: number; readonly response: CachedResponse }>();
  return {
    get: (url) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        const entry = entries.get(url);
        if (!entry) return undefined;
        if (now - entry.at >= ttlMs) {
          entries.delete(url);
          return undefined;
        }
        return entry.response;
      }),
    set: (url, response) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        entries.set(url, { at: now, response });
      }),
  };
}
