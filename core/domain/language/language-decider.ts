import type { Language } from '../events/domain-event';
import { decided, refuse, type Decision } from '../kernel/decision';
import type { VisitorState } from '../visitor/visitor-state';

/** es is the default language; en and pt prefix the path (/en/…, /pt/…). */
export const DEFAULT_LANGUAGE: Language = 'es';
export const SITE_LANGUAGES: readonly Language[] = ['es', 'en', 'pt'];
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  es: 'Español',
  en: 'English',
  pt: 'Português',
};

/** Commands on the visitor's language (§4 "Language change"). */
export type LanguageCommand = {
  readonly type: 'language.change';
  readonly lang: Language;
  /** The language the page shows now (from its address), which may differ from the recorded one. */
  readonly showing: Language;
};

export function decideLanguage(command: LanguageCommand, state: VisitorState): Decision {
  switch (command.type) {
    case 'language.change':
      if (command.lang === command.showing && command.lang === state.language)
        return refuse('language.same', 'Ya estás en ese idioma');
      return decided({ type: 'LanguageChanged', data: { lang: command.lang } });
    default:
      return assertNever(command.type);
  }
}

/** Where a language change reloads: '/' for the default language, '/{lang}' otherwise. */
export function languageHome(lang: Language): string {
  return lang === DEFAULT_LANGUAGE ? '/' : `/${lang}`;
}

/** A site path in a language: links keep the page's /{lang}/ prefix. External and anchor links stay. */
export function localizedPath(lang: Language, path: string): string {
  if (lang === DEFAULT_LANGUAGE || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === `/${lang}` || path.startsWith(`/${lang}/`) || path.startsWith(`/${lang}?`)) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

function assertNever(value: never): never {
  throw new Error(`Unhandled command ${JSON.stringify(value)}`);
}
