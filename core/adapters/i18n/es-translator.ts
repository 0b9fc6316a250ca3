import {
  ES_TEXTS,
  parseTranslateParams,
  type TranslateParams,
  type WrongTranslateParameter,
} from '../../domain';
import { textOf } from './text-of';
import type { Translator } from './translator';

type Texts = { readonly [key: string]: string | Texts };

const PLURALS = new Intl.PluralRules('es');
const PLACEHOLDER = /{{\s*([^{}\s]+)\s*}}/g;

/**
 * The bundled es texts read the way i18next reads them (namespace.key, `_one`/`_other` by count,
 * {{name}} interpolation without escaping,
 * a placeholder left as written when its parameter is missing, the key itself when there is no text), so the default
 * language does not ship i18next. tests/adapters/es-translator.test.ts holds it to i18next's output.
 */
export function createEsTranslator(report: (error: WrongTranslateParameter) => void = () => {}): Translator {
  const lookup = (key: string): string | undefined => {
    let node: string | Texts | undefined = ES_TEXTS;
    for (const part of key.split('.')) {
      if (node === undefined || typeof node === 'string') return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  const isGroup = (key: string): boolean => {
    let node: string | Texts | undefined = ES_TEXTS;
    for (const part of key.split('.'))
      node = node === undefined || typeof node === 'string' ? undefined : node[part];
    return node !== undefined && typeof node !== 'string';
  };
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
    const params = parsed.ok ? parsed.value : {};
    const text = resolve(key, params);
    // A key naming a group of texts is a mistake; say it as i18next says it.
    if (text === undefined)
      return isGroup(key) ? `key '${key} (es)' returned an object instead of string.` : key;
    // A parameter not given leaves its placeholder as written, as i18next does.
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = params[name];
      return value === undefined ? placeholder : String(value);
    });
  };
  return { lang: 'es', t, text: textOf('es', t), isMissing: () => false };
}
