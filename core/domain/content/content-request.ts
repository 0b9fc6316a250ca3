import type { ContactInformations } from '../api/contact';
import type { Menu } from '../api/menu';
import type { Notification } from '../api/notification';
import type { Organization } from '../api/organization';
import type { InsuranceProduct } from '../api/product';
import type { RouteResolution } from '../routing/resolve-route';
import type { BlogArticle, BlogArticleSummary } from './blog';
import { LANDING_LOCALES, LANDING_SLUGS, type LandingContent } from './landing';
import { isListingCategory, type ListingCategory } from './listing';

/** What a screen asks the content service for (§7 content calls). One request, one key, one cached answer. */
export type ContentRequest =
  | { readonly kind: 'menu' }
  | { readonly kind: 'contactInformations' }
  | { readonly kind: 'notification' }
  | { readonly kind: 'organizations'; readonly category: ListingCategory }
  | { readonly kind: 'organizationPlans'; readonly category: ListingCategory; readonly url: string }
  | { readonly kind: 'catalogue' }
  | { readonly kind: 'blogIndex' }
  | { readonly kind: 'blogArticle'; readonly slug: string }
  | { readonly kind: 'landing'; readonly slug: string; readonly locale: string };

/** A plan with the product type it is compared under (its detail path depends on it). */
export interface CataloguePlan {
  readonly product: InsuranceProduct;
  readonly productType: string;
}

interface OrganizationPlans {
  readonly organization: Organization | null;
  readonly plans: readonly CataloguePlan[];
}

/** The product types the catalogue is listed by (the comparison sections' own). */
export const CATALOGUE_PRODUCT_TYPES = [
  '',
  'colectivo',
  'Medicina Prepagada',
  'SEGURO COLECTIVO',
  'PET_INSURANCE_CO',
  // Chile's isapre plans and pets, the international site's plans (each site lists what it has).
  'ISAPRE',
  'SEGURO_MASCOTAS',
  'SEGURO INTERNACIONAL',
] as const;

/** What each kind of request answers. */
export interface ContentValues {
  readonly menu: Menu;
  readonly contactInformations: ContactInformations;
  readonly notification: Notification | null;
  readonly organizations: readonly Organization[];
  readonly organizationPlans: OrganizationPlans;
  readonly catalogue: readonly CataloguePlan[];
  readonly blogIndex: readonly BlogArticleSummary[];
  readonly blogArticle: BlogArticle | null;
  readonly landing: LandingContent;
}
type ContentKind = ContentRequest['kind'];

/** A loaded value, tagged with its kind so a reader narrows it without casts. */
export type ContentValue = {
  [K in ContentKind]: { readonly kind: K; readonly value: ContentValues[K] };
}[ContentKind];

export type ContentEntry =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly content: ContentValue }
  | { readonly status: 'failed'; readonly message: string };

export function contentKey(request: ContentRequest): string {
  switch (request.kind) {
    case 'menu':
    case 'contactInformations':
    case 'notification':
    case 'catalogue':
    case 'blogIndex':
      return request.kind;
    case 'organizations':
      return `organizations:${request.category}`;
    case 'organizationPlans':
      return `organizationPlans:${request.category}:${request.url}`;
    case 'blogArticle':
      return `blogArticle:${request.slug}`;
    case 'landing':
      return `landing:${request.slug}:${request.locale}`;
    default:
      return assertNever(request);
  }
}

/** The header and footer's content, loaded once per page load. */
export const SHELL_CONTENT: readonly ContentRequest[] = [
  { kind: 'menu' },
  { kind: 'contactInformations' },
  { kind: 'notification' },
];

/** The content a page shows, asked for as soon as the navigation settles on it. */
export function pageContent(
  resolution: Extract<RouteResolution, { kind: 'page' }>,
): readonly ContentRequest[] {
  const category = resolution.data['category'];
  const locale = LANDING_LOCALES[resolution.lang];
  switch (resolution.page) {
    case 'landing-listing':
      return isListingCategory(category) ? [{ kind: 'organizations', category }] : [];
    case 'organization-landing': {
      const url = resolution.params['url'];
      return isListingCategory(category) && url ? [{ kind: 'organizationPlans', category, url }] : [];
    }
    case 'insurance-list':
      return [
        { kind: 'catalogue' },
        ...(['EPS', 'Seguros', 'Medicina-Prepagada'] as const).map((c): ContentRequest => ({
          kind: 'organizations',
          category: c,
        })),
      ];
    case 'sitemap-products':
      return [{ kind: 'catalogue' }];
    case 'blog': {
      const slug = blogSlug(resolution.params);
      return slug ? [{ kind: 'blogArticle', slug }, { kind: 'blogIndex' }] : [{ kind: 'blogIndex' }];
    }
    case 'partners':
    case 'about':
    case 'referrals':
    case 'paid-media-landing':
      return [{ kind: 'landing', slug: LANDING_SLUGS[resolution.page], locale }];
    case 'preview': {
      const slug = previewSlug(resolution.location.search);
      return [{ kind: 'landing', slug, locale }];
    }
    default:
      return [];
  }
}

/** /QS-Blog/{slug}: the article's slug, or null for the blog's index. */
export function blogSlug(params: Readonly<Record<string, string>>): string | null {
  const rest = params['rest'];
  if (!rest) return null;
  const slug = rest.split('/').filter(Boolean)[0];
  return slug ?? null;
}

/** /preview?slug=…: the landing a content editor is previewing (the about page when none is given). */
export function previewSlug(search: string): string {
  const slug = new URLSearchParams(search).get('slug')?.trim();
  return slug && /^[A-Za-z0-9-]{1,80}$/.test(slug) ? slug : LANDING_SLUGS.about;
}

function assertNever(value: never): never {
  throw new Error(`Unhandled content request ${JSON.stringify(value)}`);
}
