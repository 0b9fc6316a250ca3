import { z } from 'zod/mini';
import { sectionsFor } from '../routing/route-table';
import { SITE_COUNTRIES, type SiteCountryCode } from '../site/country';

/** A blog article (GET api/qp-university/articles/{slug}): sections become h2 headings with anchors. */
const BlogSection = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  heading: z.string().check(z.minLength(1)),
  paragraphs: z.array(z.string()),
});
type BlogSection = z.infer<typeof BlogSection>;

export const BlogArticleSummary = z.object({
  slug: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  publishedAt: z.string(),
  author: z.string(),
  tag: z.string(),
  readingMinutes: z.number().check(z.int(), z.positive()),
});
export type BlogArticleSummary = z.infer<typeof BlogArticleSummary>;

export const BlogArticle = z.extend(BlogArticleSummary, { sections: z.array(BlogSection) });
export type BlogArticle = z.infer<typeof BlogArticle>;

export const BlogArticleList = z.array(BlogArticleSummary);

/** A section of the article side menu is active from this intersection ratio (§2, §9). */
export const ARTICLE_SECTION_ACTIVE_RATIO = 0.45;

/** The article the side menu marks: the first section at or above the ratio, else the last one seen. */
export function activeSection(
  ratios: Readonly<Record<string, number>>,
  order: readonly string[],
  previous: string | null,
): string | null {
  return order.find((id) => (ratios[id] ?? 0) >= ARTICLE_SECTION_ACTIVE_RATIO) ?? previous;
}

/** Colombia's blog path: /QS-Blog. */
export const BLOG_PATH = '/QS-Blog';

/** A site's blog: /QS-Blog in Colombia, /QP-Blog in Chile and Peru, /IH-Blog on the international site. */
export const blogPath = (country: SiteCountryCode = 'CO'): string => SITE_COUNTRIES[country].blogPath;

/** An article's address on its site's blog: {blog}/{slug}. */
export const blogArticlePath = (slug: string, country: SiteCountryCode = 'CO'): string =>
  `${blogPath(country)}/${encodeURIComponent(slug)}`;

/** Where an article's call to compare leads: Colombia's health policies, else the site's first comparator. */
export function blogComparePath(country: SiteCountryCode): string {
  return country === 'CO' ? '/Comparar/Polizas-de-Salud' : `/Comparar/${sectionsFor(country)[0] ?? ''}`;
}
