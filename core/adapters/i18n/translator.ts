import i18next, { type i18n } from 'i18next';
import {
  ES_TEXTS,
  parseTranslateParams,
  type Language,
  type PluralKey,
  type TextKey,
  type TextRef,
  type TranslateParams,
  type WrongTranslateParameter,
} from '../../domain';
import type { ApiClient, Translations } from '../../domain/api';

/** The page's texts in its language (i18next over i18n/{lang}.json, es as the fallback). */
export interface Translator {
  readonly lang: Language;
  /** The text; a parameter given as text that is not a JSON object is reported and left out. */
  t(key: TextKey | PluralKey | string, params?: TranslateParams | string): string;
  /** A text a domain rule computed (its lists joined as the page's language joins them). */
  text(ref: TextRef): string;
  /** True when the page's language has no text for the key (the es text shows instead). */
  isMissing(key: TextKey | string): boolean;
}

export function createTranslator(
  lang: Language,
  translations: Translations | null,
  report: (error: WrongTranslateParameter) => void = () => {},
): Translator {
  const instance: i18n = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'es',
    initAsync: false,
    resources: {
      es: { translation: ES_TEXTS },
      ...(lang !== 'es' && translations ? { [lang]: { translation: translations } } : {}),
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const t: Translator['t'] = (key, params) => {
    const parsed = parseTranslateParams(params);
    if (!parsed.ok) report(parsed.error);
    return instance.t(key, parsed.ok ? parsed.value : {});
  };
  const listFormat = new Intl.ListFormat(lang, { type: 'conjunction' });
  const text = (ref: TextRef): string => {
    const lists = Object.entries(ref.lists ?? {}).map(([name, items]) => [
      name,
      listFormat.format(items.map(text)),
    ]);
    return t(ref.key, { ...ref.params, ...Object.fromEntries(lists) });
  };
  return {
    lang,
    t,
    text,
    isMissing: (key) =>
      lang !== 'es' &&
      instance.getResource(lang, 'translation', key) === undefined &&
      instance.getResource(lang, 'translation', `${key}_other`) === undefined,
  };
}

/** The translator of the page's language: en and pt load i18n/{lang}.json first; es is bundled. */
export async function loadTranslator(api: ApiClient, lang: Language): Promise<Translator> {
  const report = (error: WrongTranslateParameter) => console.error(error.message, error.parameter);
  if (lang === 'es') return createTranslator('es', null, report);
  const result = await api.i18n(lang);
  if (!result.ok) console.warn('No se pudieron cargar las traducciones', result.error.message);
  return createTranslator(lang, result.ok ? result.value : null, report);
}
