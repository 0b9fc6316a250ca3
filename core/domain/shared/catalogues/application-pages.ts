import { z } from 'zod/mini';

/** Application page enum values (§2). */
export const ApplicationPage = z.enum(['contactos', 'seguros-de-salud', 'planes-de-isapre']);
export type ApplicationPage = z.infer<typeof ApplicationPage>;
