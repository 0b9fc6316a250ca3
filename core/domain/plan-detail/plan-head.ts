import type { Faq, InsuranceProduct } from '../api';
import { sectionsFor, COMPARE_SECTIONS } from '../routing/route-table';
import { SITE_BASE_URLS } from '../shared/routes/site-base';
import { structuredDataPrice } from '../shared/money/structured-data-rating';
import { siteBrandName } from '../site/country-site';
import type { SiteCountryCode } from '../site/country';
import { textRef, type TextRef } from '../texts/text-ref';
import { sectionWords } from '../texts/section-texts';
import { tabLabel, tabSegment, tabText, type PlanTab } from './plan-tabs';

/**
 * The plan page's head and breadcrumb words. In es the head is the product's own SEO texts (Spanish
 * content, computed below); en and pt compose it from the plan's and insurer's names.
 */
export const PLAN_HEAD_TEXTS = {
  title: '{{title}}',
  tabTitle: '{{title}}',
  description: '{{description}}',
  comparePlans: 'Comparar planes',
} as const;

/** The comparison a product belongs to (the breadcrumb's middle step, and where an unknown plan falls back). */
function comparisonOf(
  country: SiteCountryCode,
  productType: string | null | undefined,
): {
  path: string;
  title: string;
  titleText: TextRef;
} {
  // The site's own comparators only: two sites may compare one product type under different names.
  const section = sectionsFor(country).find(
    (candidate) => COMPARE_SECTIONS[candidate].productType === (productType ?? ''),
  );
  if (!section)
    return {
      path: '/Comparar',
      title: PLAN_HEAD_TEXTS.comparePlans,
      titleText: textRef('planHead.comparePlans'),
    };
  const words = sectionWords(country, section);
  return { path: `/Comparar/${section}`, title: words.title, titleText: textRef(words.name) };
}

export interface Crumb {
  readonly label: string;
  /** The label in the page's language, where a rule words it (not the plan's own name). */
  readonly labelText?: TextRef;
  readonly path: string;
}

export function planBreadcrumb(
  product: InsuranceProduct,
  canonicalPath: string,
  country: SiteCountryCode = 'CO',
): Crumb[] {
  const comparison = comparisonOf(country, product.productType);
  return [
    { label: 'Inicio', labelText: textRef('common.home'), path: '/' },
    { label: comparison.title, labelText: comparison.titleText, path: comparison.path },
    { label: product.displayName, path: canonicalPath },
  ];
}

export interface PlanHead {
  readonly title: string;
  readonly description: string;
  /** The title and description in the page's language. */
  readonly titleText: TextRef;
  readonly descriptionText: TextRef;
  readonly canonicalUrl: string;
  /** JSON-LD blocks, each one object to serialize into its own script element. */
  readonly jsonLd: readonly Record<string, unknown>[];
}

const absolute = (country: SiteCountryCode, path: string) => `${SITE_BASE_URLS[country]}${path}`;

/**
 * The document head of a plan detail (§2: canonical and prerender metadata): title and description from
 * the product's SEO texts, the canonical URL of its tab, and the structured data (Product with Offer,
 * Organization, BreadcrumbList, FAQPage on the FAQ tab). No AggregateRating: the API gives no review
 * counts, and a rating with an invented count is misleading (issue 24).
 */
export function planHead(
  country: SiteCountryCode,
  product: InsuranceProduct,
  canonicalPath: string,
  tab: PlanTab | null,
  faq: readonly Faq[],
): PlanHead {
  const metadata = product.insuranceMetadata?.metadata;
  const tabPart = tab === null ? '' : ` · ${tabLabel(tab)}`;
  const title = `${metadata?.seoTitle ?? `${product.displayName} | ${product.organization.displayName}`}${tabPart}`;
  const description =
    metadata?.seoDescription ??
    product.description ??
    `Precio, coberturas, red de clínicas y preguntas frecuentes de ${product.displayName}.`;
  const path = tab === null ? canonicalPath : `${canonicalPath}/${tabSegment(tab)}`;
  const url = absolute(country, canonicalPath);
  const logo = metadata?.logo ?? product.organization.metadata?.image;
  const currency = product.price.unit?.currencyCode ?? product.price.unit?.code ?? 'COP';
  const organization: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: product.organization.displayName,
    ...(logo ? { logo: absolute(country, logo) } : {}),
  };
  const productLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.displayName,
    description,
    sku: product.productCode,
    brand: { '@type': 'Brand', name: product.organization.displayName },
    ...(logo ? { image: absolute(country, logo) } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: currency,
      // The price the page shows, in its currency; the 9999 cap only bounds UF (docs/decisions.md).
      price: structuredDataPrice(product.price.minPrice, currency),
      availability:
        product.isActive === false ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    },
  };
  const breadcrumb: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: planBreadcrumb(product, canonicalPath, country).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absolute(country, crumb.path),
    })),
  };
  const faqPage: Record<string, unknown> | null =
    tab === 'faq' && faq.length > 0
      ? {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faq.map((entry) => ({
            '@type': 'Question',
            name: entry.question,
            acceptedAnswer: { '@type': 'Answer', text: entry.answer },
          })),
        }
      : null;
  // The site's own brand ends the title (a content title that already says it is not repeated).
  const brand = siteBrandName(country);
  const fullTitle = `${title} | ${brand}`.replace(`| ${brand} | ${brand}`, `| ${brand}`);
  const names = {
    title: fullTitle,
    plan: product.displayName,
    organization: product.organization.displayName,
  };
  return {
    title: fullTitle,
    description,
    titleText:
      tab === null
        ? textRef('planHead.title', names)
        : { key: 'planHead.tabTitle', params: names, lists: { tab: [tabText(tab)] } },
    descriptionText: textRef('planHead.description', { description, plan: product.displayName }),
    canonicalUrl: absolute(country, path),
    jsonLd: [productLd, organization, breadcrumb, ...(faqPage ? [faqPage] : [])],
  };
}

/** Serialized for a script element: `<` escaped so no text can close the element. */
export function jsonLdText(block: Record<string, unknown>): string {
  return JSON.stringify(block).replace(/</g, '\\u003c');
}
