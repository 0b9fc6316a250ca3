import type {
  Language,
  PluralKey,
  TextKey,
  TextRef,
  TranslateParams,
  WrongTranslateParameter,
} from '../../domain';
import type { ApiClient } from '../../domain/api';
import { createEsTranslator } from './es-translator';

/** The page's texts in its language (es bundled; en and pt from i18n/{lang}.json, es as the fallback). */
export interface Translator {
  readonly lang: Language;
  /** The text; a parameter given as text that is not a JSON object is reported and left out. */
  t(key: TextKey | PluralKey | string, params?: TranslateParams | string): string;
  /** A text a domain rule computed (its lists joined as the page's language joins them). */
  text(ref: TextRef): string;
  /** True when the page's language has no text for the key (the es text shows instead). */
  isMissing(key: TextKey | string): boolean;
}

const report = (error: WrongTranslateParameter) => console.error(error.message, error.parameter);

/**
 * The translator of the page's language. es, the default, needs neither a download nor i18next;
 * en and pt load i18next with i18n/{lang}.json on demand.
 */
export async function loadTranslator(api: ApiClient, lang: Language): Promise<Translator> {
  if (lang === 'es') return createEsTranslator(report);
  const [{ createTranslator }, result] = await Promise.all([import('./i18next-translator'), api.i18n(lang)]);
  if (!result.ok) console.warn('No se pudieron cargar las traducciones', result.error.message);
  return createTranslator(lang, result.ok ? result.value : null, report);
}
