import type { CardInput, ChargeRequest, ChargeStatus, TokenResult } from '../../domain/purchase';

/** A provider call's answer: its value, or the provider's code (§8) for the visitor's message. */
export type ProviderResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: string };

/**
 * The payment provider's port. The embedded default is the sample backend's sandbox; a production
 * provider plugs in behind the same three calls. Every call resolves, never rejects; a cancelled call
 * (the flow's timeout) aborts through `signal`.
 */
export interface PaymentProvider {
  /** Card in, token out: the only call that ever sees a card number or security code. */
  tokenize(card: CardInput, signal?: AbortSignal): Promise<ProviderResult<TokenResult>>;
  /** Charges once per idempotency key: the same key answers the same charge, never a second one. */
  charge(key: string, request: ChargeRequest, signal?: AbortSignal): Promise<ProviderResult<ChargeStatus>>;
  /** What became of the charge with that key (checked before any new attempt after a silence). */
  status(key: string, signal?: AbortSignal): Promise<ProviderResult<ChargeStatus>>;
}
