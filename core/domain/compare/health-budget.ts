import type { Profile } from '../profile/profile';
import { chileanHealthPrice, HEALTH_INCOME_CAP_UF } from '../shared/money/chilean-health-price';
import { formatMoney } from '../shared/money/format-money';
import type { SiteCountryCode } from '../site/country';
import type { TextRef } from '../texts/text-ref';
import type { CompareSection } from '../routing/route-table';

/**
 * What the visitor's income pays for in Chile's isapre comparator (§9: 7 % of income divided by 0.8,
 * the income capped at 87.8 UF), in UF and its pesos at the day's UF value; null without an income
 * in the profile, on another comparator or another site.
 */
export function healthBudgetText(
  country: SiteCountryCode,
  section: CompareSection,
  profile: Profile,
  ufValue: number,
): TextRef | null {
  if (country !== 'CL' || section !== 'Isapres') return null;
  const price = chileanHealthPrice(profile.cotizante[0]?.ingreso, ufValue);
  if (price.kind !== 'computed') return null;
  const params = { uf: formatMoney(price.uf, 'UF'), pesos: formatMoney(price.pesos, 'CLP') };
  return price.capped
    ? {
        key: 'comparePage.healthBudgetCapped',
        params: { ...params, cap: formatMoney(HEALTH_INCOME_CAP_UF, 'UF') },
      }
    : { key: 'comparePage.healthBudget', params };
}
