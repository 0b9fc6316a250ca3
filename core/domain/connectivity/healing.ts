/**
 * One healing rule for every read (issue 27): a read that failed, whatever the kind (a 500, a dropped
 * connection, a malformed or invalid answer, a deadline), is asked for again by itself, with growing
 * waits, until it succeeds or the cap is reached; and at once when the network comes back. Meanwhile the
 * part says "No pudimos cargar …" with 'Reintentar'. The waits stay under 30 s, so a part heals within
 * 30 s of the server's recovery with no click.
 */

/** The waits before the 1st, 2nd, 3rd… automatic retry; the last repeats. */
export const HEAL_DELAYS_MS: readonly number[] = [2_000, 4_000, 8_000, 15_000, 20_000];
/** Automatic retries after one failure; then only 'Reintentar' or the network's return asks again. */
export const HEAL_MAX_RETRIES = 30;

/** The wait before automatic retry number `retry` (0-based), or null once the cap is reached. */
export function healDelayMs(retry: number): number | null {
  if (!Number.isInteger(retry) || retry < 0 || retry >= HEAL_MAX_RETRIES) return null;
  return HEAL_DELAYS_MS[Math.min(retry, HEAL_DELAYS_MS.length - 1)] ?? null;
}

/** Whether another automatic retry is due after `retries` of them. */
export const mayHeal = (retries: number): boolean => healDelayMs(retries) !== null;

/**
 * Which failed reads heal by themselves: a dropped connection, a deadline, an answer that could not be
 * read, a server error (5xx) or a 'too many'/'timeout' status. A refusal of the request itself (another
 * 4xx, an invalid filter, the robot check) would fail the same way again: it waits for the visitor.
 */
export function isHealable(error: { readonly kind: string; readonly status?: number | undefined }): boolean {
  switch (error.kind) {
    case 'network':
    case 'timeout':
    case 'decode':
      return true;
    case 'http':
      return (
        error.status === undefined || error.status >= 500 || error.status === 408 || error.status === 429
      );
    default:
      return false;
  }
}
