import { accept, reject, type Outcome } from '../outcome';
import { PASSWORD_ERROR_MESSAGES, type PasswordError } from '../catalogues/error-types';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 12;
/** A new password may not equal any of the last 4 (§5, §9). */
export const PASSWORD_HISTORY_SIZE = 4;

export interface PasswordRejection {
  readonly code: PasswordError;
  readonly message: string;
}

const refuse = (code: PasswordError): { readonly ok: false; readonly error: PasswordRejection } =>
  reject({ code, message: PASSWORD_ERROR_MESSAGES[code] });

/**
 * Password (§5): 8 to 12 characters with a lowercase letter, an uppercase letter, a digit and a special
 * character, and not one of the last 4 passwords. `lastPasswords` is ordered oldest first.
 */
export function validatePassword(
  value: string,
  lastPasswords: readonly string[] = [],
): Outcome<string, PasswordRejection> {
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) {
    return refuse('INVALID_PASSWORD_LENGTH');
  }
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/];
  if (!classes.every((pattern) => pattern.test(value))) return refuse('INVALID_PASSWORD_FORM');
  if (lastPasswords.slice(-PASSWORD_HISTORY_SIZE).includes(value)) return refuse('PASSWORD_IN_HISTORY');
  return accept(value);
}
