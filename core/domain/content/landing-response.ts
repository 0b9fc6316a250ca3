import { z } from 'zod/mini';

/**
 * A country landing of the content service (GET api/country-landings filtered by activo, slug and locale;
 * the first result is used). Only the API client reads these schemas, so they stay off the first view.
 */
const LandingItem = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.string(),
  imagen: z.optional(z.string()),
  link: z.optional(z.string()),
});
type LandingItem = z.infer<typeof LandingItem>;

export const LandingContent = z.object({
  slug: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  sections: z.array(z.object({ heading: z.string().check(z.minLength(1)), body: z.string() })),
  items: z.array(LandingItem),
});
export type LandingContent = z.infer<typeof LandingContent>;

export const LandingResponse = z.object({ data: z.array(LandingContent) });
