import { LISTING_CATEGORIES, listingPagePath, type ListingCategory } from '../content/listing';
import type { SiteCountryCode } from '../site/country';

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
  | 'my-data'
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

interface PageRoute {
  readonly kind: 'page';
  readonly pattern: string;
  readonly page: PageName;
  readonly data?: RouteData;
}

interface RedirectRoute {
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

/**
 * The comparison sections of /Comparar/{section} of every site and the product type each compares
 * (Colombia's five; Chile's comparators of the shared-layer §2 origins; Peru's and the international
 * site's, docs/decisions.md). Which site shows which: SECTIONS_BY_COUNTRY.
 */
export const COMPARE_SECTIONS = {
  EPS: { productType: 'colectivo', title: 'Planes complementarios EPS' },
  'Polizas-de-Salud': { productType: '', title: 'Pólizas de Salud' },
  'Medicina-Prepagada': { productType: 'Medicina Prepagada', title: 'Medicina Prepagada' },
  Empresas: { productType: 'SEGURO COLECTIVO', title: 'Seguros para Empresas' },
  Mascotas: { productType: 'PET_INSURANCE_CO', title: 'Seguros para Mascotas' },
  Isapres: { productType: 'ISAPRE', title: 'Planes de Isapres' },
  'Seguros-de-Salud': { productType: '', title: 'Seguros de Salud' },
  'Seguro-Complementario-Empresa': {
    productType: 'SEGURO COLECTIVO',
    title: 'Seguro Complementario Empresa',
  },
  'Seguros-Mascotas': { productType: 'SEGURO_MASCOTAS', title: 'Seguros de Mascotas' },
  'Seguros-Internacionales': { productType: 'SEGURO INTERNACIONAL', title: 'Seguros de Salud Internacional' },
} as const;
export type CompareSection = keyof typeof COMPARE_SECTIONS;

/** Each site's comparators, in menu order; the first is what /Comparar shows. */
const SECTIONS_BY_COUNTRY: Readonly<Record<SiteCountryCode, readonly CompareSection[]>> = {
  CO: ['EPS', 'Polizas-de-Salud', 'Medicina-Prepagada', 'Empresas', 'Mascotas'],
  CL: ['Isapres', 'Seguros-de-Salud', 'Seguro-Complementario-Empresa', 'Seguros-Mascotas'],
  PE: ['EPS', 'Seguros-de-Salud'],
  INT: ['Seguros-Internacionales'],
};

/** The comparators of a site, in menu order. */
export function sectionsFor(country: SiteCountryCode): readonly CompareSection[] {
  return SECTIONS_BY_COUNTRY[country];
}

/**
 * Chile's health-insurance comparator narrows by the product in its path (§2 origins:
 * /Comparar/Seguros-de-Salud with Dental, Complementario, Catastrofico): the insurance type each names.
 */
export const CHILE_HEALTH_INSURANCE_KINDS = {
  Dental: 'SEGURO_DENTAL_GENERAL',
  Complementario: 'SEGURO_COMPLEMENTARIO_GENERAL',
  Catastrofico: 'SEGURO_CATASTROFICO_GENERAL',
} as const;

export const DEFAULT_COMPARE_PATH = '/Comparar';
export const NOT_FOUND_PATH = '/not-found';

/** Every site's local toggles, short links and login. */
const TOGGLE_AND_SESSION_ROUTES: readonly Route[] = [
  page('/internal-traffic', 'flag-toggle', { flag: 'internal-traffic' }),
  page('/forced-refresh', 'flag-toggle', { flag: 'forced-refresh' }),
  page('/pixels', 'flag-toggle', { flag: 'pixels' }),
  page('/url/:code', 'short-link'),
  page('/login', 'login'),
];

/** Colombia's routes (the default site). */
const ROUTES: readonly Route[] = [
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
  ...TOGGLE_AND_SESSION_ROUTES,
  page('/Vista-Institucion', 'institution-view'),
  page('/Mis-Datos', 'my-data'),
  page('/not-found', 'not-found'),
];

/** Pages every site has: its home, comparators, contact, purchase, short links, login and the toggles. */
const commonRoutes = (blogPath: string): readonly Route[] => [
  page('/', 'home'),
  page('/Comparar', 'compare'),
  page('/Comparar/:section', 'compare'),
  page('/Comparar/:section/:product', 'compare'),
  page('/contacto', 'contact'),
  page('/Compra-Online{/:productCode}{/:step}', 'online-purchase'),
  page(`${blogPath}{/*rest}`, 'blog'),
  page('/portal-clientes', 'customer-portal'),
  ...TOGGLE_AND_SESSION_ROUTES,
  page('/Mis-Datos', 'my-data'),
  page('/not-found', 'not-found'),
];

const collectiveRoute = (redirectTo: string): Route =>
  page('/Empresa/:productType/:urlOrganization/Planes/:insuranceUrl{/:tab}', 'collective-detail', {
    redirectTo,
  });

/** Chile's and Peru's health insurance plans (other insurers', clinics'): compared in /Seguros-de-Salud. */
const healthInsuranceRoute = (pattern: string): Route =>
  page(pattern, 'plan-detail', {
    section: 'Seguros-de-Salud',
    productType: '',
    redirectTo: '/Comparar/Seguros-de-Salud',
  });

/**
 * A listing of a site and its organizations' pages (docs/decisions.md): the page of an insurer is the
 * parent of its plans' paths (/Isapre/{a}, /EPS/{a}, /Seguros/{a}, /Salud-Internacional/{a}); the
 * listing is the category's path (/Isapres for Chile's isapres).
 */
const organizationRoutes = (category: ListingCategory): readonly Route[] => {
  const data = { category, productType: LISTING_CATEGORIES[category].productType };
  return [
    page(listingPagePath(category, 1), 'landing-listing', data),
    page(`/${category}/:url`, 'organization-landing', data),
  ];
};

/**
 * Chile (§2 of the shared layer): isapre plans at /Isapre/{a}/Planes/{b} (the plan-detail resolver's
 * path), the isapres' complementary products at /Isapre/{a}/Complementos/{b}, clinics' insurance at
 * /Clinicas-y-Hospitales/{a}/Seguro/{b}, other insurers at /Seguros/{a}/{b}. A missing plan goes to
 * /Comparar/Isapres. The isapres' pages at /Isapre/{a}, listed at /Isapres.
 */
const CHILE_ROUTES: readonly Route[] = [
  ...commonRoutes('/QP-Blog'),
  redirect('/planes-de-isapres', '/Comparar/Isapres'),
  redirect('/seguros-de-salud', '/Comparar/Seguros-de-Salud'),
  redirect('/Isapre', '/Isapres'),
  page('/Isapre/:urlOrganization/Planes/:insuranceUrl{/:tab}', 'plan-detail', {
    section: 'Isapres',
    productType: 'ISAPRE',
    redirectTo: '/Comparar/Isapres',
  }),
  healthInsuranceRoute('/Isapre/:urlOrganization/Complementos/:insuranceUrl{/:tab}'),
  healthInsuranceRoute('/Clinicas-y-Hospitales/:urlOrganization/Seguro/:insuranceUrl{/:tab}'),
  healthInsuranceRoute('/Seguros/:urlOrganization/:insuranceUrl{/:tab}'),
  collectiveRoute('/Comparar/Seguro-Complementario-Empresa'),
  ...organizationRoutes('Isapre'),
  ...organizationRoutes('Seguros'),
  ...organizationRoutes('Clinicas-y-Hospitales'),
];

/**
 * Peru (§2): EPS plans at /EPS/{a}/Planes/{b}, clinics at /Clinicas-y-Hospitales/{a}/{b}, others
 * /Seguros/{a}/{b}; the companies' pages at /EPS/{a}, /Seguros/{a}, /Clinicas-y-Hospitales/{a}.
 */
const PERU_ROUTES: readonly Route[] = [
  ...commonRoutes('/QP-Blog'),
  page('/EPS/:urlOrganization/Planes/:insuranceUrl{/:tab}', 'plan-detail', {
    section: 'EPS',
    productType: 'colectivo',
    redirectTo: '/Comparar/EPS',
  }),
  healthInsuranceRoute('/Clinicas-y-Hospitales/:urlOrganization/:insuranceUrl{/:tab}'),
  healthInsuranceRoute('/Seguros/:urlOrganization/:insuranceUrl{/:tab}'),
  collectiveRoute('/Comparar/EPS'),
  ...organizationRoutes('EPS'),
  ...organizationRoutes('Seguros'),
  ...organizationRoutes('Clinicas-y-Hospitales'),
];

/** The international site's plan segment type (§2 /{type}/{a}/{b}; docs/decisions.md). */
export const INTERNATIONAL_PLAN_TYPE = 'Salud-Internacional';

/**
 * International health (§2): /{type}/{a}/{b}, the type being the plan kind's segment; the insurers'
 * pages at /{type}/{a}, listed at /{type}.
 */
const INTERNATIONAL_ROUTES: readonly Route[] = [
  ...commonRoutes('/IH-Blog'),
  page(`/${INTERNATIONAL_PLAN_TYPE}/:urlOrganization/:insuranceUrl{/:tab}`, 'plan-detail', {
    section: 'Seguros-Internacionales',
    productType: 'SEGURO INTERNACIONAL',
    redirectTo: '/Comparar/Seguros-Internacionales',
  }),
  ...organizationRoutes(INTERNATIONAL_PLAN_TYPE),
];

const ROUTES_BY_COUNTRY: Readonly<Record<SiteCountryCode, readonly Route[]>> = {
  CO: ROUTES,
  CL: CHILE_ROUTES,
  PE: PERU_ROUTES,
  INT: INTERNATIONAL_ROUTES,
};

/** A site's route table: Colombia's, or Chile's, Peru's or the international site's shapes (§2). */
export function routesFor(country: SiteCountryCode): readonly Route[] {
  return ROUTES_BY_COUNTRY[country];
}
