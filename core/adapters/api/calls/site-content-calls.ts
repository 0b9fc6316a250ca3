import * as Effect from 'effect/Effect';
import { BlogArticle, BlogArticleList, LandingResponse } from '../../../domain';
import { decode, exchange, fetchJson } from '../http-exchange';
import { standardRetry, withRetry } from '../retry-policy';

/** GET api/qp-university/articles: the blog's index (the blog section of the content service, §7). */
export const blogArticles = () =>
  fetchJson(
    { call: 'blogArticles', method: 'GET', path: 'api/qp-university/articles', cached: true },
    BlogArticleList,
  ).pipe(withRetry(standardRetry()));

/** GET api/qp-university/articles/{slug}; 404 means no such article (null), not a failure. */
export const blogArticle = (slug: string) =>
  Effect.flatMap(
    exchange({
      call: 'blogArticle',
      method: 'GET',
      path: `api/qp-university/articles/${encodeURIComponent(slug)}`,
      cached: true,
      accept: [404],
    }),
    (response) =>
      response.status === 404
        ? Effect.succeed(null)
        : decode('blogArticle', BlogArticle, response.body, response.status),
  );

/** GET api/country-landings filtered by activo, slug and locale; the first result is used (§7). */
export const landing = (slug: string, locale: string) =>
  Effect.map(
    fetchJson(
      {
        call: 'landing',
        method: 'GET',
        path: 'api/country-landings',
        query: { activo: 'true', slug, locale, 'fields[0]': 'slug' },
        cached: true,
      },
      LandingResponse,
    ),
    (response) => response.data[0] ?? null,
  );
