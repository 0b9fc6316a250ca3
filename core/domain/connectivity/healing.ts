/**
 * One healing rule for every read (issue 27): a read that failed, whatever the kind (a 500, a dropped
 * connection, a malformed or invalid answer, a deadline), is asked for again by itself, with growing
 * waits, until it succeeds or the cap is reached; and at once when the network comes back. Meanwhile the
 * part says "No pudimos cargar …" with 'Reintentar'. The waits stay under 30 s, so a part heals within
 * 30 s of the server's recovery with no click.
 */

/** The waits before the 1st, 2nd, 3rd… automatic retry; the last repeats. */
const HEAL_DELAYS_MS: readonly number[] = [2_000, 4_000, 8_000, 15_000, 20_000];
/** Automatic retries after one failure; then only 'Reintentar' or the network's return asks again. */
const HEAL_MAX_RETRIES = 30;

/** The wait before automatic retry number `retry` (0-based), or null once the cap is reached. */
export function healDelayMs(retry: number): number | null {
  if (!Number.isInteger(retry) || retry < 0 || retry >= HEAL_MAX_RETRIES) return null;
  return HEAL_DELAYS_MS[Math.min(retry, HEAL_DELAYS_MS.length - 1)] ?? null;
}

/** Whether another automatic retry is due after `retries` of them. */
export const mayHeal = (retries: number): boolean => healDelayMs(retries) !== null;

/**
 * What moves the healing count (issue 27):
 * - 'succeeded': an answer came: the count starts afresh;
 * - 'visitor': the visitor's own Reintentar starts it afresh too (a person asked);
 * - 'automatic': a retry the rule made by itself counts one;
 * - 'network-back': the network came back (the browser's 'online', or a call that got through after the
 *   site believed it offline): the part asks at once, and that ask counts like an automatic one. It never
 *   starts the count afresh: under a network that keeps coming back while one endpoint keeps dropping,
 *   the part still stops asking by itself at the cap. Only an answer or the visitor starts it again.
 */
export type HealCause = 'succeeded' | 'visitor' | 'automatic' | 'network-back';

/** The healing count after `cause`, from `retries`. */
export function healCountAfter(retries: number, cause: HealCause): number {
  return cause === 'succeeded' || cause === 'visitor' ? 0 : retries + 1;
}

/**
 * Whether a failed part asks at once when the network comes back. Under the cap, always. Past it, only on
 * the browser's own word (its 'online' event, which a person's network change fires, not a loop of
 * calls): that earns one ask, which counts, so a part past its cap that fails again waits for the visitor.
 */
export function asksOnNetworkBack(retries: number, fromBrowser: boolean): boolean {
  return fromBrowser || mayHeal(retries);
}

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
