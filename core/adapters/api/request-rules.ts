// The shared layer's request rules (§7 "Shared request handling") as pure functions, tested one by one.

/** Headers an external-flagged request must not carry: the site's custom headers and tracing. */
export const EXTERNAL_STRIPPED_HEADERS = [
  'x-country',
  'x-key',
  'x-token',
  'x-qpversion',
  'x-qpcache',
  'x-requested-with',
  'x-uuid',
  'x-jwt-token',
  'x-jwt-refreshtoken',
  'baggage',
  'sentry-trace',
] as const;

const FORCE_REFRESH_PARAM = 'forceRefresh';

/** A flagged GET is cached in memory 5 minutes per URL (§9). */
export const RESPONSE_CACHE_TTL_MS = 5 * 60 * 1000;

export type HttpMethod = 'GET' | 'POST' | 'PUT';

export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** Relative `api/` (or `/api/`) paths go to the API base; anything else is left as it is. */
export function resolveApiUrl(path: string, apiBase: string): string {
  const match = /^\/?api\/(.*)$/.exec(path);
  if (!match) return path;
  const base = apiBase.endsWith('/') ? apiBase : `${apiBase}/`;
  return `${base}${match[1] ?? ''}`;
}

/** Site files (i18n) resolve against the asset base. */
export function resolveAssetUrl(path: string, assetBase: string): string {
  const base = assetBase.endsWith('/') ? assetBase : `${assetBase}/`;
  return `${base}${path.replace(/^\//, '')}`;
}

/** Lists are sent comma-separated (§9 comparator params); empty values are left out. */
export function appendQuery(url: string, query: Readonly<Record<string, QueryValue>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.append(key, value.join(','));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  if (text === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

/** GET adds forceRefresh=1 for internal traffic with forced refresh. */
export function wantsForceRefresh(
  method: HttpMethod,
  internalTraffic: boolean,
  forcedRefresh: boolean,
): boolean {
  return method === 'GET' && internalTraffic && forcedRefresh;
}

export function setForceRefresh(url: string): string {
  const clean = removeForceRefresh(url);
  return `${clean}${clean.includes('?') ? '&' : '?'}${FORCE_REFRESH_PARAM}=1`;
}

/** External requests lose forceRefresh wherever it sits in the query. */
export function removeForceRefresh(url: string): string {
  const [path, query] = splitQuery(url);
  if (query === null) return url;
  const params = new URLSearchParams(query);
  params.delete(FORCE_REFRESH_PARAM);
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}

function splitQuery(url: string): [string, string | null] {
  const at = url.indexOf('?');
  return at < 0 ? [url, null] : [url.slice(0, at), url.slice(at + 1)];
}

export interface HeaderContext {
  readonly method: HttpMethod;
  readonly external: boolean;
  readonly country: string;
  readonly version: string;
  readonly bearerToken: string | null;
  readonly extra: Readonly<Record<string, string>>;
}

/** Non-GET carries X-Country and x-qpversion; a bearer when asked; external strips the listed headers. */
export function requestHeaders(context: HeaderContext): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const [name, value] of Object.entries(context.extra)) headers[name.toLowerCase()] = value;
  if (context.method !== 'GET') {
    headers['x-country'] = context.country;
    headers['x-qpversion'] = context.version;
  }
  if (context.bearerToken !== null) headers['authorization'] = `Bearer ${context.bearerToken}`;
  if (!context.external) return headers;
  const stripped = new Set<string>(EXTERNAL_STRIPPED_HEADERS);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !stripped.has(name)));
}
