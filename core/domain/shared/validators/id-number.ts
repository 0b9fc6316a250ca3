import { SiteCountryCode } from '../../site/country';
import { countryById } from '../catalogues/countries';
import { accept, reject, type Outcome } from '../outcome';
import { isValidRut } from './rut';

/** Why an identification number is refused; invalidRut is the flag the forms show (§5). */
export type IdNumberError = 'required' | 'pattern' | 'invalidRut';

/** Chile: 4 to 9 digits without a leading 0, then a digit or K/k; an optional hyphen between. */
const CHILE_ID_PATTERN = /^[1-9]\d{3,8}-?[\dkK]$/;
/** Colombia and Peru: 8 to 12 digits. */
const DIGITS_ID_PATTERN = /^\d{8,12}$/;
/** International health: 5 to 12 alphanumerics, any case. */
const INTERNATIONAL_ID_PATTERN = /^[a-z0-9]{5,12}$/i;

export interface IdNumberOptions {
  /** With point on, the dots of the mask are kept (and then refused by the patterns). */
  readonly point?: boolean;
}

/** The dots mask is stripped unless point is on (§5). */
function stripIdMask(value: string, options: IdNumberOptions = {}): string {
  const trimmed = value.trim();
  return options.point ? trimmed : trimmed.replace(/\./g, '');
}

/** A site country code, a country id (§3), or anything else: the latter is an "other" country. */
function countryCodeOf(country: SiteCountryCode | number | string): SiteCountryCode | 'OTHER' {
  if (typeof country === 'number') return countryById(country)?.code ?? 'OTHER';
  const parsed = SiteCountryCode.safeParse(country.toUpperCase());
  return parsed.success ? parsed.data : 'OTHER';
}

/**
 * Identification number by country (§5), by code ('CL') or id (1); any other country only requires a
 * value. The accepted value has the mask stripped.
 */
export function validateIdNumber(
  country: SiteCountryCode | number | string,
  value: string | null | undefined,
  options: IdNumberOptions = {},
): Outcome<string, IdNumberError> {
  const id = stripIdMask(value ?? '', options);
  if (id === '') return reject('required');
  const code = countryCodeOf(country);
  switch (code) {
    case 'CL':
      if (!CHILE_ID_PATTERN.test(id)) return reject('pattern');
      return isValidRut(id) ? accept(id) : reject('invalidRut');
    case 'CO':
    case 'PE':
      return DIGITS_ID_PATTERN.test(id) ? accept(id) : reject('pattern');
    case 'INT':
      return INTERNATIONAL_ID_PATTERN.test(id) ? accept(id) : reject('pattern');
    case 'OTHER':
      return accept(id);
    default: {
      const unreachable: never = code;
      return unreachable;
    }
  }
}
