import { z } from 'zod/mini';
import { ContactChannel } from '../shared/catalogues/contact-types';
import { ContactHours } from '../consent/contact-window';
import { ContactPurpose } from '../consent/consent-events';

/** POST api/consentimientos: a contact consent as the visitor gave it, with the exact text shown. */
export const ConsentNotice = z.object({
  consentId: z.string().check(z.minLength(1), z.maxLength(80)),
  channel: ContactChannel,
  purpose: ContactPurpose,
  address: z.string().check(z.minLength(3), z.maxLength(120)),
  hours: ContactHours,
  text: z.string().check(z.minLength(1), z.maxLength(2000)),
  givenAt: z.number().check(z.int(), z.nonnegative()),
});
export type ConsentNotice = z.infer<typeof ConsentNotice>;

/** POST api/consentimientos/revocaciones: the visitor withdrew a consent. */
export const RevocationNotice = z.object({
  consentId: z.string().check(z.minLength(1), z.maxLength(80)),
  channel: ContactChannel,
  revokedAt: z.number().check(z.int(), z.nonnegative()),
});
export type RevocationNotice = z.infer<typeof RevocationNotice>;
