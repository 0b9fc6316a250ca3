import { accept, reject, type Outcome } from '../outcome';

const PROFILE_FORM_VALID_MESSAGE = 'Se ingresaron todos los campos requeridos';
const PROFILE_FORM_MISSING_PREFIX = 'No se ingresaron los siguientes campos: ';

export interface ProfileFormField {
  /** The label the visitor sees, listed in the message when missing. */
  readonly label: string;
  readonly required: boolean;
  readonly value: unknown;
}

const filled = (value: unknown): boolean =>
  value != null &&
  !(typeof value === 'string' && value.trim() === '') &&
  !(Array.isArray(value) && value.length === 0);

/**
 * The insured-profile form (§5) is valid only if at least one required field is filled; otherwise the
 * message lists the required fields left empty.
 */
export function checkInsuredProfileForm(fields: readonly ProfileFormField[]): Outcome<string, string> {
  const required = fields.filter((field) => field.required);
  if (required.some((field) => filled(field.value))) return accept(PROFILE_FORM_VALID_MESSAGE);
  const missing = required.map((field) => field.label);
  return reject(`${PROFILE_FORM_MISSING_PREFIX}${missing.join(', ')}`);
}
