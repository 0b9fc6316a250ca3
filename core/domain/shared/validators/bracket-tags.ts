/**
 * Bracket-tag format for tab titles and names (§5), as coverage names carry them (§3): text, then tags
 * like E[18-65], VP[1-2], EC[0-64] or M[pref], each a short upper-case key and a bracketed value.
 */
export const BRACKET_TAG_PATTERN = /([A-Z]{1,3})\[([^[\]]*)\]/g;
const WELL_FORMED = /^[^[\]]*(?:[A-Z]{1,3}\[[^[\]]*\][^[\]]*)*$/;

export function isBracketTagFormat(value: string): boolean {
  return WELL_FORMED.test(value);
}

/** The tags of a name, by key ('Consulta E[0-17] M[pref]' gives { E: '0-17', M: 'pref' }). */
export function bracketTags(value: string): Readonly<Record<string, string>> {
  const tags: Record<string, string> = {};
  for (const match of value.matchAll(BRACKET_TAG_PATTERN)) {
    if (match[1] !== undefined && match[2] !== undefined) tags[match[1]] = match[2];
  }
  return tags;
}

/** The name without its tags, as shown to a visitor. */
export function withoutBracketTags(value: string): string {
  return value
    .replace(BRACKET_TAG_PATTERN, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
