import type { Organization } from '../api/organization';
import { safeApiLink } from '../shared/validators/api-link';
import type { SiteCountryCode } from '../site/country';

/**
 * Where a visitor complains about a plan or a company, by the site's country; the company always first.
 * - Colombia (Ley 1328 de 2009; Supersalud's PQRD): an insurance policy (pólizas de salud, company plans,
 *   pets) then its Defensor del Consumidor Financiero and the Superintendencia Financiera de Colombia;
 *   prepaid medicine and EPS complementary plans then the Superintendencia Nacional de Salud.
 * - Chile: an isapre plan then the Superintendencia de Salud; an insurance policy then the Comisión para
 *   el Mercado Financiero (CMF) and, for companies that adhere to the Consejo de Autorregulación de las
 *   Compañías de Seguros, its Defensor del Asegurado.
 * - Peru: an EPS plan or a health-service (prepaid) plan then SUSALUD; an insurance policy then the
 *   Superintendencia de Banca, Seguros y AFP (SBS) and, for the insurers associated to it, the Defensoría
 *   del Asegurado (DEFASEG).
 * - International: the regulator of the insurer's home jurisdiction when the catalogue names it,
 *   otherwise the company alone, said plainly (never a guessed regulator).
 */
type ComplaintBody =
  | 'company'
  | 'defensor'
  | 'sfc'
  | 'supersalud'
  | 'defensorAsegurado'
  | 'healthSupervisor'
  | 'financialSupervisor'
  | 'regulator';

export interface ComplaintRoute {
  readonly body: ComplaintBody;
  readonly name: string;
  readonly url: string | null;
  readonly email?: string;
  /** A defensor's phone, as a tel: link. */
  readonly phone?: { readonly text: string; readonly href: string };
}

/** The sentence that says the way: which kind of product it is and where a complaint goes after the company. */
type ComplaintLead =
  | 'leadPolicy'
  | 'leadHealth'
  | 'leadIsapre'
  | 'leadPolicyCL'
  | 'leadHealthPE'
  | 'leadPolicyPE'
  | 'leadForeign'
  | 'leadCompanyOnly';

export interface ComplaintGuide {
  readonly lead: ComplaintLead;
  readonly routes: readonly ComplaintRoute[];
}

export interface Supervisor {
  readonly name: string;
  readonly url: string;
}

const SFC = {
  name: 'Superintendencia Financiera de Colombia',
  url: 'https://www.superfinanciera.gov.co',
} as const;
const SUPERSALUD = {
  name: 'Superintendencia Nacional de Salud (Supersalud)',
  url: 'https://www.supersalud.gov.co',
} as const;

/**
 * Who supervises a company, by site and kind: health plans (EPS, prepaid medicine, isapres, clinics)
 * answer to the health superintendency, insurance policies to the financial one.
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

/** Each site's product types supervised as health plans (the rest are insurance policies). */
const HEALTH_PRODUCT_TYPES: Readonly<Record<Exclude<SiteCountryCode, 'INT'>, ReadonlySet<string>>> = {
  CO: new Set(['Medicina Prepagada', 'colectivo']),
  CL: new Set(['ISAPRE']),
  // Peru's EPS plans are compared as 'colectivo' (route table).
  PE: new Set(['colectivo']),
};

/** Organization types that are health companies (an insurer page has no product type to go by). */
const HEALTH_ORGANIZATION_TYPES = new Set([
  'EPS',
  'MEDICINA PREPAGADA',
  'ISAPRE',
  'CLINICA',
  'FUNDACION',
  'PRESTADOR',
  'DOMICILIO',
]);

type Kind = 'health' | 'financial';

/**
 * Health or insurance: the supervisor the catalogue names for the company when it is one of the site's
 * two (a Peruvian prepaid-health company typed as an insurer), else the plan's product type, else (an
 * insurer page) the company's type.
 */
function kindOf(
  country: Exclude<SiteCountryCode, 'INT'>,
  productType: string | null | undefined,
  organization: Pick<Organization, 'typeAlias' | 'metadata'>,
): Kind {
  const bodies = SUPERVISORS[country];
  const named = organization.metadata?.supervisor?.url;
  if (named === bodies.health.url) return 'health';
  if (named === bodies.financial.url) return 'financial';
  if (productType !== undefined)
    return HEALTH_PRODUCT_TYPES[country].has(productType ?? '') ? 'health' : 'financial';
  return HEALTH_ORGANIZATION_TYPES.has((organization.typeAlias ?? '').toUpperCase()) ? 'health' : 'financial';
}

