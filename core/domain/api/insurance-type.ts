import { z } from 'zod/mini';
import { Id } from './common';

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

export const InsuranceType = z.object({
  id: Id,
  name: z.string().check(z.minLength(1)),
  displayName: z.string(),
  description: z.optional(z.string()),
  color: z.optional(z.string()),
  upperType: z.optional(z.nullable(z.object({ name: z.string(), displayName: z.string() }))),
  metadata: z.optional(
    z.object({
      detailGtm: z.optional(z.string()),
      checkoutGtm: z.optional(z.string()),
      purchaseGtm: z.optional(z.string()),
    }),
  ),
});
export type InsuranceType = z.infer<typeof InsuranceType>;
