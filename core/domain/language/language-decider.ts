import type { Language } from '../events/domain-event';
import { decided, refuse, type Decision } from '../kernel/decision';
import type { VisitorState } from '../visitor/visitor-state';
import { translatePath } from '../routing/route-segments';

/** es is the default language; en and pt prefix the path (/en/…, /pt/…). */
const DEFAULT_LANGUAGE: Language = 'es';
export const SITE_LANGUAGES: readonly Language[] = ['es', 'en', 'pt'];

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

/**
 * A site path in a language: links keep the page's /{lang}/ prefix and take its translated segments
 * (routes.*). External and anchor links, and paths already in the language, stay.
 */
export function localizedPath(lang: Language, path: string): string {
  if (lang === DEFAULT_LANGUAGE || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === `/${lang}` || path.startsWith(`/${lang}/`) || path.startsWith(`/${lang}?`)) return path;
  const cut = path.search(/[?#]/);
  const [pathname, rest] = cut < 0 ? [path, ''] : [path.slice(0, cut), path.slice(cut)];
  return pathname === '/' ? `/${lang}${rest}` : `/${lang}${translatePath(lang, pathname)}${rest}`;
}

function assertNever(value: never): never {
  throw new Error(`Unhandled command ${JSON.stringify(value)}`);
}
