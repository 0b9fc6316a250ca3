import { compile, match, type MatchFunction, type ParamData } from 'path-to-regexp';
import type { SiteCountryCode } from '../site/country';
import { NOT_FOUND_PATH, routesFor, type PageName, type Route, type RouteData } from './route-table';
import { canonicalPath, translatePath } from './route-segments';

export type RouteParams = Readonly<Record<string, string>>;

export interface AppLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export type RouteResolution =
  | {
      readonly kind: 'page';
      readonly page: PageName;
      readonly params: RouteParams;
      readonly data: RouteData;
      readonly location: AppLocation;
      /** A non-default language prefixes the path (/en/..., /pt/...). */
      readonly lang: 'es' | 'en' | 'pt';
    }
  | { readonly kind: 'redirect'; readonly to: string };

const LANGUAGE_PREFIXES = ['en', 'pt'] as const;

type CompiledRoutes = ReadonlyArray<{ route: Route; test: MatchFunction<ParamData> }>;
/** Each site's table compiled once, on first use. */
const COMPILED = new Map<SiteCountryCode, CompiledRoutes>();
function compiledFor(country: SiteCountryCode): CompiledRoutes {
  const known = COMPILED.get(country);
  if (known) return known;
  const made = routesFor(country).map((route) => ({
    route,
    test: match(route.pattern, { decode: safeDecode }),
  }));
  COMPILED.set(country, made);
  return made;
}

/** Split an address (path, query and fragment, no origin) into its parts, the way the browser does. */
export function parseLocation(address: string): AppLocation {
  const url = new URL(address, 'http://site.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function formatLocation(location: AppLocation): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * Resolve an address against the route table: a page with its parameters, or a redirect (the query and
 * fragment are kept). Unknown paths redirect to /not-found.
 */
export function resolveRoute(address: string, country: SiteCountryCode = 'CO'): RouteResolution {
  const location = parseLocation(address);
  const { lang, path } = splitLanguage(location.pathname);
  // Translated segments (/en/contact) resolve as their Spanish route (/contacto).
  const trimmed = canonicalPath(lang, path.length > 1 ? path.replace(/\/+$/, '') : path);
  for (const { route, test } of compiledFor(country)) {
    const found = test(trimmed);
    if (!found) continue;
    const params = flattenParams(found.params);
    if (route.kind === 'redirect') {
      const target = withLanguage(lang, compile(route.to, { encode: encodeURIComponent })(found.params));
      return { kind: 'redirect', to: `${target}${location.search}${location.hash}` };
    }
    return { kind: 'page', page: route.page, params, data: route.data ?? {}, location, lang };
  }
  return { kind: 'redirect', to: withLanguage(lang, NOT_FOUND_PATH) };
}

/** Follow redirects (bounded, so a table mistake can never loop) to the page that finally shows. */
export function resolveFinal(
  address: string,
  maxRedirects = 5,
  country: SiteCountryCode = 'CO',
): { resolution: RouteResolution; address: string } {
  let current = address;
  for (let hop = 0; hop <= maxRedirects; hop += 1) {
    const resolution = resolveRoute(current, country);
    if (resolution.kind === 'page') return { resolution, address: current };
    current = resolution.to;
  }
  const resolution = resolveRoute(NOT_FOUND_PATH, country);
  return { resolution, address: NOT_FOUND_PATH };
}

/**
 * The same page in another language (issue 30: a language is a view of the page): the /{lang} prefix
 * and translated segments swapped, the query (filters, profile, session) and fragment kept.
 */
export function addressInLanguage(address: string, lang: 'es' | 'en' | 'pt'): string {
  const location = parseLocation(address);
  const split = splitLanguage(location.pathname);
  const canonical = canonicalPath(split.lang, split.path);
  return `${withLanguage(lang, canonical)}${location.search}${location.hash}`;
}

function splitLanguage(pathname: string): { lang: 'es' | 'en' | 'pt'; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const lang = LANGUAGE_PREFIXES.find((code) => code === first.toLowerCase());
  if (!lang) return { lang: 'es', path: pathname };
  return { lang, path: `/${rest.join('/')}` };
}

function withLanguage(lang: 'es' | 'en' | 'pt', path: string): string {
  if (lang === 'es') return path;
  return path === '/' ? `/${lang}` : `/${lang}${translatePath(lang, path)}`;
}

function flattenParams(params: ParamData): RouteParams {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') flat[key] = value;
    else if (Array.isArray(value)) flat[key] = value.join('/');
  }
  return flat;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
