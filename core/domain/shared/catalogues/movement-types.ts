import { z } from 'zod/mini';
import { catalogueIds } from './catalogue';

/** Movement types (§3): ids below 100 are credits, from 101 charges. */
export const MOVEMENT_TYPES = [
  { id: 1, name: 'Depósito Cuenta Corriente' },
  { id: 2, name: 'Otros Depósitos' },
  { id: 11, name: 'Bono de Ingreso' },
  { id: 12, name: 'Otros Bonos' },
  { id: 13, name: 'Reverso de Cobro' },
  { id: 99, name: 'Otros Ingresos' },
  { id: 101, name: 'Cobro por prospecto cerrado' },
  { id: 102, name: 'Retiro de dinero' },
  { id: 103, name: 'Cobro por envío' },
  { id: 199, name: 'Otros Cobros' },
] as const;
export const MovementTypeId = catalogueIds(MOVEMENT_TYPES);
export type MovementTypeId = z.infer<typeof MovementTypeId>;

/** Movement filter (§3). */
export const MovementFilter = z.enum(['ALTAS', 'BAJAS', 'TODAS']);
export type MovementFilter = z.infer<typeof MovementFilter>;

/** Systems (§3). */
export const SystemName = z.enum(['QPCRON', 'QPCLIENTS', 'QPOPTIMIZE']);
export type SystemName = z.infer<typeof SystemName>;
