import { BLOG_PATH, blogArticlePath, blogPath } from './blog';
import { listingPagePath, siteListings } from './listing';
import { sectionsFor } from '../routing/route-table';
import type { SiteCountryCode } from '../site/country';

/** The pages a search engine should find; the toggles, previews and 404 are left out. */
const SITEMAP_STATIC_PATHS: readonly string[] = [
  '/',
  '/Comparar',
  '/Comparar/Polizas-de-Salud',
  '/Comparar/Medicina-Prepagada',
  '/Comparar/EPS',
  '/Comparar/Empresas',
  '/Comparar/Mascotas',
  '/EPS',
  '/Seguros',
  '/Medicina-Prepagada',
  '/Clinicas-y-Hospitales',
  '/Insurance-List',
  '/Sitemap-Products',
  '/contacto',
  BLOG_PATH,
  '/Partners-y-Alianzas',
  '/Que-es-QueSeguro',
  '/Referidos-QueSeguro',
  '/portal-clientes',
];

/**
 * A site's own public pages: Colombia's list, or the home, each comparator (Chile's health insurance
 * also by product: Dental, Complementario, Catastrofico), its listings of companies, contact, the site's
 * blog and the customer portal.
 */
export function sitemapStaticPaths(country: SiteCountryCode): readonly string[] {
  if (country === 'CO') return SITEMAP_STATIC_PATHS;
  const comparators = sectionsFor(country).map((section) => `/Comparar/${section}`);
  const chileHealth =
    country === 'CL'
      ? ['Dental', 'Complementario', 'Catastrofico'].map((kind) => `/Comparar/Seguros-de-Salud/${kind}`)
      : [];
  const listings = siteListings(country).map((category) => listingPagePath(category, 1));
  return [
    '/',
    ...comparators,
    ...chileHealth,
    ...listings,
    '/contacto',
    blogPath(country),
    '/portal-clientes',
  ];
}

/** Paths never to be crawled: local toggles, previews and the not-found page. */
const ROBOTS_DISALLOWED: readonly string[] = [
  '/internal-traffic',
  '/forced-refresh',
  '/pixels',
  '/preview',
  '/not-found',
  '/Compra-Online',
  '/login',
  '/Vista-Institucion',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml from the routes, the organization and product pages, and the blog's articles. */
export function sitemapXml(
  baseUrl: string,
  paths: readonly string[],
  blogSlugs: readonly string[] = [],
  country: SiteCountryCode = 'CO',
): string {
  const all = [
    ...new Set([
      ...sitemapStaticPaths(country),
      ...paths,
      ...blogSlugs.map((slug) => blogArticlePath(slug, country)),
    ]),
  ];
  const urls = all.map((path) => `  <url><loc>${escapeXml(`${baseUrl}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(baseUrl: string): string {
  const disallow = ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}
