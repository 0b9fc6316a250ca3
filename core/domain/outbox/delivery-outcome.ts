import type { ApiResult } from '../api/result';

/**
 * How one delivery attempt ended: kept by the destination; refused for good (another attempt would get
 * the same answer, so the item waits for the next visit instead of hammering the server); or failed in
 * a way a later attempt may fix (no network, a timeout, a 5xx, 408, 429, an answer lost or garbled).
 */
export type DeliveryOutcome = 'delivered' | 'refused' | 'failed';

export function deliveryOutcome(result: ApiResult<unknown>): DeliveryOutcome {
  if (result.ok) return 'delivered';
  const { kind, status } = result.error;
  if (kind === 'invalid-request') return 'refused';
  if (kind === 'http' && status !== undefined && status >= 400 && status < 500)
    return status === 408 || status === 429 ? 'failed' : 'refused';
  return 'failed';
}

/** How an attempt ended, with the API's own reason when it refused and gave one (issue 27). */
export type DeliveryAnswer = DeliveryOutcome | { readonly outcome: 'refused'; readonly reason: string };

export function deliveryAnswer(result: ApiResult<unknown>): DeliveryAnswer {
  const outcome = deliveryOutcome(result);
  if (outcome === 'refused' && !result.ok && result.error.reason)
    return { outcome, reason: result.error.reason };
  return outcome;
}

/** The outcome of an answer, with or without its reason. */
export const outcomeOf = (answer: DeliveryAnswer): DeliveryOutcome =>
  typeof answer === 'string' ? answer : answer.outcome;
