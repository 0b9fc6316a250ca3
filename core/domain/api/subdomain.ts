import { z } from 'zod';

/** Subdomain configuration of a white-label partner site (§3). */
export const SubdomainConfig = z.object({
  subdomain: z.string().min(1),
  allowedUrls: z.array(z.string()),
  allowedOrganizations: z.array(z.number().int()),
  footerEnabledRoutes: z.array(z.string()),
  subdomainBanner: z.object({ color: z.string(), endGradient: z.string() }).nullable().optional(),
  subdomainLayout: z.object({
    enableHeader: z.boolean(),
    footerEnabled: z.boolean(),
    chatEnabled: z.boolean(),
  }),
  redirects: z.object({ allowedPaths: z.array(z.string()), defaultPath: z.string() }),
  disableShowcase: z.boolean().optional(),
  SEOMetadata: z
    .object({
      title: z.string().optional(),
      description: z.string().optional(),
      imageRRSS: z.string().optional(),
      addedTags: z.array(z.string()).optional(),
      twitterSite: z.string().optional(),
      email: z.string().optional(),
      author: z.string().optional(),
      disablePrerenderRedirect: z.boolean().optional(),
    })
    .optional(),
  /** Partner header and footer HTML (sanitised by the view before use). */
  headerHTML: z.string().nullable().optional(),
  footerHTML: z.string().nullable().optional(),
  useHeader: z.boolean().optional(),
  useFooter: z.boolean().optional(),
});
export type SubdomainConfig = z.infer<typeof SubdomainConfig>;
