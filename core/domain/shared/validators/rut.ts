/** A cleaned RUT has at least 7 characters, check digit included (§5). */
const RUT_MIN_LENGTH = 7;

/** RUT cleaning (§5): uppercase, keep digits and K, drop leading zeros. */
export function cleanRut(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^0-9K]/g, '')
    .replace(/^0+/, '');
}

/** The modulo-11 check digit of a RUT body: weights 2..7 from the right; 11 gives 0 and 10 gives K. */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  let weight = 2;
  for (let index = body.length - 1; index >= 0; index -= 1) {
    sum += Number(body[index]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 11 ? '0' : digit === 10 ? 'K' : String(digit);
}

/**
 * RUT check (§5), formatted or not: no letters other than K, at least 7 characters once cleaned, the
 * body all digits, and the modulo-11 check digit matching.
 */
export function isValidRut(value: string): boolean {
  if (/[A-JL-Z]/i.test(value)) return false;
  const clean = cleanRut(value);
  if (clean.length < RUT_MIN_LENGTH) return false;
  const body = clean.slice(0, -1);
  const check = clean.slice(-1);
  return /^\d+$/.test(body) && rutCheckDigit(body) === check;
}

/** RUT format (§5): dotted thousands and a hyphen before the check digit, e.g. 12.345.678-5. */
export function formatRut(value: string): string {
  const clean = cleanRut(value);
  if (clean.length < 2) return clean;
  const body = clean.slice(0, -1).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${body}-${clean.slice(-1)}`;
}
