import { z } from 'zod';
import { accept, reject, type Outcome } from '../shared/outcome';

/** A translate parameter given as text must be a JSON object (§8); anything else is this typed error. */
export interface WrongTranslateParameter {
  readonly kind: 'wrong-translate-parameter';
  readonly message: 'Wrong parameter in TranslatePipe';
  readonly parameter: string;
}

const Params = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type TranslateParams = z.infer<typeof Params>;

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
  const checked = Params.safeParse(parsed);
  return checked.success
    ? accept(checked.data)
    : reject({ kind: 'wrong-translate-parameter', message: 'Wrong parameter in TranslatePipe', parameter });
}

/** What staff see on a text with no translation in the page's language (§8). */
export const missingTranslationTitle = (key: string) => `No existe la traducción para ${key}`;
