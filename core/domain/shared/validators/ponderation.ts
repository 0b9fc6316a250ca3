/** Ponderation input (§5): a number from 0 to 1. */
const PONDERATION_MIN = 0;
const PONDERATION_MAX = 1;

export function isValidPonderation(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= PONDERATION_MIN &&
    value <= PONDERATION_MAX
  );
}

/** Reads a ponderation typed by staff ('0,5' or '0.5'); null when it is not 0 to 1. */
export function parsePonderation(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return isValidPonderation(value) ? value : null;
}
