import type { Language, Translations } from '../../../domain/api';
import { ES_TEXTS, routeTexts } from '../../../domain';

/** One namespace of a language: key to text (i18next's `_one`/`_other` suffixes for counts). */
type Namespace = Readonly<Record<string, string>>;

/**
 * The site's en and pt texts: i18next resource files beside the Spanish ones, one per language and
 * namespace (core/domain/texts/locales/{lang}/{namespace}.json). Read with the sample backend's code,
 * never with the browser's root: the browser downloads its language's i18n/{lang}.json on demand.
 */
const FILES = import.meta.glob<Namespace>('../../../domain/texts/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** A language's namespaces, each named by its file. */
function localeTexts(lang: Exclude<Language, 'es'>): Translations {
  const texts: Record<string, Namespace> = {};
  for (const [path, namespace] of Object.entries(FILES)) {
    const [, folder, name] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (folder === lang && name) texts[name] = namespace;
  }
  return texts;
}

/** The translation files served at i18n/{lang}.json: the site's texts and its translated addresses. */
export const TRANSLATIONS: Readonly<Record<Language, Translations>> = {
  es: { ...ES_TEXTS, routes: routeTexts('es') },
  en: { ...localeTexts('en'), routes: routeTexts('en') },
  pt: { ...localeTexts('pt'), routes: routeTexts('pt') },
};
