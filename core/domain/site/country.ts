import { z } from 'zod/mini';

/** The four sites. Colombia is the default; the others are picked by host name or configuration. */
export const SiteCountryCode = z.enum(['CO', 'CL', 'PE', 'INT']);
export type SiteCountryCode = z.infer<typeof SiteCountryCode>;

/** Storage key versions of the public-site §3: one namespace per site. */
export const StorageVersion = z.enum(['V1.6_CO', 'V1.7', 'V1.6_PE', 'V1.6_INT']);
export type StorageVersion = z.infer<typeof StorageVersion>;

export interface SiteCountry {
  readonly code: SiteCountryCode;
  /** Country id of the shared layer (§3 Countries; site base by country id, §2). */
  readonly id: 1 | 2 | 3 | 4;
  readonly name: string;
  readonly storageVersion: StorageVersion;
  readonly currency: 'COP' | 'CLP' | 'PEN' | 'USD';
  readonly locale: string;
  readonly dialingCode: string | null;
  /** Deductible wording: Chile and Peru 'Deducible'; Colombia 'Copago' or 'Cuota Moderadora'. */
  readonly deductibleWording: string;
  /** Bed wording: 'cama' in Chile, 'cuarto' elsewhere. */
  readonly bedWording: 'cama' | 'cuarto';
  readonly blogPath: string;
}

export const SITE_COUNTRIES: Readonly<Record<SiteCountryCode, SiteCountry>> = {
  CO: {
    code: 'CO',
    id: 3,
    name: 'Colombia',
    storageVersion: 'V1.6_CO',
    currency: 'COP',
    locale: 'es-CO',
    dialingCode: '+57',
    deductibleWording: 'Copago',
    bedWording: 'cuarto',
    blogPath: '/QS-Blog',
  },
  CL: {
    code: 'CL',
    id: 1,
    name: 'Chile',
    storageVersion: 'V1.7',
    currency: 'CLP',
    locale: 'es-CL',
    dialingCode: '+56',
    deductibleWording: 'Deducible',
    bedWording: 'cama',
    blogPath: '/QP-Blog',
  },
  PE: {
    code: 'PE',
    id: 2,
    name: 'Perú',
    storageVersion: 'V1.6_PE',
    currency: 'PEN',
    locale: 'es-PE',
    dialingCode: '+51',
    deductibleWording: 'Deducible',
    bedWording: 'cuarto',
    blogPath: '/QP-Blog',
  },
  INT: {
    code: 'INT',
    id: 4,
    name: 'Internacional',
    storageVersion: 'V1.6_INT',
    currency: 'USD',
    locale: 'es-CL',
    dialingCode: null,
    deductibleWording: 'Deducible',
    bedWording: 'cuarto',
    blogPath: '/IH-Blog',
  },
};

/** First labels that pick a site on any domain (cl.localhost, pe.example.com); never a partner's. */
export const COUNTRY_HOST_LABELS = ['cl', 'pe', 'int'] as const;

/** Host names that select a site; anything else is Colombia. */
const HOST_HINTS: ReadonlyArray<readonly [RegExp, SiteCountryCode]> = [
  [/(^|\.)queplan\.cl$|(^|\.)cl\./i, 'CL'],
  [/(^|\.)queplan\.pe$|(^|\.)pe\./i, 'PE'],
  [/internationalhealth|(^|\.)int\./i, 'INT'],
];

/**
 * The site's country: an explicit configuration wins (the VITE_COUNTRY build variable), then the host
 * name, then Colombia.
 */
export function siteCountryFor(hostname: string, configured?: string | null): SiteCountry {
  const parsed = SiteCountryCode.safeParse(configured?.toUpperCase());
  if (parsed.success) return SITE_COUNTRIES[parsed.data];
  const hinted = HOST_HINTS.find(([pattern]) => pattern.test(hostname));
  return SITE_COUNTRIES[hinted ? hinted[1] : 'CO'];
}
