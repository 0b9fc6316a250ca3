import { z } from 'zod/mini';
import { catalogueIds } from './catalogue';

/** Request types (§3). */
export const REQUEST_TYPES = [
  { id: 1, name: 'Seguros' },
  { id: 2, name: 'Planes' },
  { id: 3, name: 'Contactos' },
  { id: 4, name: 'Usuario' },
  { id: 5, name: 'MovimientoyCuenta' },
  { id: 6, name: 'Colectivos' },
  { id: 7, name: 'International Health' },
] as const;
export const RequestTypeId = catalogueIds(REQUEST_TYPES);
export type RequestTypeId = z.infer<typeof RequestTypeId>;
