import {
  COMPARE_PAGE_SIZE,
  CompareParams,
  type CompareParamsParsed,
  type CompareResponse,
  type InsuranceProduct,
} from '../../domain/api';
import { filterPrice, rankingFields, rankProducts, sampleEmployees } from '../../domain/compare/index';
import { marketCoverage } from './catalogue/market-census';
import type { SiteCountryCode } from '../../domain/site/country';
import { DEFAULT_USE_LEVEL, planYearlyCost, type YearlyCost } from '../../domain/cost/index';
import { defaultProfile } from '../../domain/profile/profile';
import { FEATURES } from './catalogue/features';
import type { CatalogueEntry } from './catalogue/products';
import { priceEntry } from './entry-pricing';

const list = (value: string | null): string[] | undefined =>
  value === null || value === ''
    ? undefined
    : value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');

const numbers = (value: string | null): number[] | undefined =>
  list(value)?.map(Number).filter(Number.isFinite);

const numberOr = (value: string | null): number | undefined =>
  value === null || value === '' ? undefined : Number(value);

/** Reads the GET form of the compare call (§7 query keys, comma-separated lists). */
export function paramsFromQuery(query: URLSearchParams): unknown {
  return {
    order: query.get('order') ?? undefined,
    useLevel: query.get('useLevel') ?? undefined,
    organizationTypes: list(query.get('organizationTypes')),
    insuranceTypes: numbers(query.get('insuranceTypes')),
    organizations: numbers(query.get('organizations')),
    features: numbers(query.get('features')),
    featuresFilter: numbers(query.get('featuresFilter')),
    productType: query.get('productType') ?? '',
    take: numberOr(query.get('take')),
    comparator: query.get('comparator') ?? undefined,
    coverageCountries: list(query.get('coverageCountries')),
    coverageOrganizations: numbers(query.get('coverageOrganizations')),
    categoryTypes: list(query.get('categoryTypes')),
    displayShowcase: query.has('displayShowcase') ? query.get('displayShowcase') === 'true' : undefined,
    page: numberOr(query.get('page')),
  };
}

/** Reads the POST form, where the organization types travel as organizationType. */
export function paramsFromBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const { organizationType, ...rest } = body as Record<string, unknown>;
  const types = Array.isArray(organizationType)
    ? organizationType
    : typeof organizationType === 'string'
      ? organizationType.split(',')
      : undefined;
  return { ...rest, organizationTypes: rest['organizationTypes'] ?? types };
}

export const parseCompareParams = (raw: unknown) => CompareParams.safeParse(raw);

/** The two pet product types of §3 name the same Colombian catalogue. */
const PRODUCT_TYPE_ALIASES: Readonly<Record<string, string>> = { SEGURO_MASCOTAS: 'PET_INSURANCE_CO' };
export const canonicalProductType = (type: string): string => PRODUCT_TYPE_ALIASES[type] ?? type;

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function matches(entry: CatalogueEntry, params: CompareParamsParsed): boolean {
  const { seed, product } = entry;
  if (product.isActive === false) return false;
  // Chile names its pets SEGURO_MASCOTAS; Colombia's catalogue answers that name as PET_INSURANCE_CO.
  const type = product.productType ?? '';
  if (type !== params.productType && type !== canonicalProductType(params.productType)) return false;
  const has = <T>(filter: readonly T[] | undefined, test: (value: T) => boolean) =>
    filter === undefined || filter.length === 0 || filter.some(test);
  return (
    has(params.organizationTypes, (type) => product.organization.typeAlias === type) &&
    has(params.insuranceTypes, (id) => product.insuranceType.id === id) &&
    has(params.organizations, (id) => product.organization.id === id) &&
    has(params.coverageOrganizations, (id) => seed.network.includes(id)) &&
    has(
      params.categoryTypes,
      (category) => fold(category) === fold(product.insuranceMetadata?.metadata.categoryType ?? ''),
    ) &&
    [...(params.features ?? []), ...(params.featuresFilter ?? [])].every((id) =>
      seed.features.some((key) => FEATURES[key].id === id),
    )
  );
}

/** Filters, prices for the profile, sorts and pages the catalogue (page size 20, pages from 1). */
export function runCompare(
  catalogue: readonly CatalogueEntry[],
  params: CompareParamsParsed,
  uuid: string,
  country: SiteCountryCode = 'CO',
): CompareResponse {
  // The price a list sorts and filters by: per employee for a company plan (the domain's one price rule).
  const employees = params.profile ? sampleEmployees(params.profile) : null;
  const effectivePrice = (product: InsuranceProduct) => filterPrice(product, employees);
  const yearly = new Map<number, YearlyCost>();
  // A product's yearly cost for the search's profile and use level (the cards' number, core/domain/cost).
  const yearlyOf = (product: InsuranceProduct): YearlyCost => {
    const known = yearly.get(product.id);
    if (known) return known;
    const cost = planYearlyCost({
      product,
      productType: params.productType,
      profile: params.profile ?? defaultProfile(),
      priced: product.profilePrice,
      level: params.useLevel ?? DEFAULT_USE_LEVEL,
    });
    yearly.set(product.id, cost);
    return cost;
  };
  const matched = catalogue.filter((entry) => matches(entry, params));
  const priced = matched
    .map((entry) =>
      params.profile ? { ...entry.product, profilePrice: priceEntry(entry, params.profile) } : entry.product,
    )
    .filter((product) => {
      const price = effectivePrice(product);
      return (
        (params.fromPrice === undefined || price >= params.fromPrice) &&
        (params.toPrice === undefined || price <= params.toPrice)
      );
    });
  // The open ranking (core/domain/compare/ranking.ts): never a commercial field; ties by id, so paging
  // never repeats or skips a product.
  const ranked = rankProducts(priced, params.order, effectivePrice, (product) => ({
    ...rankingFields(product),
    yearlyCost: params.order === 'lowerYearlyCost' ? yearlyOf(product).total : undefined,
  }));
  const take = params.take ?? COMPARE_PAGE_SIZE;
  const start = (params.page - 1) * take;
  return {
    data: ranked.slice(start, start + take),
    total: ranked.length,
    metaData: {
      uuid: params.uuid ?? uuid,
      page: params.page,
      take,
      ...marketCoverage(catalogue, canonicalProductType(params.productType), country),
    },
  };
}
