import type { SiteCountryCode } from '../../site/country';
import { CurrencyCode } from '../../api/common';

// Currency codes overall (§3) are the API's enum; UF is the Chilean indexed unit, not an ISO currency.
export { CurrencyCode };

/** Currency by country (§3): CLP and UF for Chile; PEN and USD for Peru; COP for Colombia. */
export const CURRENCIES_BY_COUNTRY: Readonly<Record<SiteCountryCode, readonly CurrencyCode[]>> = {
  CL: ['CLP', 'UF'],
  PE: ['PEN', 'USD'],
  CO: ['COP'],
  // The international health site prices in dollars (public-site §3 site table).
  INT: ['USD'],
};

/** Decimals shown per currency (§9): CLP and COP none, PEN and UF 2; USD and MXN cents. */
export const CURRENCY_DECIMALS: Readonly<Record<CurrencyCode, number>> = {
  CLP: 0,
  COP: 0,
  PEN: 2,
  UF: 2,
  USD: 2,
  MXN: 2,
};
