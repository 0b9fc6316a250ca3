import { siteCountryFor, type SiteCountryCode } from '../../domain/site/country';

/** The empty shell scripts/prerender.mjs keeps for addresses that have no page of their own. */
export const SHELL_FILE = '__shell.html';

/**
 * Where each site's prerendered pages, sitemap.xml and robots.txt go under dist/: Colombia at the root,
 * the others under sites/{cl,pe,int}/ (the assets and the shell are shared). A build forced to one site
 * (VITE_COUNTRY) puts that site at the root.
 */
const SITES_DIR = 'sites';

export function siteDirectory(country: SiteCountryCode, forced?: string | null): string {
  if (forced || country === 'CO') return '';
  return `${SITES_DIR}/${country.toLowerCase()}`;
}

/** The site a request's host asks for (cl., pe., int. or Colombia), VITE_COUNTRY forcing one. */
export function siteOfHost(host: string | undefined, forced?: string | null): SiteCountryCode {
  const hostname = (host ?? '').replace(/:\d+$/, '');
  return siteCountryFor(hostname, forced).code;
}
