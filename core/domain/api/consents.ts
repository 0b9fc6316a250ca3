import { z } from 'zod/mini';
import { ContactChannel } from '../shared/catalogues/contact-types';
import { ConsentId, ContactConsent } from '../consent/consent-events';

/** POST api/consentimientos: a contact consent as the visitor gave it, with the exact text shown. */
export const ConsentNotice = ContactConsent;
export type ConsentNotice = z.infer<typeof ConsentNotice>;

/** POST api/consentimientos/revocaciones: the visitor withdrew a consent. */
export const RevocationNotice = z.object({
  consentId: ConsentId,
  channel: ContactChannel,
  revokedAt: z.number().check(z.int(), z.nonnegative()),
});
export type RevocationNotice = z.infer<typeof RevocationNotice>;
