import type { Language } from '../../events/domain-event';
import { CURRENCY_DECIMALS, type CurrencyCode } from '../catalogues/currencies';
import { moneyLocale } from './money-locale';

/** The prefix UF amounts carry: UF is not an ISO currency, so Intl has no symbol for it. */
const UF_PREFIX = 'UF';

/** Formatters by currency and locale: creating one costs far more than formatting with it. */
const FORMATTERS = new Map<string, Intl.NumberFormat>();

function formatter(currency: CurrencyCode, locale: string): Intl.NumberFormat {
  const key = `${currency} ${locale}`;
  const known = FORMATTERS.get(key);
  if (known) return known;
  const created = newFormatter(currency, locale);
  FORMATTERS.set(key, created);
  return created;
}

function newFormatter(currency: CurrencyCode, locale: string): Intl.NumberFormat {
  const digits = CURRENCY_DECIMALS[currency];
  return currency === 'UF'
    ? new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
}

/**
 * An amount as a visitor reads it (§9): COP and CLP without decimals, PEN and UF with 2, in the
 * currency's own country format, or in the chosen language's locale (es and pt es-ES, en en-US).
 * A non-finite amount gives an empty text rather than "NaN".
 */
export function formatMoney(amount: number, currency: CurrencyCode, lang?: Language): string {
  if (!Number.isFinite(amount)) return '';
  const digits = CURRENCY_DECIMALS[currency];
  const factor = 10 ** digits;
  // Rounding first avoids "-$ 0" for tiny negatives.
  const rounded = Math.round(amount * factor) / factor || 0;
  const text = formatter(currency, moneyLocale(currency, lang)).format(rounded);
  return currency === 'UF' ? `${UF_PREFIX} ${text}` : text;
}

/** Reads back an amount written by formatMoney with the same currency and language; null when none. */
export function parseMoney(text: string, currency: CurrencyCode, lang?: Language): number | null {
  // The locale's own decimal mark: a no-decimals currency has none in its parts, yet '.' may group.
  const parts = new Intl.NumberFormat(moneyLocale(currency, lang)).formatToParts(1.5);
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  let plain = '';
  for (const char of text) {
    if (char >= '0' && char <= '9') plain += char;
    else if (char === decimal) plain += '.';
    else if ((char === '-' || char === '\u2212') && plain === '') plain += '-';
  }
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value || 0 : null;
}
