import * as Layer from 'effect/Layer';
import { FetchHttpClient } from 'effect/http';
import type { ApiConfig } from './api-config';
import { ApiSettings } from './api-settings';
import type { Deps } from './http-exchange';
import { ResponseCache, makeResponseCache } from './response-cache';

/** The live layer: settings, one in-memory cache per client, and effect's fetch client. */
export function apiLayer(config: ApiConfig): Layer.Layer<Deps> {
  // Late-bound so msw/node (which patches globalThis.fetch when it starts listening) is seen.
  const fetchImpl: typeof globalThis.fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return Layer.mergeAll(
    Layer.succeed(ApiSettings, config),
    Layer.succeed(ResponseCache, makeResponseCache()),
    FetchHttpClient.layer.pipe(Layer.provide(Layer.succeed(FetchHttpClient.Fetch, fetchImpl))),
  );
}
