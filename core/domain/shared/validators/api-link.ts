/**
 * A link the API sends (a menu item's url, a contact's link, a plan document's url) becomes an <a href>
 * only if it is one of: an http(s) address, mailto:, tel:, a WhatsApp link (wa.me is https; the app's
 * whatsapp: scheme) or a path of this site ('/...'). Anything else (javascript:, data:, vbscript:,
 * blob:, file:, a protocol-relative '//host', '/\host', relative paths, control characters that
 * browsers silently remove) is dropped at the boundary and reported (issue 27).
 */
export type ApiLinkCheck =
  { readonly ok: true; readonly href: string } | { readonly ok: false; readonly reason: ApiLinkRejection };

type ApiLinkRejection = 'empty' | 'control-character' | 'scheme' | 'malformed';

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:', 'whatsapp:']);

// C0 controls, DEL, and the whitespace/invisible characters a browser drops or that hide a scheme.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060-\u2064\ufeff]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export function checkApiLink(raw: string): ApiLinkCheck {
  const value = raw.trim();
  if (value === '') return { ok: false, reason: 'empty' };
  if (CONTROL.test(value) || /[^\S ]/.test(value)) {
    return { ok: false, reason: 'control-character' };
  }
  // A site path: one slash, never '//' or a backslash (browsers read '/\host' as '//host').
  if (value.startsWith('/')) {
    if (value.startsWith('//') || value.includes('\\')) return { ok: false, reason: 'malformed' };
    return { ok: true, href: value };
  }
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return { ok: false, reason: 'scheme' };
  if (!ALLOWED_SCHEMES.has(`${scheme}:`)) return { ok: false, reason: 'scheme' };
  if (value.includes('\\') || !URL.canParse(value)) return { ok: false, reason: 'malformed' };
  const parsed = new URL(value);
  if (!ALLOWED_SCHEMES.has(parsed.protocol)) return { ok: false, reason: 'scheme' };
  if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname === '') {
    return { ok: false, reason: 'malformed' };
  }
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') {
    if (!value.slice(scheme.length + 1).startsWith('//')) return { ok: false, reason: 'malformed' };
    return { ok: true, href: parsed.href };
  }
  return { ok: true, href: value };
}

/** The safe href, or null when the link must be dropped. */
export function safeApiLink(raw: string | undefined | null): string | null {
  if (raw === undefined || raw === null) return null;
  const checked = checkApiLink(raw);
  return checked.ok ? checked.href : null;
}

/** One link dropped at the boundary: where it came from and why (never the whole value: it may be long). */
export interface DroppedLink {
  readonly where: string;
  readonly reason: ApiLinkRejection;
  /** The scheme or first characters, for the report. */
  readonly sample: string;
}

function dropped(where: string, raw: string, reason: ApiLinkRejection): DroppedLink {
  return { where, reason, sample: raw.trim().slice(0, 24) };
}

export interface Checked<T> {
  readonly value: T;
  readonly dropped: readonly DroppedLink[];
}

interface WithUrl {
  readonly url: string;
}
interface WithOptionalLink {
  readonly link?: string | undefined;
}

/** Items whose required url is unsafe are left out (a menu item, a category, a plan document). */
export function keepSafeUrls<T extends WithUrl>(items: readonly T[], where: string): Checked<T[]> {
  const out: T[] = [];
  const lost: DroppedLink[] = [];
  for (const item of items) {
    const checked = checkApiLink(item.url);
    if (checked.ok) out.push(checked.href === item.url ? item : { ...item, url: checked.href });
    else lost.push(dropped(where, item.url, checked.reason));
  }
  return { value: out, dropped: lost };
}

/** Items keep their text; an unsafe optional link is removed from them (contact entries, landing items). */
export function dropUnsafeLinks<T extends WithOptionalLink>(
  items: readonly T[],
  where: string,
): Checked<T[]> {
  const lost: DroppedLink[] = [];
  const value = items.map((item) => {
    if (item.link === undefined) return item;
    const checked = checkApiLink(item.link);
    if (checked.ok) return checked.href === item.link ? item : { ...item, link: checked.href };
    lost.push(dropped(where, item.link, checked.reason));
    const { link: _unsafe, ...rest } = item;
    return rest as T;
  });
  return { value, dropped: lost };
}
