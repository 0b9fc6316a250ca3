import type { PluralKey, TextKey } from './ui-texts';
import type { TranslateParams } from './translate-params';

/**
 * A text a domain rule computes, as a key and its parameters: the rule decides what is said, the view says
 * it in the page's language. `lists` are joined as the language joins a list ('a, b y c').
 */
export interface TextRef {
  readonly key: TextKey | PluralKey;
  readonly params?: TranslateParams;
  readonly lists?: Readonly<Record<string, readonly TextRef[]>>;
}

export function textRef(key: TextKey | PluralKey, params?: TranslateParams): TextRef {
  return params ? { key, params } : { key };
}
