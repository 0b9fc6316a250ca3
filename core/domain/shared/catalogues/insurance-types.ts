import { z } from 'zod';

/** Insurance types (§3). */
export const InsuranceType = z.enum([
  'SEGURO_INTEGRAL_GENERAL',
  'ISAPRE',
  'SEGURO_DENTAL_GENERAL',
  'SEGURO_COMPLEMENTARIO_GENERAL',
]);
export type InsuranceType = z.infer<typeof InsuranceType>;

/** Coverage types (§3). */
export const CoverageType = z.enum(['preferente', 'libre_eleccion']);
export type CoverageType = z.infer<typeof CoverageType>;
