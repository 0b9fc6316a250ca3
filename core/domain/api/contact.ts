import { z } from 'zod/mini';
import { dropUnsafeLinks, type Checked, type DroppedLink } from '../shared/validators/api-link';

export const ContactInformation = z.object({
  name: z.string(),
  info: z.string(),
  link: z.optional(z.string()),
});
export type ContactInformation = z.infer<typeof ContactInformation>;

/** Groups 'contacto' and 'red_social' (§3). */
const ContactInformationGroup = z.object({
  name: z.enum(['contacto', 'red_social']),
  contactInformations: z.array(ContactInformation),
});
type ContactInformationGroup = z.infer<typeof ContactInformationGroup>;

export const ContactInformations = z.array(ContactInformationGroup);
export type ContactInformations = z.infer<typeof ContactInformations>;

/** Contact groups with every unsafe link removed (the entry keeps its name and text). */
export function safeContactInformations(groups: ContactInformations): Checked<ContactInformations> {
  const lost: DroppedLink[] = [];
  const value = groups.map((group) => {
    const entries = dropUnsafeLinks(group.contactInformations, `contactInformations.${group.name}`);
    lost.push(...entries.dropped);
    return entries.dropped.length === 0 ? group : { ...group, contactInformations: entries.value };
  });
  return { value, dropped: lost };
}
