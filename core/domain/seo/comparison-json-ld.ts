import type { InsuranceProduct } from '../api';
import { COMPARE_SECTIONS, type CompareSection } from '../routing/route-table';
import { SITE_BASE_URLS } from '../shared/routes/site-base';
import { structuredDataPrice } from '../shared/money/structured-data-rating';
import type { SiteCountry } from '../site/country';
import { planDetailPath } from '../compare/card-rules';
import { sectionWords } from '../texts/section-texts';

/**
 * schema.org ItemList of the plans a comparison shows, each a Product with its insurer and its lowest
 * monthly list price (https://schema.org/ItemList), so search engines read names and prices.
 */
export function comparisonJsonLd(
  country: SiteCountry,
  section: CompareSection,
  products: readonly InsuranceProduct[],
): Record<string, unknown> {
  const productType = COMPARE_SECTIONS[section].productType;
  const base = SITE_BASE_URLS[country.code];
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${sectionWords(country.code, section).title} en ${country.name}`,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: product.displayName,
        brand: { '@type': 'Brand', name: product.organization.displayName },
        url: `${base}${planDetailPath(country.code, product, productType)}`,
        offers: {
          '@type': 'Offer',
          // The list price the card shows, in its currency; the 9999 cap only bounds UF (docs/decisions.md).
          price: structuredDataPrice(product.price.minPrice, product.price.unit.code || country.currency),
          priceCurrency: product.price.unit.code || country.currency,
          availability:
            product.isActive === false ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
        },
      },
    })),
  };
}
