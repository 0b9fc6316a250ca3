import type { AdditionalInsuranceOffer, PlanRequest } from '../api';
import { productTypeKey } from '../profile/profile';
import type { SiteCountryCode } from '../site/country';
import { leadAttributionInfo } from '../attribution/lead-attribution';
import { leadReferrerFields, withLeadReferrer } from '../visitors/referrer';
import { hasStoredProfile, profileFor, type VisitorState } from '../visitor/visitor-state';
import { validateIdNumber } from '../shared/validators/id-number';
import { isValidEmail } from '../shared/validators/email';
import { isValidName } from '../shared/validators/name';
import { validateSitePhone } from '../shared/validators/country-phone';
import { textRef, type TextRef } from '../texts/text-ref';
import { PLAN_REQUEST_TEXTS, PLAN_REQUEST_FORM_TEXTS } from './plan-detail-texts';

/** The channels a visitor may accept for sales contact (§3 contact channels); their names: leadChannelText. */
export const LEAD_CHANNELS = [{ id: 'whatsapp' }, { id: 'telefono' }, { id: 'email' }] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number]['id'];

/** What the visitor types in the request form (§2 Solicitar). */
export interface PlanRequestValues {
  readonly nombre: string;
  readonly rut: string;
  readonly email: string;
  readonly telefono: string;
  /** Never pre-ticked: consent under Ley 1581 de 2012 is prior, express and informed. */
  readonly consent: boolean;
  readonly channels: readonly LeadChannel[];
}

type PlanRequestField = 'nombre' | 'rut' | 'email' | 'telefono' | 'consent' | 'channels';
export type PlanRequestErrors = Partial<Record<PlanRequestField, string>>;

export const EMPTY_PLAN_REQUEST: PlanRequestValues = {
  nombre: '',
  rut: '',
  email: '',
  telefono: '',
  consent: false,
  channels: [],
};

const CHANNEL_KEYS = {
  whatsapp: 'whatsapp',
  telefono: 'telefonoChannel',
  email: 'emailChannel',
} as const satisfies Record<LeadChannel, keyof typeof PLAN_REQUEST_FORM_TEXTS>;

/** A contact channel's name in the page's language. */
export function leadChannelText(channel: LeadChannel): TextRef {
  return textRef(`planRequestForm.${CHANNEL_KEYS[channel]}`);
}

/** The consent sentence naming the insurer the data goes to. */
export function consentText(organization: string, country: SiteCountryCode = 'CO'): TextRef {
  return textRef(country === 'CO' ? 'planRequest.consentLabel' : `planRequest.consentLabel${country}`, {
    organization,
  });
}

/** When the site contacts a visitor: Colombia's Ley 2300 hours; the other sites, working days. */
export function contactHoursText(country: SiteCountryCode): TextRef {
  return textRef(country === 'CO' ? 'planRequest.contactHours' : 'planRequest.contactHoursOther');
}

const MESSAGE_KEYS = new Map(
  (Object.keys(PLAN_REQUEST_TEXTS) as (keyof typeof PLAN_REQUEST_TEXTS)[]).map((key) => [
    PLAN_REQUEST_TEXTS[key] as string,
    key,
  ]),
);

/**
 * A field's message (as planRequestErrors gives it, in Spanish) in the page's language; a message not of
 * this form is said as it is.
 */
export function planRequestErrorText(message: string): TextRef | string {
  const key = MESSAGE_KEYS.get(message);
  return key ? textRef(`planRequest.${key}`) : message;
}

