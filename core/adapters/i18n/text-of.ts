import type { Language, TextRef, TranslateParams } from '../../domain';

/** One list format per language: building an Intl.ListFormat costs far more than using one. */
const LIST_FORMATS = new Map<Language, Intl.ListFormat>();

function listFormatOf(lang: Language): Intl.ListFormat {
  const known = LIST_FORMATS.get(lang);
  if (known) return known;
  const made = new Intl.ListFormat(lang, { type: 'conjunction' });
  LIST_FORMATS.set(lang, made);
  return made;
}

/**
 * The text of a rule's TextRef in the page's language: its lists joined as that language joins them
 * ("a, b y c", "a, b and c"), then looked up like any key. Shared by the es and the i18next translators;
 * `refine` lets a translator say a ref by another key (en and pt: a known remote label by its own).
 */
export function textOf(
  lang: Language,
  t: (key: string, params?: TranslateParams) => string,
  refine: (ref: TextRef) => TextRef = (ref) => ref,
): (ref: TextRef) => string {
  const text = (given: TextRef): string => {
    const ref = refine(given);
    const lists = Object.entries(ref.lists ?? {}).map(([name, items]) => [
      name,
      listFormatOf(lang).format(items.map(text)),
    ]);
    return t(ref.key, { ...ref.params, ...Object.fromEntries(lists) });
  };
  return text;
}
