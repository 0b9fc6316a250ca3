import { z } from 'zod/mini';

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

/** The blog's path: /QS-Blog, and /QS-Blog/{slug} for an article. */
export const BLOG_PATH = '/QS-Blog';
export const blogArticlePath = (slug: string) => `${BLOG_PATH}/${encodeURIComponent(slug)}`;