/** Each field's message, in Spanish, beside the field (§5); none when the form can be sent. */
export function planRequestErrors(country: SiteCountryCode, values: PlanRequestValues): PlanRequestErrors {
  const errors: PlanRequestErrors = {};
  if (!isValidName(values.nombre)) errors.nombre = PLAN_REQUEST_TEXTS.nombre;
  const id = validateIdNumber(country, values.rut);
  if (!id.ok)
    errors.rut =
      id.error === 'required'
        ? PLAN_REQUEST_TEXTS.rutRequired
        : id.error === 'invalidRut'
          ? PLAN_REQUEST_TEXTS.rutInvalid
          : country === 'CL'
            ? PLAN_REQUEST_TEXTS.rutPatternCL
            : country === 'INT'
              ? PLAN_REQUEST_TEXTS.rutPatternINT
              : PLAN_REQUEST_TEXTS.rutPattern;
  if (!isValidEmail(values.email)) errors.email = PLAN_REQUEST_TEXTS.email;
  const phone = validateSitePhone(country, values.telefono);
  if (!phone.ok)
    errors.telefono =
      phone.error === 'required'
        ? PLAN_REQUEST_TEXTS.telefonoRequired
        : country === 'CO'
          ? PLAN_REQUEST_TEXTS.telefonoPattern
          : PLAN_REQUEST_TEXTS[`telefonoPattern${country}`];
  if (!values.consent) errors.consent = PLAN_REQUEST_TEXTS.consent;
  if (values.channels.length === 0) errors.channels = PLAN_REQUEST_TEXTS.channels;
  return errors;
}

export const hasErrors = (errors: PlanRequestErrors): boolean => Object.keys(errors).length > 0;

/** What the lead names of the plan. */
export interface LeadPlan {
  readonly id: number;
  readonly productCode: string;
  readonly productType: string;
  /** The additional insurances offered with it (issue 26); none when absent. */
  readonly offers?: readonly AdditionalInsuranceOffer[];
}

/** What a lead names of a product, with the additional insurances it offers. */
export function leadPlanOf(product: {
  readonly id: number;
  readonly productCode: string;
  readonly productType?: string | null;
  readonly additionalInsurance?: readonly AdditionalInsuranceOffer[] | undefined;
}): LeadPlan {
  return {
    id: product.id,
    productCode: product.productCode,
    productType: product.productType ?? '',
    offers: product.additionalInsurance ?? [],
  };
}

export interface PlanLeadInput {
  readonly values: PlanRequestValues;
  readonly plan: LeadPlan;
  /** The projection: the stored profile, the touches, the referrer and the internal-traffic flag. */
  readonly visitor: VisitorState;
  /** When the request is sent (epoch ms): a referrer past its lifetime no longer counts. */
  readonly now: number;
  /** The page the request was sent from. */
  readonly origin: string;
}

/**
 * The body of POST api/solicitarplans, built in one place: every field a lead carries is added here.
 * Null when the values cannot be sent.
 */
export function buildPlanLead(input: PlanLeadInput): PlanRequest | null {
  const { visitor, values, plan, now } = input;
  const country = visitor.country;
  if (hasErrors(planRequestErrors(country, values))) return null;
  const phone = validateSitePhone(country, values.telefono);
  const id = validateIdNumber(country, values.rut);
  const key = productTypeKey(plan.productType);
  const profile = hasStoredProfile(visitor, key)
    ? withLeadReferrer(profileFor(visitor, key), visitor, now)
    : null;
  return {
    nombre: values.nombre.trim().replace(/\s+/g, ' '),
    rutsolicitud: id.ok ? id.value : values.rut.trim(),
    email: values.email.trim(),
    telefono: phone.ok ? phone.value : values.telefono.trim(),
    agree: values.consent,
    consent: { dataProcessing: true, channels: [...values.channels] },
    origin: input.origin,
    isInternalTraffic: visitor.flags['internal-traffic'] === true,
    productCode: plan.productCode,
    productId: plan.id,
    productType: plan.productType,
    ...(profile ? { profile } : {}),
    // The referrer travels beside the profile too, so a lead without a stored profile still names it.
    ...leadReferrerFields(visitor, now),
    leadAttributionInfo: leadAttributionInfo(visitor),
  };
}
