import { SITE_COUNTRIES, type SiteCountryCode } from '../../site/country';

/** Colombia says Copago or Cuota Moderadora (§9); the site's single word is Copago. */
export const COLOMBIA_DEDUCTIBLE_WORDINGS = ['Copago', 'Cuota Moderadora'] as const;

/** Deductible wording by country (§9), from the site table: Chile and Peru Deducible, Colombia Copago. */
export function deductibleWording(country: SiteCountryCode): string {
  return SITE_COUNTRIES[country].deductibleWording;
}

/** The plan page's coverage table in the site's wording: its title, its column and its list of charges. */
export interface CoverageTableWording {
  readonly title: 'detail.coveragesTitle' | 'detail.coveragesTitleDeductible';
  readonly table: 'detail.coveragesTable' | 'detail.coveragesTableDeductible';
  readonly column: 'detail.copay' | 'detail.deductible';
  readonly charges: 'detail.copays' | 'detail.deductibles';
}

/** Chile and Peru (and the international site) say Deducible; Colombia Copago (§9). */
export function coverageTableWording(country: SiteCountryCode): CoverageTableWording {
  return deductibleWording(country) === 'Deducible'
    ? {
        title: 'detail.coveragesTitleDeductible',
        table: 'detail.coveragesTableDeductible',
        column: 'detail.deductible',
        charges: 'detail.deductibles',
      }
    : {
        title: 'detail.coveragesTitle',
        table: 'detail.coveragesTable',
        column: 'detail.copay',
        charges: 'detail.copays',
      };
}

/** Bed wording (§9): cama in Chile, cuarto elsewhere. */
export function bedWording(country: SiteCountryCode): 'cama' | 'cuarto' {
  return SITE_COUNTRIES[country].bedWording;
}
