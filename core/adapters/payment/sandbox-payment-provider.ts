import type { z } from 'zod/mini';
import { ChargeStatus, PROVIDER_UNREACHABLE, ProviderFailure, TokenResult } from '../../domain/purchase';
import type { PaymentProvider, ProviderResult } from './payment-provider';

/** Network failures and unreadable answers: the provider's own "service unreachable" code (§8 2007). */
const UNREACHABLE = PROVIDER_UNREACHABLE;

async function call<T>(schema: z.ZodMiniType<T>, url: string, init: RequestInit): Promise<ProviderResult<T>> {
  try {
    const response = await fetch(url, init);
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const failure = ProviderFailure.safeParse(body);
      return { ok: false, code: failure.success ? failure.data.code : UNREACHABLE };
    }
    const parsed = schema.safeParse(body);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, code: UNREACHABLE };
  } catch {
    return { ok: false, code: UNREACHABLE };
  }
}

/**
 * The sandbox of the sample backend behind the payment port. It talks to the provider directly (as a
 * real provider's script would), so card data never passes through the site's API client or its logs.
 */
export function sandboxPaymentProvider(apiBase: string): PaymentProvider {
  const base = apiBase.endsWith('/') ? apiBase : `${apiBase}/`;
  const url = (path: string) => new URL(`${base}qppayment/sandbox/${path}`, globalThis.location?.href).href;
  const json = { 'content-type': 'application/json' };
  return {
    tokenize: (card, signal) =>
      call(TokenResult, url('tokens'), {
        method: 'POST',
        headers: json,
        body: JSON.stringify(card),
        ...(signal ? { signal } : {}),
      }),
    charge: (key, request, signal) =>
      call(ChargeStatus, url('charges'), {
        method: 'POST',
        headers: { ...json, 'idempotency-key': key },
        body: JSON.stringify(request),
        ...(signal ? { signal } : {}),
      }),
    status: (key, signal) =>
      call(ChargeStatus, url(`charges/${encodeURIComponent(key)}`), {
        method: 'GET',
        ...(signal ? { signal } : {}),
      }),
  };
}
