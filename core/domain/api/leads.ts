import { z } from 'zod';
import { Profile, Referido } from '../profile/profile';

/** Consent under Ley 1581 de 2012: prior, express and informed, never implied. */
export const LeadConsent = z.object({
  dataProcessing: z.literal(true),
  channels: z.array(z.enum(['whatsapp', 'telefono', 'email'])).optional(),
});

export const LeadAttribution = z.array(z.record(z.string(), z.string())).max(100);

/** POST api/contactos: contact plus productType, businessLine, datosingresados, leadAttributionInfo, origin_url, originLead. */
export const ContactRequest = z.object({
  name: z.string().min(1).max(120),
  email: z.string().min(3).max(120),
  phone: z.string().min(7).max(20),
  message: z.string().max(2000).optional(),
  productType: z.string().optional(),
  businessLine: z.string().optional(),
  datosingresados: z.optional(Profile),
  leadAttributionInfo: LeadAttribution.optional(),
  origin_url: z.string().optional(),
  originLead: z.string().optional(),
  consent: LeadConsent.optional(),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

/** POST api/solicitarplans: the plan request fields of the shared layer (§3). */
export const PlanRequest = z.object({
  nombre: z.string().min(1).max(120),
  rutsolicitud: z.string().min(1).max(20),
  rutsolicitudpareja: z.string().max(20).optional(),
  email: z.string().min(3).max(120),
  telefono: z.string().min(7).max(20),
  agree: z.boolean(),
  origin: z.string().optional(),
  hasOnlineOnboarding: z.boolean().optional(),
  isInternalTraffic: z.boolean().optional(),
  fechanacimiento: z.string().optional(),
  isPayment: z.boolean().optional(),
  sellerDNI: z.string().optional(),
  productCode: z.string().optional(),
  productId: z.number().int().optional(),
  productType: z.string().optional(),
  profile: z.optional(Profile),
  /** The active referrer (§6), also inside profile.referido when a profile is sent. */
  referido: z.optional(Referido),
  leadAttributionInfo: LeadAttribution.optional(),
  consent: LeadConsent.optional(),
});
export type PlanRequest = z.infer<typeof PlanRequest>;

/** POST api/seguro-adicional/solicitar: an additional-insurance request (same contact fields). */
export const AdditionalInsuranceRequest = PlanRequest;
export type AdditionalInsuranceRequest = PlanRequest;

/** What the backend answers when it keeps a lead. */
export const LeadReceipt = z.object({ id: z.string().min(1), receivedAt: z.string() });
export type LeadReceipt = z.infer<typeof LeadReceipt>;

export const LeadKind = z.enum([
  'contacto',
  'solicitarplan',
  'seguro-adicional',
  'perfil',
  'estado-solicitud',
]);
export type LeadKind = z.infer<typeof LeadKind>;

/** A lead as the sample backend stores and lists it. */
export const StoredLead = z.object({
  id: z.string(),
  kind: LeadKind,
  receivedAt: z.string(),
  country: z.string().nullable(),
  /** The sender's Idempotency-Key: a second request with it gets the first answer, nothing is kept twice. */
  idempotencyKey: z.string().nullable().optional(),
  body: z.unknown(),
});
export type StoredLead = z.infer<typeof StoredLead>;

/** The header a sent item carries its outbox key in, so a destination keeps it once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Options of the calls that send what a visitor typed. */
export interface SendOptions {
  /** The outbox item's id: the destination keeps one lead per key, even when an answer was lost. */
  readonly idempotencyKey?: string;
}
