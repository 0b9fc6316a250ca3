import { z } from 'zod';

/**
 * A country landing of the content service (GET api/country-landings filtered by activo, slug and locale;
 * the first result is used). On failure the page shows the empty default: its own fixed texts.
 */
export const LandingItem = z.object({
  title: z.string().min(1),
  text: z.string(),
  imagen: z.string().optional(),
  link: z.string().optional(),
});
export type LandingItem = z.infer<typeof LandingItem>;

export const LandingContent = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  description: z.string(),
  sections: z.array(z.object({ heading: z.string().min(1), body: z.string() })),
  items: z.array(LandingItem),
});
export type LandingContent = z.infer<typeof LandingContent>;

export const LandingResponse = z.object({ data: z.array(LandingContent) });

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
