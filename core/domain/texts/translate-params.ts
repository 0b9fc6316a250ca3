import { accept, reject, type Outcome } from '../shared/outcome';

/** A translate parameter given as text must be a JSON object (§8); anything else is this typed error. */
export interface WrongTranslateParameter {
  readonly kind: 'wrong-translate-parameter';
  readonly message: 'Wrong parameter in TranslatePipe';
  readonly parameter: string;
}

export type TranslateParams = Record<string, string | number | boolean>;

/** A JSON object whose values are texts, numbers or booleans (checked by hand: it runs on every text). */
function asParams(value: unknown): TranslateParams | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const params: TranslateParams = {};
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry !== 'string' && typeof entry !== 'boolean' && !Number.isFinite(entry)) return null;
    Object.defineProperty(params, name, {
      value: entry,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return params;
}

export function parseTranslateParams(
  parameter: string | TranslateParams | undefined,
): Outcome<TranslateParams, WrongTranslateParameter> {
  if (parameter === undefined) return accept({});
  if (typeof parameter !== 'string') return accept(parameter);
  let parsed: unknown;
  try {
    parsed = JSON.parse(parameter);
  } catch {
    parsed = undefined;
  }
  const checked = asParams(parsed);
  return checked
    ? accept(checked)
    : reject({ kind: 'wrong-translate-parameter', message: 'Wrong parameter in TranslatePipe', parameter });
}

/** What staff see on a text with no translation in the page's language (§8). */
export const missingTranslationTitle = (key: string) => `No existe la traducción para ${key}`;
