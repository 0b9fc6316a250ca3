import { z } from 'zod/mini';

/** Subdomain configuration of a white-label partner site (§3). */
export const SubdomainConfig = z.object({
  subdomain: z.string().check(z.minLength(1)),
  allowedUrls: z.array(z.string()),
  allowedOrganizations: z.array(z.number().check(z.int())),
  footerEnabledRoutes: z.array(z.string()),
  subdomainBanner: z.optional(z.nullable(z.object({ color: z.string(), endGradient: z.string() }))),
  subdomainLayout: z.object({
    enableHeader: z.boolean(),
    footerEnabled: z.boolean(),
    chatEnabled: z.boolean(),
    /** Cards without their request button (§2: some partner layouts hide it). */
    hideRequestButton: z.optional(z.boolean()),
    /** Cards without their score and its explanation (§2: some partner layouts hide it). */
    hideScore: z.optional(z.boolean()),
  }),
  redirects: z.object({ allowedPaths: z.array(z.string()), defaultPath: z.string() }),
  disableShowcase: z.optional(z.boolean()),
  SEOMetadata: z.optional(
    z.object({
      title: z.optional(z.string()),
      description: z.optional(z.string()),
      imageRRSS: z.optional(z.string()),
      addedTags: z.optional(z.array(z.string())),
      twitterSite: z.optional(z.string()),
      email: z.optional(z.string()),
      author: z.optional(z.string()),
      disablePrerenderRedirect: z.optional(z.boolean()),
    }),
  ),
  /** Partner header and footer HTML (sanitised by the view before use). */
  headerHTML: z.optional(z.nullable(z.string())),
  footerHTML: z.optional(z.nullable(z.string())),
  useHeader: z.optional(z.boolean()),
  useFooter: z.optional(z.boolean()),
});
export type SubdomainConfig = z.infer<typeof SubdomainConfig>;
