/** A price's data older than this many days says so on its card (information must be "vigente"). */
const PRICE_STALE_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PriceFreshness {
  /** The update date, YYYY-MM-DD. */
  readonly date: string;
  readonly stale: boolean;
  readonly days: number;
}

/** How fresh a price's data is at `now` (epoch ms); null when its update date is unknown or unreadable. */
export function priceFreshness(updatedAt: string | null | undefined, now: number): PriceFreshness | null {
  if (!updatedAt || !/^\d{4}-\d{2}-\d{2}$/.test(updatedAt)) return null;
  const time = Date.parse(`${updatedAt}T00:00:00Z`);
  if (!Number.isFinite(time)) return null;
  const days = Math.max(0, Math.floor((now - time) / DAY_MS));
  return { date: updatedAt, stale: days > PRICE_STALE_AFTER_DAYS, days };
}
