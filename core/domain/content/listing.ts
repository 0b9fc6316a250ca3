import type { Organization } from '../api/organization';
import { planKey } from '../plan-detail/plan-key';
import type { SiteCountryCode } from '../site/country';

/**
 * The landing listings (/EPS, /Seguros, /Medicina-Prepagada, /Clinicas-y-Hospitales): organizations of the
 * category's types, a page at a time (query parameter pagina), each linking to its own page.
 */
export const LISTING_CATEGORIES = {
  EPS: {
    organizationTypes: ['EPS'],
    productType: 'colectivo',
    comparePath: '/Comparar/EPS',
  },
  Seguros: {
    organizationTypes: ['ASEG', 'MASCOTAS'],
    productType: '',
    comparePath: '/Comparar/Polizas-de-Salud',
  },
  'Medicina-Prepagada': {
    organizationTypes: ['MEDICINA PREPAGADA'],
    productType: 'Medicina Prepagada',
    comparePath: '/Comparar/Medicina-Prepagada',
  },
  'Clinicas-y-Hospitales': {
    organizationTypes: ['CLINICA', 'FUNDACION'],
    productType: '',
    comparePath: '/Comparar/Polizas-de-Salud',
  },
  SCTR: { organizationTypes: ['ASEG'], productType: 'SCTR', comparePath: '/Comparar' },
  'Seguros-Empresa': {
    organizationTypes: ['ASEG'],
    productType: 'SEGURO COLECTIVO',
    comparePath: '/Comparar/Empresas',
  },
  // Chile's open isapres (their pages at /Isapre/{a}, the parent of their plans; the listing /Isapres).
  Isapre: { organizationTypes: ['ISAPRE'], productType: 'ISAPRE', comparePath: '/Comparar/Isapres' },
  // The international site's insurers, at /Salud-Internacional/{a} (the parent of their plans).
  'Salud-Internacional': {
    organizationTypes: ['ASEG'],
    productType: 'SEGURO INTERNACIONAL',
    comparePath: '/Comparar/Seguros-Internacionales',
  },
} as const;
export type ListingCategory = keyof typeof LISTING_CATEGORIES;

export const isListingCategory = (value: unknown): value is ListingCategory =>
  typeof value === 'string' && Object.hasOwn(LISTING_CATEGORIES, value);

/** Organizations per listing page (not shown in the specification: docs/decisions.md). */
const LISTING_PAGE_SIZE = 6;

/** pagina from the query: a whole number from 1; anything else is page 1. */
export function parsePagina(search: string): number {
  const raw = new URLSearchParams(search).get('pagina');
  const value = raw === null ? NaN : Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

export interface ListingPage<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly pageCount: number;
}

/** One page of a list; a page past the end shows the last one. */
export function pageOf<T>(items: readonly T[], page: number, size = LISTING_PAGE_SIZE): ListingPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}

/** A listing's own path where it is not the category's segment (the organization pages' parent). */
const LISTING_PATHS: Readonly<Partial<Record<ListingCategory, string>>> = { Isapre: '/Isapres' };

export function listingPagePath(category: ListingCategory, page: number): string {
  const path = LISTING_PATHS[category] ?? `/${category}`;
  return page <= 1 ? path : `${path}?pagina=${page}`;
}

/**
 * Each site's listings with pages of their own (footer, sitemap, prerender), with the comparator each
 * leads to: Colombia's four; Chile's isapres, insurers and clinics; Peru's EPS, insurers and clinics; the
 * international site's insurers (docs/decisions.md).
 */
const SITE_LISTINGS: Readonly<
  Record<SiteCountryCode, ReadonlyArray<{ readonly category: ListingCategory; readonly comparePath: string }>>
