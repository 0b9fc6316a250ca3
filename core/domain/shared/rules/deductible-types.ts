/** Deductible type 4 means names with VP[, type 5 names with EC[ (§9). */
export const DEDUCTIBLE_TYPE_TAGS = { 4: 'VP[', 5: 'EC[' } as const;
export type TaggedDeductibleType = keyof typeof DEDUCTIBLE_TYPE_TAGS;

export function matchesDeductibleType(name: string, type: TaggedDeductibleType): boolean {
  return name.includes(DEDUCTIBLE_TYPE_TAGS[type]);
}

/** The tagged deductible type a coverage name carries; null for neither. */
export function deductibleTypeOf(name: string): TaggedDeductibleType | null {
  if (matchesDeductibleType(name, 4)) return 4;
  if (matchesDeductibleType(name, 5)) return 5;
  return null;
}
