import { z } from 'zod';
import { Id } from './common';

/** Insurance types (public-site §3); product types carry their own names (colectivo, SCTR, ...). */
export const InsuranceTypeName = z.enum([
  'SEGURO_INTEGRAL_GENERAL',
  'ISAPRE',
  'SEGURO_DENTAL_GENERAL',
  'SEGURO_COMPLEMENTARIO_GENERAL',
]);

/** Product types of §3, plus '' for the general health comparison (Seguros). */
export const ProductTypeName = z.enum([
  '',
  'colectivo',
  'SCTR',
  'SEGURO COLECTIVO',
  'SEGURO_MASCOTAS',
  'PET_INSURANCE_CO',
  'SEGURO INTERNACIONAL',
  'Medicina Prepagada',
]);
export type ProductTypeName = z.infer<typeof ProductTypeName>;

/** Default pet insurance type id (§3). */
export const DEFAULT_PET_INSURANCE_TYPE_ID = 246;

export const InsuranceType = z.object({
  id: Id,
  name: z.string().min(1),
  displayName: z.string(),
  description: z.string().optional(),
  color: z.string().optional(),
  upperType: z.object({ name: z.string(), displayName: z.string() }).nullable().optional(),
  metadata: z
    .object({
      detailGtm: z.string().optional(),
      checkoutGtm: z.string().optional(),
      purchaseGtm: z.string().optional(),
    })
    .optional(),
});
export type InsuranceType = z.infer<typeof InsuranceType>;
