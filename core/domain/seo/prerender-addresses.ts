import type { Organization } from '../api/organization';
import type { CataloguePlan } from '../content/content-request';
import { blogArticlePath } from '../content/blog';
import { organizationPagePath, type ListingCategory } from '../content/listing';
import { sitemapStaticPaths } from '../content/sitemap';
import { planDetailPath, productSellsOnline } from '../compare/card-rules';
import { onlinePurchasePath } from '../shared/routes/purchase-flow-path';
import { localizedPath } from '../language/language-decider';
import { resolveRoute } from '../routing/resolve-route';
import type { SiteCountryCode } from '../site/country';

/** What the public pages are made of, as the content service lists it at build time. */
export interface PublicContent {
  readonly catalogue: readonly CataloguePlan[];
  readonly organizations: ReadonlyArray<{
    readonly category: ListingCategory;
    readonly organizations: readonly Organization[];
  }>;
  readonly blogSlugs: readonly string[];
}

/**
 * The addresses rendered to HTML at build time: every public page of the sitemap (home, each
 * comparator, each listing landing and organization, the sitemap page, the blog and its articles,
 * contact and the site's own pages, also under /en and /pt), every product's detail page and the first
 * step of every plan sold online. An
 * address that redirects is left out: its target is in the list.
 */
export function prerenderAddresses(country: SiteCountryCode, content: PublicContent): readonly string[] {
  const organizations = content.organizations.flatMap(({ category, organizations: list }) =>
    list.map((organization) => organizationPagePath(category, organization)),
  );
  const details = content.catalogue.map(({ product, productType }) =>
    planDetailPath(country, product, productType),
  );
  // The first step of each plan sold online: the one page a visitor reaches only from a plan, painted
  // before its code runs like every other.
  const purchases = content.catalogue
    .filter(({ product }) => productSellsOnline(product))
    .map(({ product }) => onlinePurchasePath(product.productCode));
  // The site's own pages in en and pt too (translated segments), so those languages open on HTML as well.
  // Colombia's only: the other sites' en and pt pages render in the browser (a shorter build).
  const statics = sitemapStaticPaths(country);
  const translated =
    country === 'CO'
      ? (['en', 'pt'] as const).flatMap((lang) => statics.map((path) => localizedPath(lang, path)))
      : [];
  const all = [
    ...statics,
    ...translated,
    ...organizations,
    ...content.blogSlugs.map((slug) => blogArticlePath(slug, country)),
    ...details,
    ...purchases,
  ];
  return [...new Set(all)].filter((path) => {
    const resolution = resolveRoute(path, country);
    return resolution.kind === 'page' && resolution.page !== 'not-found';
  });
}
