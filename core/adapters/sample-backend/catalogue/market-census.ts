import type { CompareResponse } from '../../../domain/api';
import type { MissingReason } from '../../../domain/compare/index';
import type { SiteCountryCode } from '../../../domain/site/country';
import type { CatalogueEntry } from './products';

/**
 * Who sells each kind of plan in Colombia and is not in the sample catalogue, and why
 * (../shared/market-facts.md: Supersalud's prepaid-medicine list names Merci and Servicio de Salud
 * Inmediato, which publish no prices we can check). A company whose plans are all closed to new
 * clients (EPS Sura's PAC since 2024) is counted as missing with reason 'closed'.
 */
const MISSING_BY_PRODUCT_TYPE: Readonly<
  Record<string, readonly { readonly name: string; readonly reason: MissingReason }[]>
> = {
  'Medicina Prepagada': [
    { name: 'Merci', reason: 'noPublicPrices' },
    { name: 'Servicio de Salud Inmediato', reason: 'noPublicPrices' },
  ],
};

type Market = NonNullable<CompareResponse['metaData']['market']>;

/** The metaData's market of a comparison: the companies compared and who is missing (Colombia only). */
export function marketCoverage(
  catalogue: readonly CatalogueEntry[],
  productType: string,
  country: SiteCountryCode,
): { market?: Market } {
  if (country !== 'CO') return {};
  const ofType = catalogue.filter((entry) => (entry.product.productType ?? '') === productType);
  if (ofType.length === 0) return {};
  const active = new Set(
    ofType.filter((entry) => entry.product.isActive !== false).map((e) => e.product.organization.displayName),
  );
  const closed = [
    ...new Set(
      ofType.map((entry) => entry.product.organization.displayName).filter((name) => !active.has(name)),
    ),
  ].map((name) => ({ name, reason: 'closed' as const }));
  return {
    market: {
      compared: [...active].sort((a, b) => a.localeCompare(b, 'es')),
      missing: [...closed, ...(MISSING_BY_PRODUCT_TYPE[productType] ?? [])],
    },
  };
}
