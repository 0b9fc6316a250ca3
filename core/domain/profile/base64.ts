/**
 * Base64 to bytes and back, pure and total. Accepts the standard and the URL-safe alphabets, with or
 * without padding, and a space where a query string turned '+' into one. `atob` is not used: it
 * yields Latin-1 text and garbles UTF-8 (toolchain.md).
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUES: ReadonlyMap<string, number> = new Map([
  ...[...ALPHABET].map((char, index) => [char, index] as const),
  ['-', 62],
  ['_', 63],
]);

/** The bytes a base64 text encodes, or null when it is not base64. */
export function base64ToBytes(text: string): Uint8Array | null {
  const compact = text.replace(/ /g, '+').replace(/[\r\n\t]/g, '');
  const body = compact.replace(/=+$/, '');
  if (compact.length - body.length > 2 || body.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((body.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (const char of body) {
    const value = VALUES.get(char);
    if (value === undefined) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at] = (buffer >> bits) & 0xff;
      at += 1;
    }
  }
  return bytes;
}

/** Standard base64 with padding. */
export function bytesToBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const triple = (a << 16) | (b << 8) | c;
    out += ALPHABET[(triple >> 18) & 63];
    out += ALPHABET[(triple >> 12) & 63];
    out += i + 1 < bytes.length ? ALPHABET[(triple >> 6) & 63] : '=';
    out += i + 2 < bytes.length ? ALPHABET[triple & 63] : '=';
  }
  return out;
}

/** UTF-8 bytes to text, or null when they are not valid UTF-8. */
export function utf8Decode(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function utf8Encode(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}
