import type { Organization } from '../api/organization';
import { planKey } from '../plan-detail/plan-key';

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

export function listingPagePath(category: ListingCategory, page: number): string {
  return page <= 1 ? `/${category}` : `/${category}?pagina=${page}`;
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
