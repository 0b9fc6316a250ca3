import { SITE_COUNTRIES, type SiteCountryCode } from '../../site/country';

/** Colombia says Copago or Cuota Moderadora (§9); the site's single word is Copago. */
export const COLOMBIA_DEDUCTIBLE_WORDINGS = ['Copago', 'Cuota Moderadora'] as const;

/** Deductible wording by country (§9), from the site table: Chile and Peru Deducible, Colombia Copago. */
export function deductibleWording(country: SiteCountryCode): string {
  return SITE_COUNTRIES[country].deductibleWording;
}

/** Bed wording (§9): cama in Chile, cuarto elsewhere. */
export function bedWording(country: SiteCountryCode): 'cama' | 'cuarto' {
  return SITE_COUNTRIES[country].bedWording;
}
