import { z } from 'zod/mini';

/** Contact channels (§3). */
export const ContactChannel = z.enum(['whatsapp', 'telefono', 'email']);
export type ContactChannel = z.infer<typeof ContactChannel>;
