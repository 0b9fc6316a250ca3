import { z } from 'zod/mini';

/**
 * What a visitor sends through the outbox, one kind per destination: a plan request, the contact form,
 * an additional-insurance request, a saved profile, and a purchase's status updates.
 */
export const OutboxKind = z.enum([
  'solicitarplan',
  'contacto',
  'seguro-adicional',
  'profile',
  'purchase',
  'consentimiento',
  'revocacion',
]);
export type OutboxKind = z.infer<typeof OutboxKind>;

/** The body an item carries to its destination: JSON, checked against the call's schema when sent. */
export const OutboxPayload = z.record(z.string(), z.unknown());
export type OutboxPayload = z.infer<typeof OutboxPayload>;
