/** A numeric field keeps at most 3 digits (§5, public-site §5). */
const NUMERIC_FIELD_MAX_DIGITS = 3;

/** Keeps the digits a visitor typed, truncated to the first 3 ('12a345' gives '123'). */
export function truncateNumericField(value: string | number | null | undefined): string {
  return String(value ?? '')
    .replace(/\D/g, '')
    .slice(0, NUMERIC_FIELD_MAX_DIGITS);
}

/** A number with dots (thousands) removed, as an integer; null when there are no digits (§3, §5). */
export function integerWithoutDots(value: string | number | null | undefined): number | null {
  const digits = String(value ?? '')
    .replace(/\./g, '')
    .trim();
  return /^\d+$/.test(digits) ? Number.parseInt(digits, 10) : null;
}
