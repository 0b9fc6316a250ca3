/** Plan-ranking tags excluded from clinic lists (§9). */
export const RANKING_TAGS = ['QPCL-1', 'QPCL-2', 'QPCL-3'] as const;

export function isRankingTag(tag: string): boolean {
  return (RANKING_TAGS as readonly string[]).includes(tag.trim().toUpperCase());
}

/** A clinic list without the ranking tags. */
export function withoutRankingTags<T extends string | { readonly name: string }>(items: readonly T[]): T[] {
  return items.filter((item) => !isRankingTag(typeof item === 'string' ? item : item.name));
}
