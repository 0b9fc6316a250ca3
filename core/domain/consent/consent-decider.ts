import { decided, refuse, type Decision } from '../kernel/decision';
import { isValidEmail } from '../shared/validators/email';
import { isSiteMobile, validateSitePhone } from '../shared/validators/country-phone';
import type { SiteCountryCode } from '../site/country';
import { consentAddressError } from './consent-texts';
import type { VisitorState } from '../visitor/visitor-state';
import { clipContactHours, type PreferredHours } from './contact-window';
import type { ContactChannel, ContactPurpose } from './consent-events';

/**
 * Contact consents (in Colombia: Ley 1581 de 2012, Ley 2300 de 2023): given per channel and purpose, with the
 * visitor's hours clipped to the law, and revocable at any time. Each one, and each revocation, also
 * goes to the API through the outbox (kinds 'consentimiento' and 'revocacion'), keyed so that it is
 * delivered once.
 */
export type ConsentCommand =
  | {
      readonly type: 'consent.give';
      readonly id: string;
      readonly channel: ContactChannel;
      readonly purpose: ContactPurpose;
      readonly address: string;
      readonly preferred: PreferredHours;
      /** The authorisation exactly as shown to the visitor. */
      readonly text: string;
      readonly now: number;
    }
  | { readonly type: 'consent.revoke'; readonly id: string; readonly now: number };

const CONSENT_MESSAGES = {
  noId: 'Falta la clave de la autorización',
  hours:
    'Ese horario queda fuera de lo que permite la ley (lunes a viernes de 7:00 a 19:00, sábados de 8:00 a 15:00)',
  text: 'Falta el texto de la autorización',
  already: 'Ya nos autorizaste este canal para este fin',
  unknown: 'No encontramos esa autorización',
  revoked: 'Esta autorización ya está revocada',
} as const;

/** The outbox keys of a consent and of its revocation: one of each, ever. */
export const consentLeadId = (consentId: string) => `consent-${consentId}`;
export const revocationLeadId = (consentId: string) => `revocation-${consentId}`;

/**
 * The address as kept: a phone by the site's own phone rule (the one of its request form and purchase),
 * written in full (+57…, +56…, +51…), an e-mail trimmed; null when it does not fit.
 */
export function consentAddress(
  country: SiteCountryCode,
  channel: ContactChannel,
  typed: string,
): string | null {
  if (channel === 'email') {
    const email = typed.trim();
    return isValidEmail(email) ? email : null;
  }
  const phone = validateSitePhone(country, typed);
  if (!phone.ok) return null;
  // WhatsApp reaches a mobile only (the site's numbering plan says which numbers are).
  return channel === 'whatsapp' && !isSiteMobile(country, phone.value) ? null : phone.value;
}

export function decideConsent(command: ConsentCommand, state: VisitorState): Decision {
  switch (command.type) {
    case 'consent.give': {
      if (command.id.trim() === '') return refuse('consent.no-id', CONSENT_MESSAGES.noId);
      if (command.text.trim() === '') return refuse('consent.no-text', CONSENT_MESSAGES.text);
      const address = consentAddress(state.country, command.channel, command.address);
      if (address === null)
        return refuse('consent.address', consentAddressError(state.country, command.channel).es);
      const hours = clipContactHours(command.preferred);
      if (hours === null) return refuse('consent.hours', CONSENT_MESSAGES.hours);
      const active = Object.entries(state.consents).some(
        ([id, consent]) =>
          id === command.id ||
          (consent.revokedAt === null &&
            consent.channel === command.channel &&
            consent.purpose === command.purpose),
      );
      if (active) return refuse('consent.already', CONSENT_MESSAGES.already);
      const data = {
        consentId: command.id,
        channel: command.channel,
        purpose: command.purpose,
        address,
        hours,
        text: command.text,
        givenAt: command.now,
      };
      return decided(
        { type: 'ContactConsentGiven', data },
        {
          type: 'LeadQueued',
          data: {
            leadId: consentLeadId(command.id),
            kind: 'consentimiento',
            payload: { ...data, hours: { ...hours } },
            queuedAt: command.now,
          },
        },
      );
    }
    case 'consent.revoke': {
      const consent = state.consents[command.id];
      if (consent === undefined) return refuse('consent.unknown', CONSENT_MESSAGES.unknown);
      if (consent.revokedAt !== null) return refuse('consent.revoked', CONSENT_MESSAGES.revoked);
      return decided(
        { type: 'ContactConsentRevoked', data: { consentId: command.id, revokedAt: command.now } },
        {
          type: 'LeadQueued',
          data: {
            leadId: revocationLeadId(command.id),
            kind: 'revocacion',
            payload: { consentId: command.id, channel: consent.channel, revokedAt: command.now },
            queuedAt: command.now,
          },
        },
      );
    }
    default:
      return assertNever(command);
  }
}

/** The consents a visitor gave, newest first, revoked ones included (their receipts stay). */
export function consentList(state: VisitorState) {
  return Object.entries(state.consents)
    .map(([id, consent]) => ({ id, ...consent }))
    .sort((a, b) => b.givenAt - a.givenAt || a.id.localeCompare(b.id));
}

function assertNever(value: never): never {
  throw new Error(`Unhandled command ${JSON.stringify(value)}`);
}
