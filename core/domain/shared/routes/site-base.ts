import type { SiteCountryCode } from '../../site/country';
import { countryById } from '../catalogues/countries';

/**
 * Each product's own hosts by country. The spec does not show them; these are the sites' public
 * domains (docs/decisions.md), consistent with siteCountryFor's host hints.
 */
export const COUNTRY_HOSTS: Readonly<Record<SiteCountryCode, readonly string[]>> = {
  CL: ['queplan.cl', 'www.queplan.cl'],
  PE: ['queplan.pe', 'www.queplan.pe'],
  CO: ['queseguro.co', 'www.queseguro.co'],
  INT: ['internationalhealth.queplan.com', 'www.internationalhealth.queplan.com'],
};

/** The site base by country code: its main host over https. */
export const SITE_BASE_URLS: Readonly<Record<SiteCountryCode, string>> = {
  CL: 'https://www.queplan.cl',
  PE: 'https://www.queplan.pe',
  CO: 'https://www.queseguro.co',
  INT: 'https://internationalhealth.queplan.com',
};

/** Site base URL by country id (§2): 1 Chile (default), 2 Peru, 3 Colombia, 4 international health. */
export function siteBaseUrl(countryId: number | null | undefined): string {
  const country = countryById(countryId ?? 1);
  return SITE_BASE_URLS[country ? country.code : 'CL'];
}
