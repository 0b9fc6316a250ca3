import { z } from 'zod';

/** Organization types (§3). */
export const OrganizationType = z.enum([
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
export type OrganizationType = z.infer<typeof OrganizationType>;
