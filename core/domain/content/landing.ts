import type { LandingContent } from './landing-response';

/**
 * A country landing of the content service (its schemas: landing-response.ts, read by the API client).
 * On failure the page shows the empty default: its own fixed texts.
 */
export { LandingContent, LandingResponse } from './landing-response';

/** Locales of the content service by site language (§7). */
export const LANDING_LOCALES = { es: 'es', en: 'en', pt: 'pt-BR' } as const;

export function emptyLanding(slug: string): LandingContent {
  return { slug, title: '', description: '', sections: [], items: [] };
}

/** The landing each content page asks the content service for. */
export const LANDING_SLUGS = {
  partners: 'Partners-y-Alianzas',
  about: 'Que-es-QueSeguro',
  referrals: 'Referidos-QueSeguro',
  'paid-media-landing': 'Registro',
} as const;
export type LandingPageName = keyof typeof LANDING_SLUGS;
