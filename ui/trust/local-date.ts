import type { Language } from '../../core/domain';

const LOCALES = { es: 'es-CO', en: 'en-US', pt: 'pt-BR' } as const;
const FORMATS = new Map<string, Intl.DateTimeFormat>();

/** A calendar date (YYYY-MM-DD) or an instant as the visitor reads it ("27 de noviembre de 2026"). */
export function localDate(value: string | number, lang: Language, withTime = false): string {
  const key = `${lang}:${withTime}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
      timeZone: typeof value === 'string' ? 'UTC' : 'America/Bogota',
    });
    FORMATS.set(key, format);
  }
  const time = typeof value === 'string' ? Date.parse(`${value}T00:00:00Z`) : value;
  return Number.isFinite(time) ? format.format(time) : String(value);
}
