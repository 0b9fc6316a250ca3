import { resolveRoute, type CardExtras } from '../../core/domain';
import type { PageResolution } from '../../core/machines/navigation.machine';
import type { CompareParams, CompareResponse, InsuranceProduct } from '../../core/domain/api';

/** A small product of the sample shape: id, organization and list price are what tests vary. */
export function sampleProduct(id: number, organizationId: number, price: number): InsuranceProduct {
  return {
    id,
    productCode: `P-${id}`,
    url: `plan-${id}`,
    displayName: `Plan ${id}`,
    name: `Plan ${id}`,
    productType: 'Medicina Prepagada',
    price: { minPrice: price, unit: { code: 'COP' }, paymentMode: 'mensual' },
    score: 8,
    distance: 5,
    insuranceType: { id: 3, name: 'MEDICINA_PREPAGADA', displayName: 'Medicina Prepagada' },
    organization: {
      id: organizationId,
      displayName: `Org ${organizationId}`,
      typeAlias: 'MEDICINA PREPAGADA',
    },
    comparable: true,
  };
}

/** 45 products over 3 organizations: three pages of 20, 20 and 5. */
export const SAMPLE_PRODUCTS: readonly InsuranceProduct[] = Array.from({ length: 45 }, (_, index) =>
  sampleProduct(1001 + index, 1 + (index % 3), 100_000 + ((index * 7919) % 45) * 10_000),
);

/** The compare call over SAMPLE_PRODUCTS: organization filter, price sorts, pages. */
export function sampleCompare(params: CompareParams): CompareResponse {
  const organizations = params.organizations ?? [];
  const filtered = SAMPLE_PRODUCTS.filter(
    (product) => organizations.length === 0 || organizations.includes(product.organization.id),
  );
  const order = params.order ?? 'recommended';
  const sorted = [...filtered].sort((a, b) =>
    order === 'lowerPrice'
      ? a.price.minPrice - b.price.minPrice || a.id - b.id
      : order === 'higherPrice'
        ? b.price.minPrice - a.price.minPrice || a.id - b.id
        : a.id - b.id,
  );
  const take = params.take ?? 20;
  const page = params.page ?? 1;
  return {
    data: sorted.slice((page - 1) * take, page * take),
    total: sorted.length,
    metaData: { uuid: 'u', page, take },
  };
}

export function sampleExtras(product: InsuranceProduct): CardExtras {
  return {
    coverages: {
      tags: [
        {
          name: 'Hospitalización',
          coverages: [{ name: 'Hospitalización', amounts: { percentage: { maxAmount: 100 } } }],
        },
      ],
      count: 1,
    },
    features: [],
    offers: null,
    profilePrice: { total: { minPrice: product.price.minPrice } },
    paymentInfo: null,
  };
}

export function comparePage(address: string): PageResolution {
  const resolution = resolveRoute(address);
  if (resolution.kind !== 'page') throw new Error(`not a page: ${address}`);
  return resolution;
}