> = {
  CO: (['EPS', 'Seguros', 'Medicina-Prepagada', 'Clinicas-y-Hospitales'] as const).map((category) => ({
    category,
    comparePath: LISTING_CATEGORIES[category].comparePath,
  })),
  CL: [
    { category: 'Isapre', comparePath: '/Comparar/Isapres' },
    { category: 'Seguros', comparePath: '/Comparar/Seguros-de-Salud' },
    { category: 'Clinicas-y-Hospitales', comparePath: '/Comparar/Isapres' },
  ],
  PE: [
    { category: 'EPS', comparePath: '/Comparar/EPS' },
    { category: 'Seguros', comparePath: '/Comparar/Seguros-de-Salud' },
    { category: 'Clinicas-y-Hospitales', comparePath: '/Comparar/Seguros-de-Salud' },
  ],
  INT: [{ category: 'Salud-Internacional', comparePath: '/Comparar/Seguros-Internacionales' }],
};

/** The listings of a site that have pages, in footer order. */
export function siteListings(country: SiteCountryCode): readonly ListingCategory[] {
  return SITE_LISTINGS[country].map(({ category }) => category);
}

/** The comparator a listing of this site leads to ('Comparar todos los planes'). */
export function listingComparePath(country: SiteCountryCode, category: ListingCategory): string {
  return (
    SITE_LISTINGS[country].find((listing) => listing.category === category)?.comparePath ??
    LISTING_CATEGORIES[category].comparePath
  );
}

/** Listings whose title names their own country (Colombia's name Colombia). */
const COUNTRY_TITLED = [
  'CL-Seguros',
  'CL-Clinicas-y-Hospitales',
  'PE-EPS',
  'PE-Seguros',
  'PE-Clinicas-y-Hospitales',
] as const;
export type ListingTextKey = ListingCategory | (typeof COUNTRY_TITLED)[number];

/** The text key of a listing's title (its lead: the same with 'Lead'): each site names its own country. */
export function listingTextKey(country: SiteCountryCode, category: ListingCategory): ListingTextKey {
  const own = `${country}-${category}`;
  return COUNTRY_TITLED.find((key) => key === own) ?? category;
}
export function organizationPagePath(category: ListingCategory, organization: Organization): string {
  return `/${category}/${encodeURIComponent(organizationUrl(organization))}`;
}

function organizationUrl(organization: Organization): string {
  return organization.metadata?.url ?? planKey(organization.displayName);
}

/** Clinics match by name ignoring accents, case and the words clinica, centro-medico and hospital (§2). */
const CLINIC_WORDS = /(^|-)(clinica|centro-medico|hospital)(?=-|$)/g;
const clinicKey = (text: string) =>
  planKey(text)
    .replace(CLINIC_WORDS, '$1')
    .replace(/^-+|-+$/g, '');

/** The organization a page's url names, or null. */
export function findOrganization(
  category: ListingCategory,
  url: string,
  organizations: readonly Organization[],
): Organization | null {
  const wanted = planKey(url);
  const exact = organizations.find((o) => planKey(organizationUrl(o)) === wanted);
  if (exact) return exact;
  if (category !== 'Clinicas-y-Hospitales') return null;
  const key = clinicKey(url);
  return organizations.find((o) => clinicKey(o.displayName) === key) ?? null;
}

/** A clinic of an insurer's network, with how many of its plans include it. */
export interface NetworkClinic {
  readonly id: number;
  readonly displayName: string;
  readonly plans: number;
}

/**
 * An insurer's network as its plans give it (their coverage organizations): each clinic once, the ones
 * most of its plans include first, then by name.
 */
export function organizationNetwork(
  plans: ReadonlyArray<{
    readonly product: { readonly coverageOrganizations?: ReadonlyArray<{ id: number; displayName: string }> };
  }>,
): readonly NetworkClinic[] {
  const clinics = new Map<number, NetworkClinic>();
  for (const { product } of plans)
    for (const clinic of new Map((product.coverageOrganizations ?? []).map((c) => [c.id, c])).values()) {
      const known = clinics.get(clinic.id);
      clinics.set(clinic.id, {
        id: clinic.id,
        displayName: clinic.displayName,
        plans: (known?.plans ?? 0) + 1,
      });
    }
  return [...clinics.values()].sort(
    (a, b) => b.plans - a.plans || a.displayName.localeCompare(b.displayName, 'es'),
  );
}
