import type { z } from 'zod/mini';
import type { SiteCountryCode } from '../../site/country';
import { catalogueIds } from './catalogue';

export interface CountryEntry {
  readonly id: 1 | 2 | 3 | 4;
  readonly name: string;
  readonly code: SiteCountryCode;
  readonly dialingCode: string | null;
  readonly lang: string;
}

/** Countries (§3): id, name, code, dialing code, lang. International has no dialing code. */
export const COUNTRIES = [
  { id: 1, name: 'Chile', code: 'CL', dialingCode: '+56', lang: 'es-CL' },
  { id: 2, name: 'Perú', code: 'PE', dialingCode: '+51', lang: 'es-PE' },
  { id: 3, name: 'Colombia', code: 'CO', dialingCode: '+57', lang: 'es-CO' },
  { id: 4, name: 'Internacional', code: 'INT', dialingCode: null, lang: 'es-CL' },
] as const satisfies readonly CountryEntry[];

export const CountryId = catalogueIds(COUNTRIES);
export type CountryId = z.infer<typeof CountryId>;

export function countryById(id: number): CountryEntry | undefined {
  return COUNTRIES.find((country) => country.id === id);
}
