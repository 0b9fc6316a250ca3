/** Maximum 3 products to compare (§5, §9). */
export const MAX_COMPARE = 3;

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
