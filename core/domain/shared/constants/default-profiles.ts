import { DEFAULT_AGE, DEFAULT_SEX, type Sexo } from '../../profile/profile';
import { DEFAULT_CHILEAN_REGION_ID } from '../catalogues/chilean-regions';

/**
 * The two default readings of §3, both kept (docs/decisions.md):
 * the stored profile's default, one male aged 25 in Metropolitana (13, RM) — the one the site uses;
 * and a per-country form adapter's default, male, income 1650000, aged 27 — used only to prefill that form.
 */
export const STORED_PROFILE_DEFAULT = {
  // The site's default profile (profile.ts `defaultProfile`): one definition of the person.
  sexo: DEFAULT_SEX,
  edad: DEFAULT_AGE,
  region: {
    stateCode: DEFAULT_CHILEAN_REGION_ID,
    stateName: 'Metropolitana',
    orderPosition: 1,
    abbreviation: 'RM',
  },
} as const;

export const FORM_ADAPTER_DEFAULT = { sexo: 'Masculino' as Sexo, ingreso: 1650000, edad: 27 } as const;
