import { CurrencyCode } from '../api/common';
import type { Language } from '../events/domain-event';
import { formatMoney } from '../shared/money/format-money';
import { LANGUAGE_LOCALES } from '../shared/money/money-locale';
import { SITE_COUNTRIES, type SiteCountryCode } from './country';
import { countrySite } from './country-site';

/**
 * How a site writes dates, hours, percentages and amounts for the language a page shows: the view
 * formats nothing itself and names no currency.
 */

/** The locale a page is read in: Spanish in its site's own (§3: es-CO, es-CL, es-PE), else the §1 table. */
export function displayLocale(lang: Language, country: SiteCountryCode): string {
  return lang === 'es' ? SITE_COUNTRIES[country].locale : LANGUAGE_LOCALES[lang];
}

/** The hours the sites say (the advisors' and the records' time zone). */
const SITE_TIME_ZONE = 'America/Bogota';

const FORMATS = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    FORMATS.set(key, format);
  }
  return format;
}

const LONG_DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/**
 * A calendar date (YYYY-MM-DD) as the visitor reads it ("27 de noviembre de 2026"), or an instant
 * (ms), with its hour when asked, in the sites' time zone. A value that is no date is given back as it is.
 */
export function formatDate(
  value: string | number,
  lang: Language,
  country: SiteCountryCode,
  withTime = false,
): string {
  const calendar = typeof value === 'string';
  const time = calendar ? Date.parse(`${value}T00:00:00Z`) : value;
  if (!Number.isFinite(time)) return String(value);
  return dateFormat(displayLocale(lang, country), {
    ...LONG_DATE,
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
    timeZone: calendar ? 'UTC' : SITE_TIME_ZONE,
  }).format(time);
}

/** A span of time a visitor can pick ("jueves, 26 de noviembre, 9:00 – 9:30"), in the sites' time zone. */
export function formatTimeSlot(start: number, end: number, lang: Language, country: SiteCountryCode): string {
  const locale = displayLocale(lang, country);
  const hour = { hour: 'numeric', minute: '2-digit', timeZone: SITE_TIME_ZONE } as const;
  const day = dateFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', ...hour });
  return `${day.format(start)} – ${dateFormat(locale, hour).format(end)}`;
}

/** A percentage's number (up to two decimals) as the page's locale writes it: "12,5" in Spanish. */
export function formatPercentNumber(value: number, lang: Language, country: SiteCountryCode): string {
  return value.toLocaleString(displayLocale(lang, country), { maximumFractionDigits: 2 });
}

/** A rating (stars out of 5) with one decimal, in the page's locale. */
export function formatRating(value: number, lang: Language, country: SiteCountryCode): string {
  return value.toLocaleString(displayLocale(lang, country), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}

/**
 * An amount in the currency the data names (an amount's unit, a table's currency) or, when it names
 * none the site knows, in the currency the site quotes its prices in (§3).
 */
export function formatSiteMoney(amount: number, country: SiteCountryCode, currency?: string | null): string {
  const named = CurrencyCode.safeParse(currency);
  return formatMoney(amount, named.success ? named.data : countrySite(country).priceCurrency);
}
