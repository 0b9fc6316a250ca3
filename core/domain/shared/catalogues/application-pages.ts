import { z } from 'zod';

/** Application page enum values (§2). */
export const ApplicationPage = z.enum(['contactos', 'seguros-de-salud', 'planes-de-isapre']);
export type ApplicationPage = z.infer<typeof ApplicationPage>;
