import { callOutcome, type CallOutcome } from '../../domain';
import type { ApiClient, ApiResult } from '../../domain/api';

/** The same client, telling `report` what each finished call teaches about the network. */
export function observedApi(api: ApiClient, report: (outcome: CallOutcome) => void): ApiClient {
  return new Proxy(api, {
    get: (target, call: string | symbol) => {
      const method = Reflect.get(target, call) as unknown;
      if (typeof method !== 'function') return method;
      return (...args: unknown[]) =>
        (method as (...a: unknown[]) => Promise<ApiResult<unknown>>).apply(target, args).then((result) => {
          report(callOutcome(result));
          return result;
        });
    },
  });
}
