import { accept, reject, type Outcome } from '../outcome';

/** Phone (§5): optional plus sign, a 1 to 3 digit country code, then 7 to 14 digits. */
const PHONE_PATTERN = /^\+?\d{1,3}\d{7,14}$/;
/** A phone with fewer than 11 digits gives the 'nominimo' error (§5). */
const PHONE_MIN_DIGITS = 11;

export type PhoneError = 'required' | 'pattern' | 'nominimo';

/** Spaces, hyphens and parentheses a visitor types are ignored; the accepted value keeps + and digits. */
export function validatePhone(value: string | null | undefined): Outcome<string, PhoneError> {
  const phone = (value ?? '').replace(/[\s()-]/g, '');
  if (phone === '') return reject('required');
  if (!PHONE_PATTERN.test(phone)) return reject('pattern');
  if (phone.replace(/\D/g, '').length < PHONE_MIN_DIGITS) return reject('nominimo');
  return accept(phone);
}
