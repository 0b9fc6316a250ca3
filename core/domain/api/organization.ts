import { z } from 'zod/mini';
import { Id } from './common';

/** Organization types (public-site §3). */
export const OrganizationTypeName = z.enum([
  'ISAPRE',
  'ASEG',
  'PRESTADOR',
  'EPS',
  'CORREDOR',
  'CORREDORA',
  'MEDICINA PREPAGADA',
  'CLINICA',
  'FUNDACION',
  'REASEG',
  'POLIZA',
  'MASCOTAS',
  'DOMICILIO',
  'ASISTENCIA',
]);
export type OrganizationTypeName = z.infer<typeof OrganizationTypeName>;

const OrganizationMetadata = z.object({
  image: z.optional(z.string()),
  url: z.optional(z.string()),
  description: z.optional(z.string()),
  city: z.optional(z.string()),
  website: z.optional(z.string()),
  /** An insurer's Defensor del Consumidor Financiero (Ley 1328 de 2009): where a policyholder complains. */
  defensor: z.optional(
    z.object({
      name: z.string(),
      url: z.optional(z.string()),
      email: z.optional(z.string()),
      phone: z.optional(z.string()),
    }),
  ),
  /** Customer-service phones as the company publishes them: a city line, the national free line, a short code. */
  phones: z.optional(
    z.array(z.object({ kind: z.enum(['phone', 'national', 'mobile']), number: z.string() })),
  ),
  /** The head office's street address. */
  address: z.optional(z.string()),
  /** The supervisor, where the site's country does not imply it (the international site's insurers). */
  supervisor: z.optional(z.object({ name: z.string(), url: z.optional(z.string()) })),
  /** Customers' reviews the API holds: how many, and their average on a 0-10 scale. */
  reviews: z.optional(z.object({ count: z.number(), average: z.number() })),
});

/** An insurer, EPS, prepaid-medicine company, clinic...: id, displayName, metadata (image, url), typeAlias. */
export const Organization = z.object({
  id: Id,
  displayName: z.string().check(z.minLength(1)),
  name: z.optional(z.string()),
  code: z.optional(z.string()),
  typeAlias: z.optional(z.string()),
  metadata: z.optional(OrganizationMetadata),
});
export type Organization = z.infer<typeof Organization>;

export const OrganizationList = z.array(Organization);
export type OrganizationList = z.infer<typeof OrganizationList>;

/** A coverage organization (clinic or hospital of a plan's network). */
export const CoverageOrganization = z.object({
  id: Id,
  displayName: z.string().check(z.minLength(1)),
  city: z.optional(z.string()),
  distance: z.optional(z.number().check(z.nonnegative())),
});
export type CoverageOrganization = z.infer<typeof CoverageOrganization>;
export const CoverageOrganizationList = z.array(CoverageOrganization);
