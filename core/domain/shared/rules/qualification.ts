/** An item's age range (§5): lower and upper limits, both included; a missing limit does not bind. */
export interface AgeRange {
  readonly lowerLimit?: number | null;
  readonly upperLimit?: number | null;
}

/** A person qualifies for an item when age is within the item's lower and upper limits (§5). */
export function qualifiesByAge(age: number, range: AgeRange): boolean {
  if (!Number.isFinite(age)) return false;
  const lower = range.lowerLimit ?? Number.NEGATIVE_INFINITY;
  const upper = range.upperLimit ?? Number.POSITIVE_INFINITY;
  return age >= lower && age <= upper;
}

export type InsuredLabel = 'cotizante' | 'pareja' | 'carga';

/** The first cotizante is labelled cotizante, the next ones pareja; dependants carga (§5). */
export function insuredLabel(kind: 'cotizante' | 'carga', index: number): InsuredLabel {
  if (kind === 'carga') return 'carga';
  return index === 0 ? 'cotizante' : 'pareja';
}

/** Sex labels (§3): Masculino Hombre, Femenino Mujer. */
export const SEX_LABELS = { Masculino: 'Hombre', Femenino: 'Mujer' } as const;

/** Ages in Colombia and Peru forms are parsed as integers, 25 when missing (§5). */
export function parseFormAge(value: string | number | null | undefined, fallback = 25): number {
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

/** Dependants are valid when each has a non-negative age, or when there are none (§5). */
export function dependantsAreValid(dependants: readonly { readonly edad?: number | null }[]): boolean {
  return dependants.every((dependant) => typeof dependant.edad === 'number' && dependant.edad >= 0);
}
