import { z } from 'zod/mini';

/** User roles of the back office (§3). */
export const UserRole = z.enum([
  'EJECUTIVO',
  'SUPERVISOR',
  'GERENTE',
  'BACKOFFICE',
  'JEFATURA_SAC_CHILE',
  'ADMINISTRADOR',
]);
export type UserRole = z.infer<typeof UserRole>;

export const UserStatus = z.enum(['Activo', 'Inactivo']);
export type UserStatus = z.infer<typeof UserStatus>;

/** The other role enum (§3): client portal, partners, referrers and support. */
export const PlatformRole = z.enum([
  'ADMIN',
  'EXTERNAL_ADMIN_QPCLIENTS',
  'CLIENT',
  'ADMIN_PARTNER',
  'REFERIDOR',
  'REFERIDOR_MASCOTA',
  'REFERIDOR PERU',
  'REFERIDOR VIDA CAMARA',
  'EJECUTIVO DE SOPORTE',
  'ADMIN_QUEPLAN_QPCLIENTS_ENTERPRISE',
  'ADMIN_CLIENT_QPCLIENTS_ENTERPRISE',
  'PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE',
  'ADMIN_CLIENT_QPCLIENTS',
  'ADMIN_GROUP_QPCLIENTS_ENTERPRISE',
  'ADMIN_QPACCESS',
]);
export type PlatformRole = z.infer<typeof PlatformRole>;

/** Staff roles (§3). */
export const StaffRole = z.enum(['EJECUTIVO', 'POSTVENTA', 'ADMINISTRADOR', 'POSTVENTA individual Chile']);
export type StaffRole = z.infer<typeof StaffRole>;
