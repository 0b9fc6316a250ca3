import { accept, reject, type Outcome } from '../outcome';

/** A hex colour has 3 or 6 hex digits, with or without '#' (§5). */
const HEX_COLOR_PATTERN = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export const INVALID_HEX_COLOR_MESSAGE = 'Invalid HEX color.';

export function isHexColor(value: string): boolean {
  return HEX_COLOR_PATTERN.test(value.trim());
}

/** The colour with its '#', or the spec's message. */
export function checkHexColor(value: string): Outcome<string, typeof INVALID_HEX_COLOR_MESSAGE> {
  const color = value.trim();
  if (!isHexColor(color)) return reject(INVALID_HEX_COLOR_MESSAGE);
  return accept(color.startsWith('#') ? color : `#${color}`);
}
