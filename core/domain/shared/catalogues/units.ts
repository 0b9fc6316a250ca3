import { z } from 'zod/mini';

/** Units (§3). */
export const UnitCode = z.enum(['USD/Año', 'USD/V', 'USD/MUNDO', 'USD/USA', 'USD/LATAM']);
export type UnitCode = z.infer<typeof UnitCode>;
