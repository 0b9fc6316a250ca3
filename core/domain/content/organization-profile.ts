import type { Organization } from '../api/organization';
import { SFC, SUPERSALUD } from '../plan-detail/complaint-routes';
import { starScore } from '../shared/money/star-score';
import { safeApiLink } from '../shared/validators/api-link';
import type { SiteCountryCode } from '../site/country';

/**
 * An insurer's page (issue 30): how to reach the company (its phones, website and head office), where a
 * complaint goes when the company does not solve it (its defensor, for insurers that have one), and who
 * supervises it. Every link the API gives passes the site's safe-link rule: an unsafe one leaves its
 * text without a link.
 */
export type OrganizationContactKind =
  'phone' | 'national' | 'mobile' | 'web' | 'address' | 'defensor' | 'defensorAsegurado' | 'supervisor';

interface ContactLink {
  readonly text: string;
  readonly href: string;
}

export interface OrganizationContact {
  readonly kind: OrganizationContactKind;
  readonly text: string;
  readonly href: string | null;
  /** More ways to the same route (a defensor's e-mail and phone). */
  readonly extra: readonly ContactLink[];
}

export interface Supervisor {
  readonly name: string;
  readonly url: string;
}

/**
 * Who supervises a company, by site and kind of company: health companies (EPS, prepaid medicine,
 * isapres, clinics) answer to the health superintendency, insurers to the financial one
 * (../shared/market-facts.md). The international site's insurers answer to their own country's
 * supervisor: the API names it, or the page names none.
 */
const SUPERVISORS: Readonly<
  Record<Exclude<SiteCountryCode, 'INT'>, { readonly health: Supervisor; readonly financial: Supervisor }>
> = {
  CO: { health: SUPERSALUD, financial: SFC },
  CL: {
    health: { name: 'Superintendencia de Salud', url: 'https://www.superdesalud.gob.cl' },
    financial: { name: 'Comisión para el Mercado Financiero (CMF)', url: 'https://www.cmfchile.cl' },
  },
  PE: {
    health: { name: 'Superintendencia Nacional de Salud (SUSALUD)', url: 'https://www.gob.pe/susalud' },
    financial: { name: 'Superintendencia de Banca, Seguros y AFP (SBS)', url: 'https://www.sbs.gob.pe' },
  },
};

const HEALTH_TYPES = new Set([
  'EPS',
  'MEDICINA PREPAGADA',
  'ISAPRE',
  'CLINICA',
  'FUNDACION',
  'PRESTADOR',
  'DOMICILIO',
]);

export function organizationSupervisor(
  country: SiteCountryCode,
  organization: Pick<Organization, 'typeAlias' | 'metadata'>,
): Supervisor | null {
  if (country === 'INT') {
    const given = organization.metadata?.supervisor;
    return given ? { name: given.name, url: given.url ?? '' } : null;
  }
  const bodies = SUPERVISORS[country];
  return HEALTH_TYPES.has(organization.typeAlias ?? '') ? bodies.health : bodies.financial;
}

/** A phone as the API writes it ('+57 601 437 8888', '01 8000 518 888', '#888') becomes a tel: link. */
export function phoneHref(number: string): string | null {
  const compact = number.replace(/[\s().-]/g, '');
  if (!/^(\+?\d{3,15}|#\d{2,6})$/.test(compact)) return null;
  return safeApiLink(`tel:${compact.replace('#', '%23')}`);
}

const link = (text: string, href: string | null): ContactLink[] => (href ? [{ text, href }] : []);

/** The contact routes of an insurer's page, in the order a visitor goes through them. */
export function organizationContacts(
  country: SiteCountryCode,
  organization: Pick<Organization, 'typeAlias' | 'metadata'>,
): readonly OrganizationContact[] {
  const metadata = organization.metadata;
  const routes: OrganizationContact[] = [];
  for (const phone of metadata?.phones ?? [])
    routes.push({ kind: phone.kind, text: phone.number, href: phoneHref(phone.number), extra: [] });
  if (metadata?.website) {
    const href = safeApiLink(metadata.website);
    routes.push({ kind: 'web', text: href ? displayHost(href) : metadata.website, href, extra: [] });
  }
  if (metadata?.address) routes.push({ kind: 'address', text: metadata.address, href: null, extra: [] });
  const defensor = metadata?.defensor;
  if (defensor)
    routes.push({
      kind: country === 'CO' ? 'defensor' : 'defensorAsegurado',
      text: defensor.name,
      href: defensor.url ? safeApiLink(defensor.url) : null,
      extra: [
        ...(defensor.email ? link(defensor.email, safeApiLink(`mailto:${defensor.email}`)) : []),
        ...(defensor.phone ? link(defensor.phone, phoneHref(defensor.phone)) : []),
      ],
    });
  const supervisor = organizationSupervisor(country, organization);
  if (supervisor)
    routes.push({
      kind: 'supervisor',
      text: supervisor.name,
      href: supervisor.url ? safeApiLink(supervisor.url) : null,
      extra: [],
    });
  return routes;
}

/** 'https://www.segurossura.com.co/' reads 'segurossura.com.co'. */
function displayHost(address: string): string {
  if (!/^https?:/.test(address) || !URL.canParse(address)) return address;
  const url = new URL(address);
  const path = url.pathname === '/' ? '' : url.pathname;
  return `${url.hostname.replace(/^www\./, '')}${path}`;
}

/**
 * A company's rating, from the reviews the API counts only: a whole number of reviews from 1 and their
 * average on the site's 0-10 scale, shown as stars out of 5. Without reviews there is no rating: no
 * default score and no fallback count (the spec's 6.2 and 538 are never shown as a company's opinion).
 */
export type OrganizationRating =
  { readonly kind: 'none' } | { readonly kind: 'rated'; readonly stars: number; readonly count: number };

export function organizationRating(
  reviews: { readonly count: number; readonly average: number } | undefined,
): OrganizationRating {
  if (!reviews) return { kind: 'none' };
  const { count, average } = reviews;
  if (!Number.isInteger(count) || count < 1) return { kind: 'none' };
  if (!Number.isFinite(average) || average < 0 || average > 10) return { kind: 'none' };
  return { kind: 'rated', stars: starScore(average), count };
}
