import { z } from 'zod';

/**
 * Product types (§3). The general health comparison (Seguros) has an empty product type and
 * 'Medicina Prepagada' comes from the category resolver (§2), so both are accepted too.
 */
export const ProductType = z.enum([
  'colectivo',
  'SCTR',
  'SEGURO COLECTIVO',
  'SEGURO_MASCOTAS',
  'PET_INSURANCE_CO',
  'SEGURO INTERNACIONAL',
]);
export type ProductType = z.infer<typeof ProductType>;

export const CategoryProductType = z.union([ProductType, z.literal(''), z.literal('Medicina Prepagada')]);
export type CategoryProductType = z.infer<typeof CategoryProductType>;

/** Adding dependants is disallowed for these product types (§5). */
export const PRODUCT_TYPES_WITHOUT_DEPENDANTS: readonly ProductType[] = [
  'colectivo',
  'SCTR',
  'SEGURO COLECTIVO',
];

export function allowsDependants(productType: string | null | undefined): boolean {
  return !(PRODUCT_TYPES_WITHOUT_DEPENDANTS as readonly string[]).includes(productType ?? '');
}
