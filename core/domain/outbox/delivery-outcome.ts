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
