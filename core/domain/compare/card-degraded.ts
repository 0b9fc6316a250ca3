import { textRef, type TextRef } from '../texts/text-ref';

/** Parts of a card's extras that can fail without failing the card (only coverages decide that, §8). */
export type CardPart = 'price' | 'offers' | 'features' | 'payment';

const ORDER: readonly CardPart[] = ['price', 'offers', 'features', 'payment'];

/**
 * What a card says when some of its parts could not load, instead of silently showing something else
 * (a range for the price, no discount, no benefits); null when nothing is missing.
 */
export function degradedCardNotice(missing: readonly CardPart[]): TextRef | null {
  const parts = ORDER.filter((part) => missing.includes(part)).map((part) => textRef(`cardDegraded.${part}`));
  if (parts.length === 0) return null;
  return { key: 'cardDegraded.notice', lists: { parts } };
}
