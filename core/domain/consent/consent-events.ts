import { z } from 'zod/mini';
import { ContactChannel } from '../shared/catalogues/contact-types';
import { ContactHours } from './contact-window';

const Metadata = z.object({ at: z.number().check(z.int(), z.nonnegative()) });

// The channels a visitor may authorise, one consent each (Ley 2300: only the channels authorised).
export { ContactChannel };

/** What a consent is for: an advisor's help with the plans compared, or news and offers. */
export const ContactPurpose = z.enum(['asesoria', 'novedades']);
export type ContactPurpose = z.infer<typeof ContactPurpose>;

export const ConsentId = z.string().check(z.minLength(1), z.maxLength(80));

/** One consent as the visitor gave it: the event's data, and the notice the API keeps (api/consents). */
export const ContactConsent = z.object({
  consentId: ConsentId,
  channel: ContactChannel,
  purpose: ContactPurpose,
  /** The phone (+57…) or e-mail the consent names. */
  address: z.string().check(z.minLength(3), z.maxLength(120)),
  hours: ContactHours,
  /** The authorisation exactly as the visitor read it, in the page's language. */
  text: z.string().check(z.minLength(1), z.maxLength(2000)),
  givenAt: z.number().check(z.int(), z.nonnegative()),
});

/** A visitor authorised one channel for one purpose, in these hours, having read exactly `text`. */
const ContactConsentGiven = z.object({
  type: z.literal('ContactConsentGiven'),
  version: z.literal(1),
  data: ContactConsent,
  metadata: Metadata,
});

/** A visitor withdrew a consent (from "Mis datos"). */
const ContactConsentRevoked = z.object({
  type: z.literal('ContactConsentRevoked'),
  version: z.literal(1),
  data: z.object({ consentId: ConsentId, revokedAt: z.number().check(z.int(), z.nonnegative()) }),
  metadata: Metadata,
});

export const ConsentEvents = [ContactConsentGiven, ContactConsentRevoked] as const;

/** A consent as the visitor's state keeps it: its receipt is its id and the time it was given. */
export const ConsentRecord = z.object({
  channel: ContactChannel,
  purpose: ContactPurpose,
  address: z.string(),
  hours: ContactHours,
  text: z.string(),
  givenAt: z.number(),
  revokedAt: z.nullable(z.number()),
});
export type ConsentRecord = z.infer<typeof ConsentRecord>;
