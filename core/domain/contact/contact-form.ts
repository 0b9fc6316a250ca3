import type { ContactRequest } from '../api/leads';
import type { Profile } from '../profile/profile';
import { isValidEmail } from '../shared/validators/email';
import { isValidName } from '../shared/validators/name';
import { sitePhoneValue, validateSitePhone } from '../shared/validators/country-phone';
import { PHONE_RULE_TEXTS } from '../shared/validators/phone-texts-es';
import type { SiteCountryCode } from '../site/country';

/** The contact page's form (POST api/contactos). Texts are es-CO; the view shows each beside its field. */
export interface ContactFormInput {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly topic: string;
  readonly message: string;
  /** Ley 1581 de 2012: prior, express and informed; never ticked for the visitor. */
  readonly consent: boolean;
}

export type ContactField = keyof ContactFormInput;
export type ContactFormErrors = Partial<Record<ContactField, string>>;

export const CONTACT_MESSAGES = {
  required: 'campo requerido',
  email: 'Por favor, ingrese su dirección de correo electrónico válido',
  name: 'Escribe tu nombre solo con letras',
  phone: PHONE_RULE_TEXTS.CO,
  consent: 'Necesitamos tu autorización para contactarte',
  message: 'El mensaje admite hasta 2000 caracteres',
} as const;

/** Topics of the contact form: the product type each asks about (§7 productType, businessLine). */
export const CONTACT_TOPICS = [
  { value: 'Medicina Prepagada', label: 'Medicina prepagada' },
  { value: '', label: 'Pólizas de salud' },
  { value: 'colectivo', label: 'Planes complementarios EPS' },
  { value: 'SEGURO COLECTIVO', label: 'Seguros para empresas' },
  { value: 'PET_INSURANCE_CO', label: 'Seguros para mascotas' },
  { value: 'otro', label: 'Otra consulta' },
] as const;

/** The contact form's consent and phone hint in the site's words: its data law, its phone's format. */
export function contactFormTexts(country: SiteCountryCode): {
  readonly consent: 'contact.consent' | `contact.consent${Exclude<SiteCountryCode, 'CO'>}`;
  readonly phoneHint: 'contact.phoneHint' | `contact.phoneHint${Exclude<SiteCountryCode, 'CO'>}`;
} {
  return country === 'CO'
    ? { consent: 'contact.consent', phoneHint: 'contact.phoneHint' }
    : { consent: `contact.consent${country}`, phoneHint: `contact.phoneHint${country}` };
}

export const emptyContactForm = (topic = ''): ContactFormInput => ({
  name: '',
  email: '',
  phone: '',
  topic,
  message: '',
  consent: false,
});

/** A Colombian number typed without its country code gets +57 (the site's phone rule writes it in full). */
export function normalizeColombianPhone(value: string): string {
  return sitePhoneValue('CO', value).replace(/[\s().-]/g, '');
}

/** Every wrong field; the phone is checked with the site's one phone rule (Colombia unless told). */
export function validateContactForm(
  input: ContactFormInput,
  country: SiteCountryCode = 'CO',
): ContactFormErrors {
  const errors: Record<string, string> = {};
  const name = input.name.trim();
  if (name === '') errors['name'] = CONTACT_MESSAGES.required;
  else if (!isValidName(name)) errors['name'] = CONTACT_MESSAGES.name;
  const email = input.email.trim();
  if (email === '') errors['email'] = CONTACT_MESSAGES.required;
  else if (!isValidEmail(email) || email.length > 120) errors['email'] = CONTACT_MESSAGES.email;
  const phone = validateSitePhone(country, input.phone);
  if (!phone.ok)
    errors['phone'] = phone.error === 'required' ? CONTACT_MESSAGES.required : PHONE_RULE_TEXTS[country];
  if (input.message.length > 2000) errors['message'] = CONTACT_MESSAGES.message;
  if (!input.consent) errors['consent'] = CONTACT_MESSAGES.consent;
  return errors as ContactFormErrors;
}

export interface ContactContext {
  /** The address the form was sent from (origin_url). */
  readonly originUrl: string;
  /** Which form produced the lead (originLead): the contact page or the paid-media landing. */
  readonly originLead: 'contacto' | 'Registro';
  readonly profile?: Profile;
  /** The site the form is on: its phone rule (Colombia when not said). */
  readonly country?: SiteCountryCode;
}

/** The request body, or null while the form has errors. */
export function contactRequest(input: ContactFormInput, context: ContactContext): ContactRequest | null {
  const country = context.country ?? 'CO';
  if (Object.keys(validateContactForm(input, country)).length > 0) return null;
  const productType = input.topic === 'otro' ? undefined : input.topic;
  const message = input.message.trim();
  return {
    name: input.name.trim(),
    email: input.email.trim(),
    phone: sitePhoneValue(country, input.phone),
    ...(message ? { message } : {}),
    ...(productType !== undefined ? { productType } : {}),
    businessLine: 'contactos',
    ...(context.profile ? { datosingresados: context.profile } : {}),
    origin_url: context.originUrl,
    originLead: context.originLead,
    consent: { dataProcessing: true, channels: ['telefono', 'email', 'whatsapp'] },
  };
}
