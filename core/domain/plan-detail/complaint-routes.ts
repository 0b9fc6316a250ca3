import type { Organization } from '../api/organization';
import { safeApiLink } from '../shared/validators/api-link';

/**
 * Where a visitor complains about a plan (Ley 1328 de 2009; Supersalud's PQRD): the company first;
 * for an insurance policy (pólizas de salud, company plans, pets) its Defensor del Consumidor
 * Financiero and the Superintendencia Financiera de Colombia; for prepaid medicine and EPS
 * complementary plans the Superintendencia Nacional de Salud.
 */
type ComplaintBody = 'company' | 'defensor' | 'sfc' | 'supersalud';

export interface ComplaintRoute {
  readonly body: ComplaintBody;
  readonly name: string;
  readonly url: string | null;
  readonly email?: string;
}

export const SFC = {
  name: 'Superintendencia Financiera de Colombia',
  url: 'https://www.superfinanciera.gov.co',
} as const;
export const SUPERSALUD = {
  name: 'Superintendencia Nacional de Salud (Supersalud)',
  url: 'https://www.supersalud.gov.co',
} as const;

/** Product types supervised by Supersalud (prepaid medicine, EPS plans); the rest are pólizas (SFC). */
const HEALTH_SUPERVISED = new Set(['Medicina Prepagada', 'colectivo']);

export function isSupersaludPlan(productType: string | null | undefined): boolean {
  return HEALTH_SUPERVISED.has(productType ?? '');
}

/** The complaint routes of a plan of this type and company, in the order a visitor goes through them. */
export function complaintRoutes(
  productType: string | null | undefined,
  organization: Pick<Organization, 'displayName' | 'metadata'>,
): readonly ComplaintRoute[] {
  // Links the API gives pass the site's safe-link rule: an unsafe one leaves the name without a link.
  const website = safeApiLink(organization.metadata?.website);
  const company: ComplaintRoute = { body: 'company', name: organization.displayName, url: website };
  if (isSupersaludPlan(productType)) return [company, { body: 'supersalud', ...SUPERSALUD }];
  const defensor = organization.metadata?.defensor;
  return [
    company,
    {
      body: 'defensor',
      name: defensor?.name ?? organization.displayName,
      url: safeApiLink(defensor?.url),
      ...(defensor?.email && safeApiLink(`mailto:${defensor.email}`) ? { email: defensor.email } : {}),
    },
    { body: 'sfc', ...SFC },
  ];
}
