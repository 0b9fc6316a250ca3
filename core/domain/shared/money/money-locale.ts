import type { Language } from '../../events/domain-event';
import type { CurrencyCode } from '../catalogues/currencies';

/** Locale mapping of the languages (§1): es to es-ES, pt to es-ES, en to en-US. */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = {
  es: 'es-ES',
  pt: 'es-ES',
  en: 'en-US',
};

/** Each currency is shown in its own country's format unless a language is chosen. */
const CURRENCY_LOCALES: Readonly<Record<CurrencyCode, string>> = {
  COP: 'es-CO',
  CLP: 'es-CL',
  UF: 'es-CL',
  PEN: 'es-PE',
  // USD is Peru's second currency and the international site's; the international site speaks es-CL (§3).
  USD: 'es-CL',
  MXN: 'es-MX',
};

export function moneyLocale(currency: CurrencyCode, lang?: Language): string {
  return lang ? LANGUAGE_LOCALES[lang] : CURRENCY_LOCALES[currency];
}
