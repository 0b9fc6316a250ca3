import type { SiteCountryCode } from '../../site/country';
import { accept, reject, type Outcome } from '../outcome';
import { validatePhone, type PhoneError } from './phone';

/**
 * A phone number by site (§5 phone rule, with each country's numbering plan): the shared rule (optional
 * plus sign, 1 to 3 digit country code, 7 to 14 digits, 'nominimo' under 11 digits) applies to the
 * number written with its country code; a national number typed without it gets the site's code first.
 *
 * - Colombia (+57): 10 digits, mobiles from 3, landlines 601-608 (../shared/market-facts.md): 321 123 4567
 *   and +57 321 123 4567 are the same number, and both are accepted.
 * - Chile (+56, the 'telefono-chile' validation): 9 digits, mobiles from 9, landlines from 2 to 7.
 * - Peru (+51): mobiles, 9 digits from 9 (a landline with its area code has fewer than 11 digits).
 * - International: the shared rule only (any country code).
 */
interface NationalPlan {
  readonly dialingCode: string;
  readonly national: RegExp;
  /** The national numbers that are mobiles (what WhatsApp reaches). */
  readonly mobile: RegExp;
}

const NATIONAL_PLANS: Readonly<Partial<Record<SiteCountryCode, NationalPlan>>> = {
  CO: { dialingCode: '57', national: /^(3\d{9}|60[1-8]\d{7})$/, mobile: /^3/ },
  CL: { dialingCode: '56', national: /^[2-9]\d{8}$/, mobile: /^9/ },
  PE: { dialingCode: '51', national: /^9\d{8}$/, mobile: /^9/ },
};

/** What a visitor types, without the spaces, hyphens, dots and parentheses that group digits. */
const compact = (value: string): string => value.replace(/[\s().-]/g, '');

/**
 * The phone of a site's form: the accepted value is written in full, +{code}{national number}.
 * Errors are the shared rule's: required, pattern, nominimo.
 */
export function validateCountryPhone(
  country: SiteCountryCode,
  value: string | null | undefined,
): Outcome<string, PhoneError> {
  const typed = compact(value ?? '');
  if (typed === '') return reject('required');
  const plan = NATIONAL_PLANS[country];
  if (!plan) return validatePhone(typed);
  const digits = typed.replace(/^\+/, '');
  const national =
    typed.startsWith('+') || (digits.startsWith(plan.dialingCode) && digits.length > 10)
      ? digits.startsWith(plan.dialingCode)
        ? digits.slice(plan.dialingCode.length)
        : null
      : digits;
  if (national === null || !/^\d+$/.test(national)) return reject('pattern');
  const full = `+${plan.dialingCode}${national}`;
  const shared = validatePhone(full);
  if (!shared.ok) return shared;
  return plan.national.test(national) ? accept(full) : reject('pattern');
}

/** An example number of each site, for the form's hint (real formats, not real subscribers). */
export const PHONE_EXAMPLES: Readonly<Record<SiteCountryCode, string>> = {
  CO: '321 123 4567',
  CL: '9 6123 4567',
  PE: '987 654 321',
  INT: '+1 305 555 0142',
};

/**
 * The one phone rule of a site (issue 24): every form (plan request, contact, purchase, chat and its
 * call-back) checks a phone with it, so a number one form takes no other form refuses.
 */
export function validateSitePhone(
  country: SiteCountryCode,
  value: string | null | undefined,
): Outcome<string, PhoneError> {
  return validateCountryPhone(country, value);
}

/**
 * Whether a number the site's rule took (+{code}{national}) is a mobile by the site's numbering plan;
 * on the international site, without one, any number may be.
 */
export function isSiteMobile(country: SiteCountryCode, phone: string): boolean {
  const plan = NATIONAL_PLANS[country];
  if (!plan) return true;
  const prefix = `+${plan.dialingCode}`;
  return phone.startsWith(prefix) && plan.mobile.test(phone.slice(prefix.length));
}

/** A number as a form sends it: in full (+{code}{national}) when the site's rule takes it, else as typed. */
export function sitePhoneValue(country: SiteCountryCode, value: string): string {
  const phone = validateSitePhone(country, value);
  return phone.ok ? phone.value : value.trim();
}
