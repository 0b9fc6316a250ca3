import { createTranslator } from '../../core/adapters/i18n/i18next-translator';
import type { TextRef } from '../../core/domain';

const spanish = createTranslator('es', null);

/** What a visitor reads in es-CO for a text a rule computed (null stays null). */
export function es(ref: TextRef): string;
export function es(ref: TextRef | null): string | null;
export function es(ref: TextRef | null): string | null {
  return ref ? spanish.text(ref) : null;
}
