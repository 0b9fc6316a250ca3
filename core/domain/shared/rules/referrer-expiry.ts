/** Referrer lifetime (§4, §9): 30 days. */
const REFERRER_LIFETIME_DAYS = 30;
export const REFERRER_LIFETIME_MS = REFERRER_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

export interface StoredReferrer {
  /** When the referrer was stored: epoch milliseconds or an ISO timestamp. */
  readonly initialDate: number | string;
  readonly ejecutivo?: unknown;
}

/**
 * A referrer expires, and is removed, after more than 30 days when it has no executive (§4). An
 * unreadable initialDate counts as expired, so a broken record does not stick forever.
 */
export function isReferrerExpired(referrer: StoredReferrer, now: number): boolean {
  if (referrer.ejecutivo != null && referrer.ejecutivo !== '') return false;
  const start =
    typeof referrer.initialDate === 'number' ? referrer.initialDate : Date.parse(referrer.initialDate);
  if (!Number.isFinite(start)) return true;
  return now - start > REFERRER_LIFETIME_MS;
}
