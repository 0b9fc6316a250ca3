/**
 * The public site's routes (§2). Patterns use path-to-regexp syntax; order matters: the first match wins,
 * so redirects that share a prefix with a page come before it.
 */
export type PageName =
  | 'home'
  | 'compare'
  | 'plan-detail'
  | 'collective-detail'
  | 'insurance-list'
  | 'contact'
  | 'online-purchase'
  | 'blog'
  | 'sitemap-products'
  | 'paid-media-landing'
  | 'partners'
  | 'preview'
  | 'referrals'
  | 'landing-listing'
  | 'organization-landing'
  | 'customer-portal'
  | 'about'
  | 'flag-toggle'
  | 'short-link'
  | 'login'
  | 'institution-view'
  | 'not-found';

export interface RouteData {
  /** Product type the route compares or shows (§2 route data). */
  readonly productType?: string;
  readonly insuranceType?: string | readonly string[];
  /** Where resolution falls back when nothing matches the parameters. */
  readonly redirectTo?: string;
  /** Extra fixed data (the comparison section, the flag a toggle page sets...). */
  readonly [key: string]: unknown;
}

export interface PageRoute {
  readonly kind: 'page';
  readonly pattern: string;
  readonly page: PageName;
  readonly data?: RouteData;
}

export interface RedirectRoute {
  readonly kind: 'redirect';
  readonly pattern: string;
  /** Target with :param placeholders filled from the match; `{/:tab}` keeps a trailing tab segment. */
  readonly to: string;
}

export type Route = PageRoute | RedirectRoute;

const page = (pattern: string, pageName: PageName, data?: RouteData): PageRoute => ({
  kind: 'page',
  pattern,
  page: pageName,
  ...(data ? { data } : {}),
});
const redirect = (pattern: string, to: string): RedirectRoute => ({ kind: 'redirect', pattern, to });

/** The comparison sections of /Comparar/{section} and the product type each compares. */
export const COMPARE_SECTIONS = {
  EPS: { productType: 'colectivo', title: 'Planes complementarios EPS' },
  'Polizas-de-Salud': { productType: '', title: 'Pólizas de Salud' },
  'Medicina-Prepagada': { productType: 'Medicina Prepagada', title: 'Medicina Prepagada' },
  Empresas: { productType: 'SEGURO COLECTIVO', title: 'Seguros para Empresas' },
  Mascotas: { productType: 'PET_INSURANCE_CO', title: 'Seguros para Mascotas' },
} as const;
export type CompareSection = keyof typeof COMPARE_SECTIONS;

export const DEFAULT_COMPARE_PATH = '/Comparar';
export const NOT_FOUND_PATH = '/not-found';

