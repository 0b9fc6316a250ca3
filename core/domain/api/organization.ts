import { z } from 'zod';
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

export const OrganizationMetadata = z.object({
  image: z.string().optional(),
  url: z.string().optional(),
  description: z.string().optional(),
  city: z.string().optional(),
  website: z.string().optional(),
});

/** An insurer, EPS, prepaid-medicine company, clinic...: id, displayName, metadata (image, url), typeAlias. */
export const Organization = z.object({
  id: Id,
  displayName: z.string().min(1),
  name: z.string().optional(),
  code: z.string().optional(),
  typeAlias: z.string().optional(),
  metadata: OrganizationMetadata.optional(),
});
export type Organization = z.infer<typeof Organization>;

export const OrganizationList = z.array(Organization);
export type OrganizationList = z.infer<typeof OrganizationList>;

/** A coverage organization (clinic or hospital of a plan's network). */
export const CoverageOrganization = z.object({
  id: Id,
  displayName: z.string().min(1),
  city: z.string().optional(),
  distance: z.number().nonnegative().optional(),
});
export type CoverageOrganization = z.infer<typeof CoverageOrganization>;
export const CoverageOrganizationList = z.array(CoverageOrganization);
