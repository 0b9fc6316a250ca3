import type { Organization } from '../api/organization';
import { phoneHref, supervisorOf, type Supervisor } from '../plan-detail/complaint-routes';
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

/**
 * Who supervises a company, by site and kind of company (the complaint rule's: health companies answer
 * to the health superintendency, insurers to the financial one; on the international site only the
 * supervisor the API names).
 */
export function organizationSupervisor(
  country: SiteCountryCode,
  organization: Pick<Organization, 'typeAlias' | 'metadata'>,
): Supervisor | null {
  return supervisorOf(country, organization);
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

/** Where a complaint goes beyond the company: shown by the complaint routes, not among its channels. */
const COMPLAINT_KINDS: ReadonlySet<OrganizationContactKind> = new Set([
  'defensor',
  'defensorAsegurado',
  'supervisor',
]);

/**
 * The company's own channels (phones, website, head office): an insurer page shows them beside its
 * complaint routes (complaintGuide), which name the defensor and the supervisor.
 */
export function companyChannels(
  country: SiteCountryCode,
  organization: Pick<Organization, 'typeAlias' | 'metadata'>,
): readonly OrganizationContact[] {
  return organizationContacts(country, organization).filter((route) => !COMPLAINT_KINDS.has(route.kind));
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
