import { z } from 'zod/mini';

/**
 * The comparison's terms the comparator's address and list use on their first view (zod/mini); the
 * call's own schemas (compare.ts) load with the API client.
 */
export const SortOrder = z.enum([
  'lowerPrice',
  'higherPrice',
  'recommended',
  'popular',
  'distance',
  'lowerYearlyCost',
]);
export type SortOrder = z.infer<typeof SortOrder>;

/** Page size of the result list (§9). */
export const COMPARE_PAGE_SIZE = 20;

/**
 * The organization types each comparison asks for (organizationTypes is required, §8): insurers for
 * policies and company plans, EPS for complementary plans, prepaid companies (and Compensar, an EPS)
 * for prepaid medicine, insurers and pet specialists for pets.
 */
export const ORGANIZATION_TYPES_BY_PRODUCT_TYPE: Readonly<Record<string, readonly string[]>> = {
  '': ['ASEG'],
  colectivo: ['EPS'],
  'Medicina Prepagada': ['MEDICINA PREPAGADA', 'EPS'],
  'SEGURO COLECTIVO': ['ASEG'],
  PET_INSURANCE_CO: ['ASEG', 'MASCOTAS', 'EPS'],
  SEGURO_MASCOTAS: ['ASEG', 'MASCOTAS', 'EPS'],
  ISAPRE: ['ISAPRE'],
  'SEGURO INTERNACIONAL': ['ASEG'],
};
