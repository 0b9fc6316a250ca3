import i18next, { type i18n } from 'i18next';
import {
  ES_TEXTS,
  knownRemoteLabel,
  parseTranslateParams,
  type Language,
  type TranslateParams,
  type WrongTranslateParameter,
} from '../../domain';
import type { Translations } from '../../domain/api';
import { textOf } from './text-of';
import type { Translator } from './translator';

/**
 * en and pt: i18next over i18n/{lang}.json, every es text as the fallback (loaded on demand, with the
 * table of known remote labels), so the packs a page brings add nothing here.
 */
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
      es: { translation: withManyAsOther(ES_TEXTS) },
      ...(lang !== 'es' && translations ? { [lang]: { translation: withManyAsOther(translations) } } : {}),
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const has = (key: string) =>
    instance.getResource(lang, 'translation', key) !== undefined ||
    instance.getResource(lang, 'translation', `${key}_other`) !== undefined;
  const withDefaults = (defaults: TranslateParams): Translator => {
    const t: Translator['t'] = (key, params) => {
      const parsed = parseTranslateParams(params);
      if (!parsed.ok) report(parsed.error);
      return instance.t(key, parsed.ok ? { ...defaults, ...parsed.value } : defaults);
    };
    const translator: Translator = {
      lang,
      t,
      text: textOf(lang, t, knownRemoteLabel),
      isMissing: (key) => lang !== 'es' && !has(typeof key === 'string' ? key : knownRemoteLabel(key).key),
      withTexts: () => translator,
      withDefaults: (more) => withDefaults({ ...defaults, ...more }),
    };
    return translator;
  };
  return withDefaults({});
}

type Texts = { readonly [key: string]: string | Texts };

/**
 * Spanish and Portuguese call a round million 'many' (Intl.PluralRules), a form our texts never write:
 * i18next would show the bare key, so every `_other` text also stands for `_many` where none is given.
 */
function withManyAsOther(texts: Texts): Texts {
  const entries = Object.entries(texts).map(([key, text]) => [
    key,
    typeof text === 'string' ? text : withManyAsOther(text),
  ]);
  const many = entries.flatMap(([key, text]) => {
    const base = /^(.*)_other$/.exec(key as string)?.[1];
    return base !== undefined && !(`${base}_many` in texts) ? [[`${base}_many`, text]] : [];
  });
  return Object.fromEntries([...entries, ...many]) as Texts;
}
