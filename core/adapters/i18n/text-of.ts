import type { Language, TextRef, TranslateParams } from '../../domain';

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
  const listFormat = new Intl.ListFormat(lang, { type: 'conjunction' });
  const text = (given: TextRef): string => {
    const ref = refine(given);
    const lists = Object.entries(ref.lists ?? {}).map(([name, items]) => [
      name,
      listFormat.format(items.map(text)),
    ]);
    return t(ref.key, { ...ref.params, ...Object.fromEntries(lists) });
  };
  return text;
}
