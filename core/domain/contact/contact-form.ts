import type { ContactRequest } from '../api/leads';
import type { Profile } from '../profile/profile';
import { isValidEmail } from '../shared/validators/email';
import { isValidName } from '../shared/validators/name';
import { sitePhoneValue, validateSitePhone } from '../shared/validators/country-phone';
import { PHONE_RULE_TEXTS } from '../shared/validators/phone-texts-es';
import type { SiteCountryCode } from '../site/country';
import type { TextKey } from '../texts/ui-texts';

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

/** A topic of the contact form: the product type it asks about (§7 productType) and its label's text. */
export interface ContactTopic {
  readonly value: string;
  readonly label: TextKey;
}

/**
 * Each site's contact topics, product type to its label's text, in the form's order: what that site
 * compares (Colombia's prepaid medicine and EPS plans, Chile's isapres, Peru's EPS and SCTR,
 * international health); every site then lists 'other'.
 */
const TOPICS_BY_SITE: Readonly<Record<SiteCountryCode, Readonly<Record<string, TextKey>>>> = {
  CO: {
    'Medicina Prepagada': 'productTypes.prepaid',
    '': 'productTypes.general',
    colectivo: 'productTypes.colectivo',
    'SEGURO COLECTIVO': 'productTypes.company',
    PET_INSURANCE_CO: 'productTypes.pets',
  },
  CL: {
    ISAPRE: 'productTypes.isapre',
    '': 'productTypes.health',
    'SEGURO COLECTIVO': 'productTypes.companyComplementary',
    SEGURO_MASCOTAS: 'productTypes.pets',
  },
  PE: { colectivo: 'productTypes.eps', '': 'productTypes.health', SCTR: 'productTypes.sctr' },
  INT: { 'SEGURO INTERNACIONAL': 'productTypes.international' },
};

const CONTACT_TOPICS: Readonly<Record<SiteCountryCode, readonly ContactTopic[]>> = {
  CO: topicsOf('CO'),
  CL: topicsOf('CL'),
  PE: topicsOf('PE'),
  INT: topicsOf('INT'),
};

function topicsOf(country: SiteCountryCode): readonly ContactTopic[] {
  const own = Object.entries(TOPICS_BY_SITE[country]).map(([value, label]) => ({ value, label }));
  return [...own, { value: 'otro', label: 'chatTopics.4' }];
}

/** The contact form's topics on a site. */
export function contactTopics(country: SiteCountryCode): readonly ContactTopic[] {
  return CONTACT_TOPICS[country];
}

/**
 * The contact page's consent, phone hint and opening hours in the site's words: its data law, its
 * phone's format, the hours of its own contact data.
 */
export function contactFormTexts(country: SiteCountryCode): {
  readonly consent: 'contact.consent' | `contact.consent${Exclude<SiteCountryCode, 'CO'>}`;
  readonly phoneHint: 'contact.phoneHint' | `contact.phoneHint${Exclude<SiteCountryCode, 'CO'>}`;
  readonly hours: 'contact.hours' | `contact.hours${Exclude<SiteCountryCode, 'CO'>}`;
} {
  return country === 'CO'
    ? { consent: 'contact.consent', phoneHint: 'contact.phoneHint', hours: 'contact.hours' }
    : {
        consent: `contact.consent${country}`,
        phoneHint: `contact.phoneHint${country}`,
        hours: `contact.hours${country}`,
      };
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
