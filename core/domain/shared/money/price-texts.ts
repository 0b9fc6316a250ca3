import type { Language } from '../../events/domain-event';
import type { CurrencyCode } from '../catalogues/currencies';
import { formatMoney } from './format-money';
import { UF_DEFAULT_VALUE, ufToClp } from './uf';

/** A price as a visitor reads it: the amount in its currency, and for UF its value in pesos. */
export interface PriceTexts {
  readonly amount: string;
  /** UF prices say their CLP equivalent by the day's UF value (§9); other currencies: null. */
  readonly equivalent: string | null;
}

/**
 * A plan's price in its currency (§9): UF with 2 decimals and its pesos by the daily UF value (default
 * 39214.8 until /api/globales/uf answers), PEN with 2 decimals (S/), USD (US$), COP and CLP without.
 */
export function priceTexts(
  amount: number,
  currency: CurrencyCode,
  ufValue: number = UF_DEFAULT_VALUE,
  lang?: Language,
): PriceTexts {
  const text = formatMoney(amount, currency, lang);
  if (currency !== 'UF' || !Number.isFinite(amount)) return { amount: text, equivalent: null };
  return { amount: text, equivalent: formatMoney(ufToClp(amount, ufValue), 'CLP', lang) };
}
