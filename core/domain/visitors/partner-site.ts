import type { CompareParams } from '../api/compare';
import type { SubdomainConfig } from '../api/subdomain';
import type { Menu } from '../api/menu';
import { DEFAULT_COMPARE_PATH } from '../routing/route-table';
import { COUNTRY_HOST_LABELS } from '../site/country';
import { checkHexColor } from '../shared/validators/hex-color';
import { isValidEmail } from '../shared/validators/email';

/** Hosts whose first label is never a partner: the web's own, and the labels that pick a country's site. */
const NOT_PARTNERS = new Set(['www', 'api', 'cdn', 'static', ...COUNTRY_HOST_LABELS]);

/**
 * The partner subdomain a host names: `bienestar.queseguro.co` in production and `bienestar.localhost`
 * in development (browsers resolve *.localhost to this machine, so no DNS is needed). IP addresses,
 * bare hosts and `www` name none.
 */
export function partnerSubdomainOf(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (/^[\d.]+$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  const isLocal = labels.at(-1) === 'localhost';
  if (labels.length < (isLocal ? 2 : 3)) return null;
  const first = labels[0] ?? '';
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(first) || NOT_PARTNERS.has(first)) return null;
  return first;
}

/** Listed paths match exactly (a trailing slash aside): the list names each page a partner allows. */
const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const withinPath = (path: string, allowed: string) => trim(path) === trim(allowed);

/**
 * Where a partner site sends a path (§4): the root goes to the default path or /Comparar; a path
 * outside the allowed list goes to the default path. null: stay.
 */
export function partnerRedirect(pathname: string, config: SubdomainConfig): string | null {
  const fallback = config.redirects.defaultPath || DEFAULT_COMPARE_PATH;
  if (pathname === '/' || pathname === '') return fallback;
  const allowed = config.redirects.allowedPaths;
  if (allowed.length === 0) return null;
  if (allowed.some((path) => withinPath(pathname, path))) return null;
  return pathname === fallback ? null : fallback;
}

/** The footer shows only when the layout enables it and on the listed routes (§4). */
export function partnerFooterShown(pathname: string, config: SubdomainConfig): boolean {
  return (
    config.subdomainLayout.footerEnabled &&
    config.footerEnabledRoutes.some((route) => withinPath(pathname, route))
  );
}

export interface PartnerColors {
  readonly color: string;
  readonly endGradient: string;
}

/** Banner colours when both are valid hex colours (§5); otherwise null, and the site's own stand. */
export function partnerBannerColors(config: SubdomainConfig): PartnerColors | null {
  const banner = config.subdomainBanner;
  if (!banner) return null;
  const color = checkHexColor(banner.color);
  if (!color.ok) return null;
  const end = checkHexColor(banner.endGradient);
  return { color: color.value, endGradient: end.ok ? end.value : color.value };
}

/** The partner's name as the site shows it: its SEO title before any ' | ', or the subdomain. */
export function partnerName(config: SubdomainConfig): string {
  const title = config.SEOMetadata?.title?.split('|')[0]?.trim();
  return title && title.length > 0 ? title.slice(0, 80) : config.subdomain;
}

/**
 * Allowed organizations restrict results and counts (§3): the chosen organizations that are allowed,
 * or every allowed one when none (or none allowed) is chosen.
 */
export function restrictToPartner(params: CompareParams, config: SubdomainConfig | null): CompareParams {
  if (config === null || config.allowedOrganizations.length === 0) return params;
  const allowed = config.allowedOrganizations;
  const chosen = (params.organizations ?? []).filter((id) => allowed.includes(id));
  return {
    ...params,
    organizations: chosen.length > 0 ? chosen : [...allowed],
    ...(config.disableShowcase ? { displayShowcase: false } : {}),
  };
}

/** The page head a partner asks for (§3 SEOMetadata). */
export interface PartnerHead {
  readonly title: string | null;
  readonly description: string | null;
  /** The image shared on social networks (imageRRSS), an http(s) address only. */
  readonly image: string | null;
  /** The partner's added tags, as keywords. */
  readonly keywords: string | null;
  readonly twitterSite: string | null;
  readonly author: string | null;
}

const present = (text: string | undefined, max: number): string | null => {
  const value = text?.trim();
  return value ? value.slice(0, max) : null;
};

function partnerHead(config: SubdomainConfig): PartnerHead {
  const seo = config.SEOMetadata;
  const image = present(seo?.imageRRSS, 500);
  const tags = (seo?.addedTags ?? []).map((tag) => tag.trim()).filter((tag) => tag !== '');
  return {
    title: present(seo?.title, 120),
    description: present(seo?.description, 300),
    image: image && /^https?:\/\//.test(image) ? image : null,
    keywords: tags.length > 0 ? tags.join(', ').slice(0, 300) : null,
    twitterSite: present(seo?.twitterSite, 60),
    author: present(seo?.author, 120),
  };
}

/**
 * A page's head on a partner subdomain: the partner's SEO title and description replace the site's on
 * every page (its image, tags, twitter site and author are added); elsewhere the page's own head.
 */
export function headOnPartner(
  page: { readonly title: string; readonly description: string },
  config: SubdomainConfig | null,
): { readonly title: string; readonly description: string; readonly extra: PartnerHead | null } {
  if (!config) return { ...page, extra: null };
  const head = partnerHead(config);
  return { title: head.title ?? page.title, description: head.description ?? page.description, extra: head };
}

/** The e-mail every panel gives for help: the partner's own (§3 SEOMetadata.email) when valid, else the site's. */
export function contactEmailFor(config: SubdomainConfig | null, siteEmail: string): string {
  const email = config?.SEOMetadata?.email?.trim();
  return email && email.length <= 120 && isValidEmail(email) ? email : siteEmail;
}

/**
 * Whether a link of the site leads somewhere on a partner subdomain: a path inside its allowed paths
 * (or its root, which goes to its default path); other sites' addresses are not the partner's to limit.
 * Without a partner every link does.
 */
export function partnerAllows(to: string, config: SubdomainConfig | null): boolean {
  if (config === null || /^[a-z][a-z0-9+.-]*:/i.test(to)) return true;
  const pathname = to.split(/[?#]/)[0] ?? '';
  return pathname === '/' || partnerRedirect(pathname, config) === null;
}

/**
 * The header menu on a partner subdomain: only what its allowed paths let through (§4), so no entry
 * bounces back. An item keeps its allowed categories and goes when it has none left and its own
 * address is outside too.
 */
export function partnerMenu(menu: Menu, config: SubdomainConfig | null): Menu {
  if (config === null) return menu;
  return menu.flatMap((item) => {
    if (item.categories === undefined || item.categories.length === 0)
      return partnerAllows(item.url, config) ? [item] : [];
    const categories = item.categories.filter((category) => partnerAllows(category.url, config));
    if (categories.length > 0) return [{ ...item, categories }];
    return partnerAllows(item.url, config) ? [{ ...item, categories: [] }] : [];
  });
}

/** What a plan card shows on a partner's layout (§2: some layouts hide the request button and the score). */
export interface PartnerCardParts {
  readonly requestButton: boolean;
  readonly score: boolean;
}

export function partnerCardParts(config: SubdomainConfig | null): PartnerCardParts {
  const layout = config?.subdomainLayout;
  return { requestButton: layout?.hideRequestButton !== true, score: layout?.hideScore !== true };
}
