import type { PlanContent, PlanLookup, PlanPart } from '../../../domain';
import {
  COVERAGE_ORGANIZATION_TYPES,
  PROVIDER_TYPES,
  categoryNamed,
  coverageOrganizationNamed,
  providerNamed,
} from '../../../domain';
import type { ApiClient, ProfilePrice } from '../../../domain/api';
import type { PlanContentRequest, PlanLookupRequest } from '../../../domain/api/loads';

/**
 * §2 URL resolution's lookups: none for a category (the domain knows them); the product by code or
 * url; when none, a provider (broker, EPS or prepaid medicine) with that url; when none, a coverage
 * organization by name. A failed product call is a failure, not "not found", so a network error never
 * sends the visitor to the comparison.
 */
export async function lookupPlan(api: ApiClient, request: PlanLookupRequest): Promise<PlanLookup> {
  const nothing = { product: null, provider: null, coverageOrganization: null };
  if (request.providers && categoryNamed(request.segment)) return nothing;
  const product = await api.productByCode(request.segment);
  if (product.ok) return { ...nothing, product: product.value };
  if (product.error.kind === 'http' && product.error.status === 404) {
    if (!request.providers) return nothing;
    const providers = await organizationsOf(api, PROVIDER_TYPES);
    const provider = providerNamed(request.segment, providers);
    if (provider) return { ...nothing, provider };
    const clinics = await organizationsOf(api, COVERAGE_ORGANIZATION_TYPES);
    return { ...nothing, coverageOrganization: coverageOrganizationNamed(request.segment, clinics) };
  }
  throw new Error(product.error.message);
}

async function organizationsOf(api: ApiClient, types: readonly string[]) {
  const lists = await Promise.all(types.map((type) => api.organizationsByType(type)));
  return lists.flatMap((list) => (list.ok ? list.value : []));
}

/**
 * Every section of a plan in one go; a section whose call fails shows empty (or the product's own
 * copy) rather than failing the page, and is named in `missing` so the page says so.
 */
export async function loadPlanContent(api: ApiClient, request: PlanContentRequest): Promise<PlanContent> {
  const { product } = request;
  const [coverages, topAmounts, descriptions, exclusions, network, faq, documents, payment, price] =
    await Promise.all([
      api.coverageResume(product.id),
      api.topAmountsAndDeductibles(product.id),
      api.descriptions(product.id),
      api.exclusions(product.id),
      api.coverageOrganizations(product.id),
      api.faq(product.id),
      api.documents(product.id),
      api.paymentInfo(product.id),
      loadPrice(api, request),
    ]);
  const failed: [PlanPart, boolean][] = [
    ['price', price === null],
    ['coverages', !coverages.ok],
    ['topAmounts', !topAmounts.ok],
    ['descriptions', !descriptions.ok],
    ['exclusions', !exclusions.ok],
    ['network', !network.ok],
    ['faq', !faq.ok],
    ['documents', !documents.ok],
    ['payment', !payment.ok],
  ];
  return {
    missing: failed.filter(([, didFail]) => didFail).map(([part]) => part),
    coverages: coverages.ok ? coverages.value : (product.coverages ?? null),
    topAmounts: topAmounts.ok ? topAmounts.value : null,
    descriptions: descriptions.ok ? descriptions.value : [],
    exclusions: exclusions.ok ? exclusions.value : [],
    network: network.ok ? network.value : [],
    faq: faq.ok ? faq.value : [],
    documents: documents.ok ? documents.value : [],
    paymentInfo: payment.ok ? payment.value : (product.paymentInfo ?? null),
    profilePrice: price,
  };
}

export async function loadPrice(api: ApiClient, request: PlanContentRequest): Promise<ProfilePrice | null> {
  const price = await api.calculatePrice(request.product.id, {
    profile: request.profile,
    productType: request.productType,
  });
  return price.ok ? price.value : null;
}
