import type {
  EsTexts,
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
  /** True when the page's language has no text for the key or ref (the es text shows instead). */
  isMissing(key: TextKey | string | TextRef): boolean;
  /**
   * This translator with a pack of es texts that came with a page's, a dialog's or a flow's code (es
   * starts with the shell's texts only; en and pt already hold every es text as their fallback).
   */
  withTexts(pack: EsTexts): Translator;
  /**
   * This translator with parameters every text may say, whatever screen shows it (the site's brand,
   * {{brand}}); a parameter the caller gives wins.
   */
  withDefaults(defaults: TranslateParams): Translator;
}

const report = (error: WrongTranslateParameter) => console.error(error.message, error.parameter);
// An es key no pack holds: a screen rendered before its texts arrived (tests keep this from happening).
const missing = (key: string) => console.error('Texto sin cargar', key);

/**
 * The translator of the page's language. es, the default, needs neither a download nor i18next (the
 * shell's texts are bundled, each page brings its own); en and pt load i18next with i18n/{lang}.json and
 * every es text on demand.
 */
export async function loadTranslator(api: ApiClient, lang: Language): Promise<Translator> {
  if (lang === 'es') return createEsTranslator(report, missing);
  const [{ createTranslator }, result] = await Promise.all([import('./i18next-translator'), api.i18n(lang)]);
  if (!result.ok) console.warn('No se pudieron cargar las traducciones', result.error.message);
  return createTranslator(lang, result.ok ? result.value : null, report);
}
