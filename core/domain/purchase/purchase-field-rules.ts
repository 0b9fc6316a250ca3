import { textRef, type TextRef } from '../texts/text-ref';
import type { SiteCountryCode } from '../site/country';
import { isValidEmail } from '../shared/validators/email';
import { validateIdNumber } from '../shared/validators/id-number';
import { isValidName } from '../shared/validators/name';
import { validateSitePhone } from '../shared/validators/country-phone';
import { containsCardNumber } from './card';
import type { PurchaseField } from './purchase-form';
import type { FIELD_MESSAGES } from './purchase-field-messages';

/** Values of one step as typed: field name to text. */
export type StepValues = Readonly<Record<string, string>>;
export type StepErrors = Readonly<Record<string, TextRef>>;

/** A field message as a text key: the view says it in the page's language. */
const fieldMessage = (name: keyof typeof FIELD_MESSAGES): TextRef => textRef(`purchaseFieldErrors.${name}`);

/** Checks a date as typed (AAAA-MM-DD) against `today`, also AAAA-MM-DD: no clock is read here. */
function birthDateError(value: string, today: string): TextRef | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return fieldMessage('birthDate');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || value > today || year < 1900) return fieldMessage('birthDate');
  return null;
}

function rosterError(value: string, country: SiteCountryCode): TextRef | null {
  const lines = value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) return fieldMessage('required');
  const valid = lines.every((line) => {
    const [name, id, ...rest] = line.split(',').map((part) => part.trim());
    return rest.length === 0 && isValidName(name) && validateIdNumber(country, id ?? '').ok;
  });
  return valid ? null : fieldMessage('roster');
}

/** The message a field shows beside it, or null when its value is accepted (§5 validators). */
export function fieldError(
  field: PurchaseField,
  raw: string | undefined,
  context: { readonly country: SiteCountryCode; readonly today: string },
): TextRef | null {
  const value = (raw ?? '').trim();
  if (containsCardNumber(value)) return fieldMessage('cardData');
  if (value === '' || (field.kind === 'consent' && value !== 'true')) {
    if (!field.required) return null;
    return field.kind === 'consent' ? fieldMessage('consent') : fieldMessage('required');
  }
  switch (field.kind) {
    case 'text':
    case 'consent':
      return null;
    case 'name':
      return isValidName(value) ? null : fieldMessage('name');
    case 'email':
      return isValidEmail(value) ? null : fieldMessage('email');
    case 'phone': {
      const phone = validateSitePhone(context.country, value);
      if (phone.ok) return null;
      // Too short or not the site's numbering plan: the site's one phone sentence either way.
      return fieldMessage(context.country === 'CO' ? 'phone' : `phone${context.country}`);
    }
    case 'id-number':
      return validateIdNumber(context.country, value).ok ? null : fieldMessage('idNumber');
    case 'birth-date':
      return birthDateError(value, context.today);
    case 'select':
    case 'yes-no': {
      const options = field.kind === 'yes-no' ? ['si', 'no'] : (field.options ?? []).map((o) => o.value);
      return options.includes(value) ? null : fieldMessage('option');
    }
    case 'number': {
      const number = Number(value);
      const inRange =
        /^\d+$/.test(value) &&
        (field.min === undefined || number >= field.min) &&
        (field.max === undefined || number <= field.max);
      return inRange ? null : fieldMessage('number');
    }
    case 'roster':
      return rosterError(value, context.country);
    default: {
      const unreachable: never = field.kind;
      return unreachable;
    }
  }
}

/** Every wrong field of a step; an empty record means the step may advance. */
export function stepErrors(
  fields: readonly PurchaseField[],
  values: StepValues,
  context: { readonly country: SiteCountryCode; readonly today: string },
): StepErrors {
  const errors: Record<string, TextRef> = {};
  for (const field of fields) {
    const message = fieldError(field, values[field.name], context);
    if (message) errors[field.name] = message;
  }
  return errors;
}

/** Only the fields the form declares are kept, trimmed. */
export function keptValues(fields: readonly PurchaseField[], values: StepValues): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.name, (values[field.name] ?? '').trim()]));
}
