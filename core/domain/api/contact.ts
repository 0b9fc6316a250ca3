import { z } from 'zod/mini';

export const ContactInformation = z.object({
  name: z.string(),
  info: z.string(),
  link: z.optional(z.string()),
});
export type ContactInformation = z.infer<typeof ContactInformation>;

/** Groups 'contacto' and 'red_social' (§3). */
export const ContactInformationGroup = z.object({
  name: z.enum(['contacto', 'red_social']),
  contactInformations: z.array(ContactInformation),
});
export type ContactInformationGroup = z.infer<typeof ContactInformationGroup>;

export const ContactInformations = z.array(ContactInformationGroup);
export type ContactInformations = z.infer<typeof ContactInformations>;
