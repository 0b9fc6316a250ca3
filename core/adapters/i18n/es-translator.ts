import {
  SHELL_ES,
  parseTranslateParams,
  type EsTexts,
  type TranslateParams,
  type WrongTranslateParameter,
} from '../../domain';
import { textOf } from './text-of';
import type { Translator } from './translator';

const PLURALS = new Intl.PluralRules('es');
const PLACEHOLDER = /{{\s*([^{}\s]+)\s*}}/g;

/**
 * The bundled es texts read the way i18next reads them (namespace.key, `_one`/`_other` by count,
 * {{name}} interpolation without escaping,
 * a placeholder left as written when its parameter is missing, the key itself when there is no text), so the default
 * language does not ship i18next. tests/adapters/es-translator.test.ts holds it to i18next's output.
 *
 * It starts with the shell's texts; `withDefaults` gives parameters every text may say (the site's
 * brand); `withTexts` adds a page's, a dialog's or a flow's pack, which comes
 * with its code. A key found in no pack is reported to `missing` (a screen rendered before its texts).
 */
export function createEsTranslator(
  report: (error: WrongTranslateParameter) => void = () => {},
  missing: (key: string) => void = () => {},
  packs: readonly EsTexts[] = [SHELL_ES],
  defaults: TranslateParams = {},
): Translator {
  const node = (namespace: string, name?: string): string | EsTexts[string] | undefined => {
    for (const pack of packs) {
      const texts = Object.hasOwn(pack, namespace) ? pack[namespace] : undefined;
      if (texts === undefined) continue;
      if (name === undefined) return texts;
      if (Object.hasOwn(texts, name)) return texts[name];
    }
    return undefined;
  };
  const lookup = (key: string): string | undefined => {
    const [namespace, name, ...rest] = key.split('.');
    if (namespace === undefined || name === undefined || rest.length > 0) return undefined;
    const text = node(namespace, name);
    return typeof text === 'string' ? text : undefined;
  };
  const isGroup = (key: string): boolean => !key.includes('.') && node(key) !== undefined;
  const resolve = (key: string, params: TranslateParams): string | undefined => {
    const count = params['count'];
    if (typeof count === 'number') {
      const plural = lookup(`${key}_${PLURALS.select(count)}`) ?? lookup(`${key}_other`);
      if (plural !== undefined) return plural;
    }
    return lookup(key);
  };
  const t: Translator['t'] = (key, given) => {
    const parsed = parseTranslateParams(given);
    if (!parsed.ok) report(parsed.error);
    const params = parsed.ok ? { ...defaults, ...parsed.value } : defaults;
    const text = resolve(key, params);
    if (text === undefined) {
      missing(key);
      // A key naming a group of texts is a mistake; say it as i18next says it.
      return isGroup(key) ? `key '${key} (es)' returned an object instead of string.` : key;
    }
    // A parameter not given leaves its placeholder as written, as i18next does.
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = params[name];
      return value === undefined ? placeholder : String(value);
    });
  };
  // Each screen asks for its pack on every mount: the translator with it is made once.
  const withPack = new Map<EsTexts, Translator>();
  const translator: Translator = {
    lang: 'es',
    t,
    text: textOf('es', t),
    isMissing: () => false,
    withTexts: (pack) => {
      if (packs.includes(pack)) return translator;
      const known = withPack.get(pack);
      if (known) return known;
      const made = createEsTranslator(report, missing, [pack, ...packs], defaults);
      withPack.set(pack, made);
      return made;
    },
    withDefaults: (more) => createEsTranslator(report, missing, packs, { ...defaults, ...more }),
  };
  return translator;
}
