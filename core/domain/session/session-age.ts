/** A session 10 hours old or more forces a page reload (§4, §9). */
export const SESSION_MAX_AGE_MS = 10 * 60 * 60 * 1000;

export function isSessionExpired(startedAt: number, now: number): boolean {
  return now - startedAt >= SESSION_MAX_AGE_MS;
}

/** How long until the session expires; 0 when it already has. */
export function sessionTimeLeft(startedAt: number, now: number): number {
  return Math.max(0, startedAt + SESSION_MAX_AGE_MS - now);
}
