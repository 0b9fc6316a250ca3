/** Maximum 3 products to compare (§5, §9). */
export const MAX_COMPARE = 3;

/** The side-by-side table needs two plans at least (§4). */
export const MIN_TO_COMPARE = 2;

/** Three slots, filled in order; an empty slot is null. */
export type ComparisonSlots = readonly (string | null)[];

export const EMPTY_SLOTS: ComparisonSlots = Array.from({ length: MAX_COMPARE }, () => null);

export function filledSlots(slots: ComparisonSlots): string[] {
  return slots.filter((id): id is string => id !== null);
}

export function isSlotted(slots: ComparisonSlots, productId: string): boolean {
  return slots.includes(productId);
}

export function slotsAreFull(slots: ComparisonSlots): boolean {
  return filledSlots(slots).length >= MAX_COMPARE;
}

export function enoughToCompare(slots: ComparisonSlots): boolean {
  return filledSlots(slots).length >= MIN_TO_COMPARE;
}

/**
 * A stored selection kept to the rules: three slots, filled in order, no duplicate, no empty id. A
 * snapshot written by an older version may hold `x, x, y`; read through this it shows `x, y`.
 */
export function normaliseSlots(slots: readonly (string | null)[]): (string | null)[] {
  const ids = [...new Set(slots.filter((id): id is string => id !== null && id !== ''))];
  return Array.from({ length: MAX_COMPARE }, (_, index) => ids[index] ?? null);
}

/** Fill the first empty slot; a product already chosen, or a full set, leaves the slots as they are. */
export function fillSlot(slots: ComparisonSlots, productId: string): ComparisonSlots {
  if (isSlotted(slots, productId) || slotsAreFull(slots)) return slots;
  return normalise([...filledSlots(slots), productId]);
}

/** Unchecking removes the product and shifts the others, appending an empty slot (§4). */
export function clearSlot(slots: ComparisonSlots, productId: string): ComparisonSlots {
  if (!isSlotted(slots, productId)) return slots;
  return normalise(filledSlots(slots).filter((id) => id !== productId));
}

function normalise(ids: readonly string[]): ComparisonSlots {
  return Array.from({ length: MAX_COMPARE }, (_, index) => ids[index] ?? null);
}