/**
 * Who supervises a company on this site: on the international site only the one the catalogue names
 * (its home jurisdiction's), never a guess. `productType` undefined: the company as a whole (its page).
 */
export function supervisorOf(
  country: SiteCountryCode,
  organization: Pick<Organization, 'typeAlias' | 'metadata'>,
  productType?: string | null,
): Supervisor | null {
  if (country === 'INT') {
    const given = organization.metadata?.supervisor;
    return given ? { name: given.name, url: given.url ?? '' } : null;
  }
  return SUPERVISORS[country][kindOf(country, productType, organization)];
}

const LEADS: Readonly<Record<Exclude<SiteCountryCode, 'INT'>, Record<Kind, ComplaintLead>>> = {
  CO: { health: 'leadHealth', financial: 'leadPolicy' },
  CL: { health: 'leadIsapre', financial: 'leadPolicyCL' },
  PE: { health: 'leadHealthPE', financial: 'leadPolicyPE' },
};

/**
 * The complaint routes of a plan (its product type) or of a company (productType undefined) on this
 * site, in the order a visitor goes through them, with the sentence that explains them.
 */
export function complaintGuide(
  country: SiteCountryCode,
  productType: string | null | undefined,
  organization: Pick<Organization, 'displayName' | 'typeAlias' | 'metadata'>,
): ComplaintGuide {
  // Links the API gives pass the site's safe-link rule: an unsafe one leaves the name without a link.
  const company: ComplaintRoute = {
    body: 'company',
    name: organization.displayName,
    url: safeApiLink(organization.metadata?.website),
  };
  if (country === 'INT') {
    const regulator = supervisorOf('INT', organization);
    return regulator
      ? {
          lead: 'leadForeign',
          routes: [company, { body: 'regulator', name: regulator.name, url: safeApiLink(regulator.url) }],
        }
      : { lead: 'leadCompanyOnly', routes: [company] };
  }
  const kind = kindOf(country, productType, organization);
  const supervisor = SUPERVISORS[country][kind];
  const lead = LEADS[country][kind];
  const defensor = organization.metadata?.defensor;
  const defensorPhone = defensor?.phone ? phoneHref(defensor.phone) : null;
  const defensorRoute = (body: ComplaintBody, name: string): ComplaintRoute => ({
    body,
    name,
    url: safeApiLink(defensor?.url),
    ...(defensor?.email && safeApiLink(`mailto:${defensor.email}`) ? { email: defensor.email } : {}),
    ...(defensor?.phone && defensorPhone ? { phone: { text: defensor.phone, href: defensorPhone } } : {}),
  });
  if (country === 'CO')
    return kind === 'health'
      ? { lead, routes: [company, { body: 'supersalud', ...SUPERSALUD }] }
      : {
          lead,
          // Every Colombian insurer has a Defensor del Consumidor Financiero (Ley 1328): the one the
          // catalogue names, or the company's own.
          routes: [
            company,
            defensorRoute('defensor', defensor?.name ?? organization.displayName),
            { body: 'sfc', ...SFC },
          ],
        };
  const supervisorRoute: ComplaintRoute = {
    body: kind === 'health' ? 'healthSupervisor' : 'financialSupervisor',
    name: supervisor.name,
    url: safeApiLink(supervisor.url),
  };
  // Chile's and Peru's Defensor del Asegurado serve the insurers that adhere to it: only where the
  // catalogue names it for the company, and never for a health plan.
  const asegurado =
    kind === 'financial' && defensor ? [defensorRoute('defensorAsegurado', defensor.name)] : [];
  return { lead, routes: [company, ...asegurado, supervisorRoute] };
}

/** A phone as the API writes it ('+57 601 437 8888', '01 8000 518 888', '#888') becomes a tel: link. */
export function phoneHref(number: string): string | null {
  const compact = number.replace(/[\s().-]/g, '');
  if (!/^(\+?\d{3,15}|#\d{2,6})$/.test(compact)) return null;
  return safeApiLink(`tel:${compact.replace('#', '%23')}`);
}

/** The complaint routes alone (Colombia's callers and tests). */
export function complaintRoutes(
  productType: string | null | undefined,
  organization: Pick<Organization, 'displayName' | 'typeAlias' | 'metadata'>,
  country: SiteCountryCode = 'CO',
): readonly ComplaintRoute[] {
  return complaintGuide(country, productType, organization).routes;
}
