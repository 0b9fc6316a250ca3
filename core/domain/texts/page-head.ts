import type { RouteResolution } from '../routing/resolve-route';
import { sectionsFor, type CompareSection } from '../routing/route-table';
import { SITE_BASE_URLS } from '../shared/routes/site-base';
import type { SiteCountryCode } from '../site/country';
import { siteBrandName } from '../site/country-site';
import { isListingCategory, listingTextKey } from '../content/listing';
import { comparisonCanonicalPath } from '../compare/pinned-plan';
import type { TextKey } from './ui-texts';
import { sectionWords } from './section-texts';

/** A head text: a translated key, or text the content service gave (already in the page's language). */
export type HeadText =
  | { readonly key: TextKey; readonly params?: Readonly<Record<string, string>>; readonly suffix?: true }
  | { readonly text: string };

export interface PageHead {
  readonly title: HeadText;
  readonly description: HeadText;
  /** Absolute, without query or fragment. */
  readonly canonical: string;
}

/** What the content of a page says about its head (an article's title, an organization's name). */
export interface HeadContent {
  readonly title?: string;
  readonly description?: string;
}

/** What follows a page's own title: the site's brand (QueSeguro in Colombia, QuePlan elsewhere). */
export function headSuffix(country: SiteCountryCode): string {
  return ` | ${siteBrandName(country)}`;
}

/**
 * Each page's title, description and canonical link. Pages whose head their own issue writes (plan
 * detail, online purchase) answer null.
 */
export function pageHead(
  resolution: Extract<RouteResolution, { kind: 'page' }>,
  country: SiteCountryCode,
  content: HeadContent = {},
): PageHead | null {
  // A comparison naming a plan is its section's comparison, with that plan first (pinned-plan.ts).
  const path =
    resolution.page === 'compare'
      ? comparisonCanonicalPath(resolution.location.pathname, resolution.params)
      : resolution.location.pathname;
  const canonical = `${SITE_BASE_URLS[country]}${path === '/' ? '/' : path.replace(/\/+$/, '')}`;
  const make = (title: HeadText, description: HeadText): PageHead => ({ title, description, canonical });
  // What the site compares, for a page with nothing of its own to say: each site's own description.
  const siteDescription: HeadText = {
    key: country === 'CO' ? 'head.homeDescription' : `head.homeDescription${country}`,
  };
  const fromContent = (fallback: PageHead): PageHead =>
    make(
      content.title ? { text: `${content.title}${headSuffix(country)}` } : fallback.title,
      content.description ? { text: content.description } : fallback.description,
    );
  switch (resolution.page) {
    case 'home':
      // Chile, Peru and the international site say what they compare, under their own brand.
      return country === 'CO'
        ? make({ key: 'head.home' }, { key: 'head.homeDescription' })
        : make({ key: `head.home${country}`, suffix: true }, { key: `head.homeDescription${country}` });
    case 'compare': {
      const section = resolution.params['section'];
      // Only the site's own comparators have their words; another site's section name shows the default.
      const known = section && (sectionsFor(country) as readonly string[]).includes(section);
      return known
        ? make(
            { key: sectionWords(country, section as CompareSection).head, suffix: true },
            { key: sectionWords(country, section as CompareSection).lead },
          )
        : make({ key: 'compareHead.default', suffix: true }, siteDescription);
    }
    case 'contact':
      return make({ key: 'head.contact' }, { key: 'head.contactDescription' });
    case 'landing-listing': {
      const category = resolution.data['category'];
      if (!isListingCategory(category)) return make({ key: 'head.notFound' }, siteDescription);
      const title = listingTextKey(country, category);
      return make({ key: `listing.${title}`, suffix: true }, { key: `listing.${title}Lead` });
    }
    case 'organization-landing':
      return fromContent(make({ key: 'head.insuranceList' }, { key: 'insuranceList.lead' }));
    case 'insurance-list':
      return make({ key: 'head.insuranceList' }, { key: 'insuranceList.lead' });
    case 'sitemap-products':
      return make({ key: 'head.sitemap' }, { key: 'sitemap.lead' });
    case 'blog':
      return fromContent(make({ key: 'head.blog' }, { key: 'blog.lead' }));
    case 'about':
      return fromContent(make({ key: 'head.about' }, { key: 'about.lead' }));
    case 'partners':
      return fromContent(make({ key: 'head.partners' }, { key: 'partners.lead' }));
    case 'referrals':
      return fromContent(make({ key: 'head.referrals' }, { key: 'referrals.lead' }));
    case 'paid-media-landing':
      return fromContent(make({ key: 'head.registro' }, { key: 'registro.lead' }));
    case 'preview':
      // The shell's texts only: a preview page loads no other pack before its head shows.
      return make({ key: 'head.preview' }, siteDescription);
    case 'customer-portal':
      return make({ key: 'head.portal' }, { key: 'portalPage.lead' });
    case 'not-found':
      return make({ key: 'head.notFound' }, siteDescription);
    case 'plan-detail':
    case 'collective-detail':
    case 'online-purchase':
    case 'flag-toggle':
    case 'short-link':
    case 'login':
    case 'institution-view':
    case 'my-data':
      return null;
    default: {
      const other: never = resolution.page;
      return other;
    }
  }
}

/** Pages whose head depends on their content: they render it themselves, once the content is there. */
export const HEAD_FROM_CONTENT: ReadonlySet<string> = new Set([
  'organization-landing',
  'blog',
  'about',
  'partners',
  'referrals',
  'paid-media-landing',
]);
