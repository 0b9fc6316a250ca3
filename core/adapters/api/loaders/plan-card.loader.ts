import type { CardExtras, CardPart } from '../../../domain';
import { ok, type ApiClient, type ApiResult } from '../../../domain/api';
import type { CardExtrasRequest, ProfilePriceRequest } from '../../../domain/api/loads';

/**
 * The card's extra information in one go (§4): coverages, features, offers, price for the profile and
 * payment methods. Only the coverage call decides failure (§8 'Error al cargar resultados'); the others
 * degrade, and the parts that did not load are named so the card says so.
 */
export async function loadCardExtras(
  api: ApiClient,
  request: CardExtrasRequest,
): Promise<ApiResult<CardExtras>> {
  const { product, profile, productType, coverageOrganizationIds } = request;
  const [coverages, features, offers, price, payment] = await Promise.all([
    api.coverageResume(product.id, coverageOrganizationIds.length ? coverageOrganizationIds : undefined),
    api.features(product.id),
    api.offers(product.productCode, product.insuranceMetadata?.metadata.hasOffer ?? false),
    api.calculatePrice(product.id, { profile, productType }),
    api.paymentInfo(product.id),
  ]);
  if (!coverages.ok) return coverages;
  const missing: CardPart[] = [];
  if (!price.ok) missing.push('price');
  if (!offers.ok) missing.push('offers');
  if (!features.ok) missing.push('features');
  if (!payment.ok) missing.push('payment');
  return ok({
    missing,
    coverages: coverages.value,
    features: features.ok ? features.value : [],
    offers: offers.ok ? offers.value : null,
    profilePrice: price.ok ? price.value : null,
    paymentInfo: payment.ok ? payment.value : null,
  });
}

export function loadProfilePrice(api: ApiClient, request: ProfilePriceRequest) {
  return api.calculatePrice(request.productId, {
    profile: request.profile,
    productType: request.productType,
  });
}
