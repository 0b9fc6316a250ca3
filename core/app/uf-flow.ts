import type { ApiClient } from '../domain/api';
import { UF_DEFAULT_VALUE } from '../domain/shared/money/uf';
import type { SiteCountry } from '../domain/site/country';

/**
 * The day's UF value (§7 GET /api/globales/uf; §9 default 39214.8), which turns a UF price into its
 * pesos. Asked once, when the first UF price is shown (a view subscribes); the default stands until the
 * answer arrives, and for good when the call fails (its retries are the API client's). Only Chile's
 * site asks: the other sites have no UF prices.
 */
export interface UfValueSource {
  value(): number;
  subscribe(listener: () => void): () => void;
}

export function ufValueSource(api: Pick<ApiClient, 'uf'>, country: Pick<SiteCountry, 'code'>): UfValueSource {
  let value = UF_DEFAULT_VALUE;
  let asked = false;
  const listeners = new Set<() => void>();
  const ask = () => {
    if (asked || country.code !== 'CL') return;
    asked = true;
    void api
      .uf()
      .then((result) => {
        if (!result.ok || result.value.value === value) return;
        value = result.value.value;
        for (const listener of listeners) listener();
      })
      .catch(() => {});
  };
  return {
    value: () => value,
    subscribe: (listener) => {
      listeners.add(listener);
      ask();
      return () => listeners.delete(listener);
    },
  };
}
