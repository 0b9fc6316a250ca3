import * as Effect from 'effect/Effect';
import * as Layer from 'effect/Layer';
import { TestClock } from 'effect/testing';
import type { ApiConfig } from '../../../core/adapters/api';
import { apiLayer } from '../../../core/adapters/api';
import type { Deps } from '../../../core/adapters/api/http-exchange';

/** msw/node in the node environment needs absolute URLs (toolchain.md). */
export const ORIGIN = 'http://api.test';
export const API_BASE = `${ORIGIN}/api/`;

export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    apiBase: API_BASE,
    assetBase: `${ORIGIN}/`,
    country: 'CO',
    version: 'abc1234',
    internalTraffic: () => false,
    forcedRefresh: () => false,
    bearerToken: () => null,
    ...overrides,
  };
}

/** Runs an effect against msw/node with the client's live layer and effect's TestClock. */
export function runOnTestClock<A, E>(config: ApiConfig, program: Effect.Effect<A, E, Deps>): Promise<A> {
  return Effect.runPromise(program.pipe(Effect.provide(Layer.merge(apiLayer(config), TestClock.layer()))));
}

/** Lets pending I/O and microtasks run: one turn of the event loop, no timer involved. */
export const flush: Effect.Effect<void> = Effect.promise(
  () => new Promise<void>((resolve) => setImmediate(resolve)),
);

/** Turns the event loop until `done()` holds (bounded, so a broken rule fails instead of hanging). */
export const turnUntil = (done: () => boolean): Effect.Effect<void> =>
  Effect.gen(function* () {
    for (let turn = 0; turn < 2000 && !done(); turn += 1) yield* flush;
    if (!done()) return yield* Effect.die(new Error('condition never held'));
    // A few more turns so the fiber reaches its next sleep on the TestClock.
    for (let turn = 0; turn < 20; turn += 1) yield* flush;
  });

/** Counts the requests a handler receives and keeps them for inspection. */
export function recorder() {
  const requests: Request[] = [];
  return {
    requests,
    get count() {
      return requests.length;
    },
    record(request: Request) {
      requests.push(request.clone());
    },
  };
}
