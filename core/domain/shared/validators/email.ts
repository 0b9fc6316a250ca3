/** E-mail pattern (§5): local part 1 to 64 characters, @, a domain and a TLD of 2 or more letters. */
const EMAIL_PATTERN =
  /^[A-Za-z0-9._%+'-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string | null | undefined): boolean {
  return EMAIL_PATTERN.test((value ?? '').trim());
}

/** Referral e-mail input: at most 50 characters (§5, §9). */
export const REFERRAL_EMAIL_MAX_LENGTH = 50;

export type ReferralEmailError = 'required' | 'email' | 'maxlength';

/** Referral e-mail: required when the modal cannot be closed, e-mail format, at most 50 characters. */
export function referralEmailError(
  value: string | null | undefined,
  required: boolean,
): ReferralEmailError | null {
  const email = (value ?? '').trim();
  if (email === '') return required ? 'required' : null;
  if (email.length > REFERRAL_EMAIL_MAX_LENGTH) return 'maxlength';
  return isValidEmail(email) ? null : 'email';
}
