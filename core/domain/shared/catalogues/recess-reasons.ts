import { z } from 'zod/mini';
import { catalogueIds } from './catalogue';

/** Recess (pause) reasons (§3). */
export const RECESS_REASONS = [
  { id: 1, name: 'Vacaciones' },
  { id: 2, name: 'Saldo Bajo' },
  { id: 3, name: 'Inactividad' },
  { id: 4, name: 'Licencia Médica' },
  { id: 5, name: 'Bajo Rendimiento' },
  { id: 9, name: 'Otros' },
] as const;
export const RecessReasonId = catalogueIds(RECESS_REASONS);
export type RecessReasonId = z.infer<typeof RecessReasonId>;
