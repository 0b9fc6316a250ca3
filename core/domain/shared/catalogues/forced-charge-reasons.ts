import { z } from 'zod/mini';
import { catalogueIds } from './catalogue';

/** Forced-charge reasons (§3). */
export const FORCED_CHARGE_REASONS = [
  { id: 1, name: 'Reintento por cobro fallidos' },
  { id: 2, name: 'Error en precio de producto' },
  { id: 3, name: 'Sin saldo en tarjeta' },
] as const;
export const ForcedChargeReasonId = catalogueIds(FORCED_CHARGE_REASONS);
export type ForcedChargeReasonId = z.infer<typeof ForcedChargeReasonId>;
