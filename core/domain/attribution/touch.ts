import { z } from 'zod/mini';
import { LEAD_ATTRIBUTION_MAX_ENTRIES } from '../shared/constants/limits';

/** Query parameters that name where a visit came from (campaigns and ad clicks). */
export const TOUCH_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'msclkid',
] as const;

/**
 * One arrival on the site (a touch): when, on which page, from which other site and with which
 * campaign parameters. Never the rest of the query: perfil carries health data.
 */
export const Touch = z.object({
  at: z.number().check(z.int(), z.nonnegative()),
  landing: z.string().check(z.maxLength(500)),
  /** The other site the visitor came from (its origin); empty for a direct visit or one from this site. */
  referrer: z.string().check(z.maxLength(200)),
  params: z.partialRecord(z.enum(TOUCH_PARAMS), z.string().check(z.maxLength(200))),
});
export type Touch = z.infer<typeof Touch>;

export interface Arrival {
  /** Path, query and fragment of the page the visit started on. */
  readonly address: string;
  /** document.referrer: the whole address of the page that linked here, or empty. */
  readonly referrer: string;
  /** This site's origin, to tell another site's link from our own. */
  readonly siteOrigin: string;
  readonly at: number;
}

/** The touch a page load makes. */
export function arrivalTouch(arrival: Arrival): Touch {
  const url = new URL(arrival.address, arrival.siteOrigin);
  const params: Partial<Record<(typeof TOUCH_PARAMS)[number], string>> = {};
  for (const name of TOUCH_PARAMS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) params[name] = value.slice(0, 200);
  }
  return {
    at: arrival.at,
    landing: url.pathname.slice(0, 500),
    referrer: externalOrigin(arrival.referrer, arrival.siteOrigin),
    params,
  };
}

function externalOrigin(referrer: string, siteOrigin: string): string {
  if (!URL.canParse(referrer)) return '';
  const origin = new URL(referrer).origin;
  return origin === new URL(siteOrigin).origin || origin === 'null' ? '' : origin.slice(0, 200);
}

/** Where a touch came from: two touches from the same source are one for attribution. */
export function touchSource(touch: Touch): string {
  return JSON.stringify([touch.referrer, ...TOUCH_PARAMS.map((name) => touch.params[name] ?? '')]);
}

/** The list kept: the first touch always, then the latest ones, at most 100 in all (§9). */
export function keepTouches(touches: readonly Touch[]): Touch[] {
  if (touches.length <= LEAD_ATTRIBUTION_MAX_ENTRIES) return [...touches];
  const [first, ...rest] = touches;
  return first ? [first, ...rest.slice(-(LEAD_ATTRIBUTION_MAX_ENTRIES - 1))] : [];
}
