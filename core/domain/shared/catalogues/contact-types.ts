import { z } from 'zod/mini';

/** Contact types (§3). */
export const ContactType = z.enum(['contactos', 'redesSociales']);
export type ContactType = z.infer<typeof ContactType>;

/** Contact channels (§3). */
export const ContactChannel = z.enum(['whatsapp', 'telefono', 'email']);
export type ContactChannel = z.infer<typeof ContactChannel>;

/** Contact groups and information keys (§3). */
export const ContactGroup = z.enum(['contacto', 'red_social']);
export type ContactGroup = z.infer<typeof ContactGroup>;
export const ContactInformationKey = z.enum(['contact', 'socialNetwork']);
export type ContactInformationKey = z.infer<typeof ContactInformationKey>;
