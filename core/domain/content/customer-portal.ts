import type { SiteCountryCode } from '../site/country';

/**
 * The customer portal is an external site, one per country (values not shown in the specification:
 * the sites' own portal hosts, docs/decisions.md).
 */
export const CUSTOMER_PORTALS: Readonly<
  Record<SiteCountryCode, { readonly persons: string; readonly companies: string }>
> = {
  CO: { persons: 'https://portal.queseguro.co/personas', companies: 'https://portal.queseguro.co/empresas' },
  CL: { persons: 'https://portal.queplan.cl/personas', companies: 'https://portal.queplan.cl/empresas' },
  PE: { persons: 'https://portal.queplan.pe/personas', companies: 'https://portal.queplan.pe/empresas' },
  INT: {
    persons: 'https://portal.internationalhealth.queplan.com/personas',
    companies: 'https://portal.internationalhealth.queplan.com/empresas',
  },
};
