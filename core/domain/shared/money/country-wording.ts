import type { CoverageAmounts, CoverageTag } from '../../api/coverage';
import { SITE_COUNTRIES, type SiteCountryCode } from '../../site/country';
import { textRef, type TextRef } from '../../texts/text-ref';

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

/**
 * The room a plan pays for in hospitalization, said in the site's bed wording (§9): its coverage's
 * bed_day is the beds of the room (1 a private room, more a shared one). Chile says 'Cama en habitación
 * individual', the other sites 'Cuarto individual'. Null when the coverage does not say.
 */
export function bedCoverageText(
  amounts: CoverageAmounts | undefined,
  country: SiteCountryCode,
): { readonly label: TextRef; readonly value: TextRef } | null {
  const bed = amounts?.bed_day;
  const beds = bed?.maxAmount ?? bed?.minAmount;
  if (beds === null || beds === undefined || beds < 1) return null;
  const wording = bedWording(country);
  return {
    label: textRef(`coverage.bedLabel_${wording}`),
    value: textRef(`coverage.bed_${wording}_${beds === 1 ? 'individual' : 'shared'}`),
  };
}

/** The room of the first of a plan's coverage tags that says one (its hospitalization). */
export function planBedText(
  tags: readonly CoverageTag[],
  country: SiteCountryCode,
): ReturnType<typeof bedCoverageText> {
  for (const tag of tags) {
    const text = bedCoverageText(tag.coverages[0]?.amounts, country);
    if (text) return text;
  }
  return null;
}
