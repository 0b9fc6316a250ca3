/**
 * How a card asks again by itself when a call gets through after a failure (docs/decisions.md): at once
 * the first time, then 2 s, 4 s and 8 s later, and not after the fifth retry in a row that failed, so an
 * endpoint that keeps dropping is not asked every few seconds forever. The visitor's Reintentar starts the
 * count afresh; the browser's own word that it is online again asks once, counted (core/domain healing).
 */
export const CARD_AUTO_RETRY_CAP = 5;
const CARD_AUTO_RETRY_BASE_MS = 2_000;

/** How long to wait before the next automatic retry, or null when the card waits for the visitor. */
export function cardAutoRetryDelay(failedInARow: number): number | null {
  if (failedInARow >= CARD_AUTO_RETRY_CAP) return null;
  return failedInARow === 0 ? 0 : CARD_AUTO_RETRY_BASE_MS * 2 ** (failedInARow - 1);
}
