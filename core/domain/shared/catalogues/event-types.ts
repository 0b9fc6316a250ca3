import { z } from 'zod/mini';

/** Event types (§3): LLAMADA and REUNION, with their labels. */
export const EventType = z.enum(['LLAMADA', 'REUNION']);
export type EventType = z.infer<typeof EventType>;
export const EVENT_TYPE_LABELS: Readonly<Record<EventType, string>> = {
  LLAMADA: 'Llamada',
  REUNION: 'Reunión',
};

/** Viewed flag labels (§3): true Sí, false No. */
export function viewedLabel(viewed: boolean): 'Sí' | 'No' {
  return viewed ? 'Sí' : 'No';
}
