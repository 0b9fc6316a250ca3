import { z } from 'zod/mini';

/** Support-ticket statuses (§3) and their Spanish names. */
export const SupportTicketStatus = z.enum(['OPEN', 'HOLD', 'NEW', 'PENDING', 'SOLVED']);
export type SupportTicketStatus = z.infer<typeof SupportTicketStatus>;

export const SUPPORT_TICKET_STATUS_NAMES: Readonly<Record<SupportTicketStatus, string>> = {
  OPEN: 'Abierto',
  HOLD: 'En Espera',
  NEW: 'Nuevo',
  PENDING: 'Pendiente',
  SOLVED: 'Completado',
};
