import type { PlanContent, PlanLookup, PlanPart, Profile } from '../domain';
import { PROVIDER_TYPES, providerNamed } from '../domain';
import type { ApiClient, InsuranceProduct, ProfilePrice } from '../domain/api';

export interface PlanLookupRequest {
  /** The plan segment of the address, or a product code. */
  readonly segment: string;
  /** Look for a provider named by the segment (page addresses; a card's code never names one). */
  readonly providers: boolean;
}

/**
 * §2 URL resolution's lookups: the product by code or url; when none, a provider (broker, EPS or
 * prepaid medicine) with that url. A failed call is a failure, not "not found", so a network error
 * never sends the visitor to the comparison.
 */
export async function lookupPlan(api: ApiClient, request: PlanLookupRequest): Promise<PlanLookup> {
  const product = await api.productByCode(request.segment);
  if (product.ok) return { product: product.value, provider: null };
  if (product.error.kind === 'http' && product.error.status === 404) {
    if (!request.providers) return { product: null, provider: null };
    const lists = await Promise.all(PROVIDER_TYPES.map((type) => api.organizationsByType(type)));
    const organizations = lists.flatMap((list) => (list.ok ? list.value : []));
    return { product: null, provider: providerNamed(request.segment, organizations) };
  }
  throw new Error(product.error.message);
}

export interface PlanContentRequest {
  readonly product: InsuranceProduct;
  readonly profile: Profile;
  readonly productType: string;
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
