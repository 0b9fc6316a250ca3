import type { InsuranceProduct, Organization } from '../api';
import { planDetailPath } from '../compare/card-rules';
import type { RouteParams } from '../routing/resolve-route';
import { COMPARE_SECTIONS, type CompareSection, type RouteData } from '../routing/route-table';
import type { SiteCountryCode } from '../site/country';
import { organizationKey, planKey } from './plan-key';
import { tabFromSegment, tabSegment, type PlanTab } from './plan-tabs';

/** A plan detail address as the route table read it. */
export interface PlanAddress {
  /** The path without the language prefix. */
  readonly path: string;
  readonly params: RouteParams;
  readonly data: RouteData;
  readonly lang: 'es' | 'en' | 'pt';
  /** Query and fragment, kept on a redirect. */
  readonly search: string;
  readonly hash: string;
}

/** What the API found for the segment (§2 URL resolution): a provider, a product, a coverage organization. */
export interface PlanLookup {
  readonly provider: Organization | null;
  readonly product: InsuranceProduct | null;
  /** A clinic or hospital of the networks named by the segment (looked up only when nothing else is). */
  readonly coverageOrganization?: Organization | null;
}

export type PlanResolution =
  | {
      readonly kind: 'show';
      readonly product: InsuranceProduct;
      readonly canonicalPath: string;
      readonly tab: PlanTab | null;
    }
  | { readonly kind: 'redirect'; readonly to: string };

/**
 * Organization types whose url may stand for the plan segment (§2: broker, EPS or prepaid medicine; and
 * Chile's isapres, whose pages are the parent of their plans).
 */
export const PROVIDER_TYPES = ['CORREDOR', 'EPS', 'MEDICINA PREPAGADA', 'ISAPRE'] as const;

/** The one path of a product's detail: its insurer page path, or /Empresa/… for company plans. */
export function canonicalPlanPath(country: SiteCountryCode, product: InsuranceProduct): string {
  return planDetailPath(country, product, product.productType ?? '');
}

/** The provider named by a segment, among the organizations of the provider types. */
export function providerNamed(segment: string, organizations: readonly Organization[]): Organization | null {
  const key = organizationKey(segment);
  if (key === '') return null;
  return (
    organizations.find(
      (organization) =>
        PROVIDER_TYPES.some((type) => type === (organization.typeAlias ?? '').toUpperCase()) &&
        organizationKey(organization.metadata?.url ?? organization.displayName) === key,
    ) ?? null
  );
}

/**
 * §2 step 2: the comparison section a segment names, by its url or its title (accents, case and
 * spaces aside): /EPS/x/Polizas-de-Salud is the Pólizas comparison, not a plan.
 */
export function categoryNamed(segment: string): CompareSection | null {
  const key = planKey(segment);
  if (key === '') return null;
  const sections = Object.entries(COMPARE_SECTIONS) as [CompareSection, { readonly title: string }][];
  return sections.find(([url, { title }]) => planKey(url) === key || planKey(title) === key)?.[0] ?? null;
}

/** Organization types of the clinics networks (§2 step 4: a coverage organization). */
export const COVERAGE_ORGANIZATION_TYPES = ['CLINICA', 'FUNDACION'] as const;

/**
 * §2 step 4: the coverage organization a segment names: its name with spaces to hyphens and accents
 * removed (case and the words clinica, centro-medico, hospital aside, as clinic paths read).
 */
export function coverageOrganizationNamed(
  segment: string,
  organizations: readonly Organization[],
): Organization | null {
  const key = organizationKey(segment);
  if (key === '') return null;
  return (
    organizations.find(
      (organization) =>
        COVERAGE_ORGANIZATION_TYPES.some((type) => type === (organization.typeAlias ?? '').toUpperCase()) &&
        (organizationKey(organization.displayName) === key ||
          organizationKey(organization.metadata?.url ?? '') === key),
    ) ?? null
  );
}

const decoded = (path: string): string => {
  try {
    return decodeURIComponent(path).replace(/\/+$/, '');
  } catch {
    return path;
  }
};

/**
 * The section a provider's page lives under, by its type: an EPS under /EPS, prepaid medicine under
 * /Medicina-Prepagada, an isapre under /Isapre, an insurer under /Seguros; a provider named under another section is sent there
 * (/Seguros/x/compensar → /EPS/compensar). Other types keep the section the address named.
 */
function providerSection(provider: Organization, section: string): string {
  switch ((provider.typeAlias ?? '').toUpperCase()) {
    case 'EPS':
      return 'EPS';
    case 'MEDICINA PREPAGADA':
      return 'Medicina-Prepagada';
    case 'ISAPRE':
      return 'Isapre';
    case 'ASEG':
      return section === 'EPS' || section === 'Medicina-Prepagada' ? 'Seguros' : section;
    default:
      return section;
  }
}

const withLanguage = (lang: PlanAddress['lang'], path: string) => (lang === 'es' ? path : `/${lang}${path}`);

/**
 * §2 URL resolution of a plan detail, in order: a provider's url leads to its page; a category to its
 * comparison; a product shows at its canonical path, reached by a redirect (tab segment kept) when the
 * address names it any other way (code, other section, Planes form, accents or case); a coverage
 * organization leads to its clinic page; nothing found falls back to the route's redirectTo (the
 * section's comparison), never to a placeholder.
 */
export function resolvePlanPath(
  country: SiteCountryCode,
  address: PlanAddress,
  lookup: PlanLookup,
): PlanResolution {
  const keep = `${address.search}${address.hash}`;
  const section = typeof address.data['section'] === 'string' ? address.data['section'] : null;
  if (lookup.provider && section) {
    const url = lookup.provider.metadata?.url ?? planKey(lookup.provider.displayName);
    const home = providerSection(lookup.provider, section);
    return { kind: 'redirect', to: `${withLanguage(address.lang, `/${home}/${url}`)}${keep}` };
  }
  const category = section ? categoryNamed(address.params['insuranceUrl'] ?? '') : null;
  if (category)
    return { kind: 'redirect', to: `${withLanguage(address.lang, `/Comparar/${category}`)}${keep}` };
  if (!lookup.product && lookup.coverageOrganization) {
    const clinic = lookup.coverageOrganization;
    const url = clinic.metadata?.url ?? planKey(clinic.displayName);
    return { kind: 'redirect', to: `${withLanguage(address.lang, `/Clinicas-y-Hospitales/${url}`)}${keep}` };
  }
  if (!lookup.product) {
    const fallback = typeof address.data.redirectTo === 'string' ? address.data.redirectTo : '/not-found';
    return { kind: 'redirect', to: withLanguage(address.lang, fallback) };
  }
  const canonicalPath = canonicalPlanPath(country, lookup.product);
  const tab = tabFromSegment(address.params['tab']);
  const target = tab === null ? canonicalPath : `${canonicalPath}/${tabSegment(tab)}`;
  if (decoded(address.path) === decoded(target))
    return { kind: 'show', product: lookup.product, canonicalPath, tab };
  return { kind: 'redirect', to: `${withLanguage(address.lang, target)}${keep}` };
}

/** A plan opened as a modal over the comparison lives in the fragment, so back closes it (§2). */
const MODAL_PREFIX = '#detalle=';

export function modalPlanCode(hash: string): string | null {
  if (!hash.startsWith(MODAL_PREFIX)) return null;
  try {
    const code = decodeURIComponent(hash.slice(MODAL_PREFIX.length)).trim();
    return code === '' ? null : code;
  } catch {
    return null;
  }
}

export function modalPlanHash(productCode: string): string {
  return `${MODAL_PREFIX}${encodeURIComponent(productCode)}`;
}