export const ROUTES: readonly Route[] = [
  page('/', 'home'),
  // Comparison
  page('/Comparar', 'compare'),
  page('/Comparar/:section', 'compare'),
  page('/Comparar/:section/:product', 'compare'),
  redirect('/Seguros-de-Salud', '/Comparar/Polizas-de-Salud'),
  // Plan detail: the /Planes/ shape redirects to the same path without Planes, keeping a tab segment.
  redirect('/EPS/:urlOrganization/Planes/:insuranceUrl{/:tab}', '/EPS/:urlOrganization/:insuranceUrl{/:tab}'),
  redirect(
    '/Medicina-Prepagada/:urlOrganization/Planes/:insuranceUrl{/:tab}',
    '/Medicina-Prepagada/:urlOrganization/:insuranceUrl{/:tab}',
  ),
  redirect('/Medicina-Prepagada/Medicina-Prepagada-mas-Economica', '/QS-Blog'),
  redirect(
    '/EPS/:urlOrganization/:insuranceUrl/home',
    '/EPS/:urlOrganization/:insuranceUrl/Preguntas-Frecuentes',
  ),
  redirect(
    '/Seguros/:urlOrganization/:insuranceUrl/home',
    '/Seguros/:urlOrganization/:insuranceUrl/Preguntas-Frecuentes',
  ),
  redirect(
    '/Medicina-Prepagada/:urlOrganization/:insuranceUrl/home',
    '/Medicina-Prepagada/:urlOrganization/:insuranceUrl/Preguntas-Frecuentes',
  ),
  page('/EPS/:urlOrganization/:insuranceUrl{/:tab}', 'plan-detail', {
    section: 'EPS',
    productType: 'colectivo',
    redirectTo: '/Comparar/EPS',
  }),
  page('/Seguros/:urlOrganization/:insuranceUrl{/:tab}', 'plan-detail', {
    section: 'Seguros',
    productType: '',
    redirectTo: '/Comparar/Polizas-de-Salud',
  }),
  page('/Medicina-Prepagada/:urlOrganization/:insuranceUrl{/:tab}', 'plan-detail', {
    section: 'Medicina-Prepagada',
    productType: 'Medicina Prepagada',
    redirectTo: '/Comparar/Medicina-Prepagada',
  }),
  page('/Empresa/:productType/:urlOrganization/Planes/:insuranceUrl{/:tab}', 'collective-detail', {
    redirectTo: '/Comparar/Empresas',
  }),
  // Landing listings (query parameter pagina) and the organization pages under them.
  page('/Seguros', 'landing-listing', { category: 'Seguros', productType: '' }),
  page('/EPS', 'landing-listing', { category: 'EPS', productType: 'colectivo' }),
  page('/Medicina-Prepagada', 'landing-listing', {
    category: 'Medicina-Prepagada',
    productType: 'Medicina Prepagada',
  }),
  page('/Clinicas-y-Hospitales', 'landing-listing', { category: 'Clinicas-y-Hospitales' }),
  page('/Seguros/:url', 'organization-landing', { category: 'Seguros', productType: '' }),
  page('/EPS/:url', 'organization-landing', { category: 'EPS', productType: 'colectivo' }),
  page('/Medicina-Prepagada/:url', 'organization-landing', {
    category: 'Medicina-Prepagada',
    productType: 'Medicina Prepagada',
  }),
  page('/SCTR/:url', 'organization-landing', { category: 'SCTR', productType: 'SCTR' }),
  page('/Seguros-Empresa/:url', 'organization-landing', {
    category: 'Seguros-Empresa',
    productType: 'SEGURO COLECTIVO',
  }),
  page('/Clinicas-y-Hospitales/:url', 'organization-landing', { category: 'Clinicas-y-Hospitales' }),
  // Other pages
  page('/Insurance-List', 'insurance-list'),
  page('/contacto', 'contact'),
  // Profile generation: the comparison reads perfil from the kept query and applies it.
  redirect('/v1', '/Comparar'),
  // Without a plan there is nothing to buy: the health policies' comparator, whose plans sell online.
  redirect('/Compra-Online', '/Comparar/Polizas-de-Salud'),
  page('/Compra-Online{/:productCode}{/:step}', 'online-purchase'),
  page('/QS-Blog{/*rest}', 'blog'),
  redirect('/QS-University{/*rest}', '/QS-Blog'),
  page('/Sitemap-Products', 'sitemap-products'),
  page('/Registro', 'paid-media-landing'),
  page('/Partners-y-Alianzas', 'partners'),
  page('/preview', 'preview'),
  page('/Referidos-QueSeguro', 'referrals'),
  page('/portal-clientes', 'customer-portal'),
  page('/Que-es-QueSeguro', 'about'),
  redirect('/quehacemos', '/Que-es-QueSeguro'),
  redirect('/Seguro', '/Seguros'),
  page('/internal-traffic', 'flag-toggle', { flag: 'internal-traffic' }),
  page('/forced-refresh', 'flag-toggle', { flag: 'forced-refresh' }),
  page('/pixels', 'flag-toggle', { flag: 'pixels' }),
  page('/url/:code', 'short-link'),
  page('/login', 'login'),
  page('/Vista-Institucion', 'institution-view'),
  page('/not-found', 'not-found'),
];
