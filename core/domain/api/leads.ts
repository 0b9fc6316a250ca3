import { z } from 'zod/mini';
import { Profile, Referido } from '../profile/profile';

/** Consent under Ley 1581 de 2012: prior, express and informed, never implied. */
const LeadConsent = z.object({
  dataProcessing: z.literal(true),
  channels: z.optional(z.array(z.enum(['whatsapp', 'telefono', 'email']))),
});

const LeadAttribution = z.array(z.record(z.string(), z.string())).check(z.maxLength(100));

/** POST api/contactos: contact plus productType, businessLine, datosingresados, leadAttributionInfo, origin_url, originLead. */
export const ContactRequest = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(120)),
  email: z.string().check(z.minLength(3), z.maxLength(120)),
  phone: z.string().check(z.minLength(7), z.maxLength(20)),
  message: z.optional(z.string().check(z.maxLength(2000))),
  productType: z.optional(z.string()),
  businessLine: z.optional(z.string()),
  datosingresados: z.optional(Profile),
  leadAttributionInfo: z.optional(LeadAttribution),
  origin_url: z.optional(z.string()),
  originLead: z.optional(z.string()),
  consent: z.optional(LeadConsent),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

/** POST api/solicitarplans: the plan request fields of the shared layer (§3). */
export const PlanRequest = z.object({
  nombre: z.string().check(z.minLength(1), z.maxLength(120)),
  rutsolicitud: z.string().check(z.minLength(1), z.maxLength(20)),
  rutsolicitudpareja: z.optional(z.string().check(z.maxLength(20))),
  email: z.string().check(z.minLength(3), z.maxLength(120)),
  telefono: z.string().check(z.minLength(7), z.maxLength(20)),
  agree: z.boolean(),
  origin: z.optional(z.string()),
  hasOnlineOnboarding: z.optional(z.boolean()),
  isInternalTraffic: z.optional(z.boolean()),
  fechanacimiento: z.optional(z.string()),
  isPayment: z.optional(z.boolean()),
  sellerDNI: z.optional(z.string()),
  productCode: z.optional(z.string()),
  productId: z.optional(z.number().check(z.int())),
  productType: z.optional(z.string()),
  profile: z.optional(Profile),
  /** The active referrer (§6), also inside profile.referido when a profile is sent. */
  referido: z.optional(Referido),
  leadAttributionInfo: z.optional(LeadAttribution),
  consent: z.optional(LeadConsent),
});
export type PlanRequest = z.infer<typeof PlanRequest>;

/**
 * POST api/seguro-adicional/solicitar: an additional-insurance request: the plan request's contact
 * fields and the plan it comes with, and the additional insurances the visitor asks a quote of.
 */
export const AdditionalInsuranceRequest = z.extend(PlanRequest, {
  seguroAdicional: z
    .array(
      z.object({
        code: z.string().check(z.minLength(1), z.maxLength(40)),
        name: z.string().check(z.minLength(1), z.maxLength(120)),
      }),
    )
    .check(z.minLength(1), z.maxLength(10)),
});
export type AdditionalInsuranceRequest = z.infer<typeof AdditionalInsuranceRequest>;

/** What the backend answers when it keeps a lead. */
export const LeadReceipt = z.object({ id: z.string().check(z.minLength(1)), receivedAt: z.string() });
export type LeadReceipt = z.infer<typeof LeadReceipt>;

export const LeadKind = z.enum([
  'contacto',
  'solicitarplan',
  'seguro-adicional',
  'perfil',
  'estado-solicitud',
  'consentimiento',
  'revocacion',
  'chat-transcript',
  'llamada',
]);
export type LeadKind = z.infer<typeof LeadKind>;

/** A lead as the sample backend stores and lists it. */
export const StoredLead = z.object({
  id: z.string(),
  kind: LeadKind,
  receivedAt: z.string(),
  country: z.nullable(z.string()),
  /** The sender's Idempotency-Key: a second request with it gets the first answer, nothing is kept twice. */
  idempotencyKey: z.optional(z.nullable(z.string())),
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
