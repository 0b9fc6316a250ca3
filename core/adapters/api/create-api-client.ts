import * as Cause from 'effect/Cause';
import type * as Effect from 'effect/Effect';
import * as Exit from 'effect/Exit';
import * as ManagedRuntime from 'effect/ManagedRuntime';
import * as Result from 'effect/Result';
import { API_MESSAGES, fail, ok, type ApiClient, type ApiError, type ApiResult } from '../../domain/api';
import type { ApiConfig } from './api-config';
import { apiCalls, type ApiCalls } from './api-calls';
import { apiLayer } from './api-layer';
import { isTransient } from './retry-policy';
import type { Deps } from './http-exchange';

/** A defect (a bug, not a failed call) still ends as a value: nothing the client does reaches React as a throw. */
const defect = (call: string): ApiError => ({ call, kind: 'network', message: API_MESSAGES.generic });

/**
 * The client the site uses: effect inside, plain promises outside. Each method resolves to an
 * ApiResult and never rejects.
 */
export function createApiClient(config: ApiConfig): ApiClient {
  const runtime = ManagedRuntime.make(apiLayer(config));

  // A call that failed after its retries on something the server or the network explains is reported.
  const reported = <A>(result: ApiResult<A>): ApiResult<A> => {
    if (!result.ok && config.report && (isTransient(result.error) || result.error.kind === 'decode')) {
      const { call, kind, status } = result.error;
      config.report({
        kind: 'call-failed',
        message: `${call} failed: ${kind}${status === undefined ? '' : ` ${status}`}`,
        detail: { call, kind, ...(status === undefined ? {} : { status }) },
      });
    }
    return result;
  };

  const run = <A>(call: string, effect: Effect.Effect<A, ApiError, Deps>): Promise<ApiResult<A>> =>
    runtime.runPromiseExit(effect).then(
      (exit): ApiResult<A> => {
        if (Exit.isSuccess(exit)) return ok(exit.value);
        const error = Cause.findError(exit.cause);
        return reported(fail(Result.isSuccess(error) ? error.success : defect(call)));
      },
      () => fail(defect(call)),
    );

  // Generic over the call table; the per-method types come from ApiCalls and the ApiClient contract.
  type AnyCall = (...args: readonly unknown[]) => Effect.Effect<unknown, ApiError, Deps>;
  const method =
    (name: keyof ApiCalls) =>
    (...args: readonly unknown[]) => {
      try {
        return run(name, (apiCalls[name] as unknown as AnyCall)(...args));
      } catch {
        return Promise.resolve(fail(defect(name)));
      }
    };

  const client = {} as Record<keyof ApiCalls, unknown>;
  for (const name of Object.keys(apiCalls) as (keyof ApiCalls)[]) client[name] = method(name);
  return client as unknown as ApiClient;
}
