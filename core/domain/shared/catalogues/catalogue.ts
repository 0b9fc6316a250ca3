import { z } from 'zod/mini';

/** An entry of a catalogue with a fixed id (§3). */
export interface CatalogueEntry<Id extends number | string = number> {
  readonly id: Id;
  readonly name: string;
}

/** The zod schema accepting exactly the ids of a catalogue (pure: an unused catalogue is left out). */
/* @__NO_SIDE_EFFECTS__ */
export function catalogueIds<const T extends readonly CatalogueEntry<number>[]>(
  entries: T,
): z.ZodMiniLiteral<T[number]['id']> {
  return z.literal(entries.map((entry) => entry.id) as T[number]['id'][]);
}

/** The name a catalogue gives an id; undefined for an id it does not hold. */
export function catalogueName<Id extends number | string>(
  entries: readonly CatalogueEntry<Id>[],
  id: Id,
): string | undefined {
  return entries.find((entry) => entry.id === id)?.name;
}
