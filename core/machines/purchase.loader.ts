import {
  sellsOnline,
  productTypeKey,
  profileFor,
  purchaseTotal,
  shownMethods,
  type VisitorState,
} from '../domain';
import type { ApiClient } from '../domain/api';
import type { PurchaseLoadResult } from './purchase.machine';

/**
 * What a purchase needs before its first step: the product, its forms, its offers, its price for the
 * visitor's stored profile (the plan's own price when none is computed) and its payment methods.
 * Product and forms decide failure; a product not sold online is said so.
 */
export async function loadPurchase(
  api: ApiClient,
  visitor: VisitorState,
  productCode: string,
  newPurchaseId: string,
): Promise<PurchaseLoadResult> {
  const product = await api.productByCode(productCode);
  if (!product.ok) return { ok: false, reason: product.error.status === 404 ? 'not-online' : 'failed' };
  const value = product.value;
  if (!sellsOnline(value.insuranceMetadata?.metadata.salesChannel))
    return { ok: false, reason: 'not-online' };
  const productType = value.productType ?? '';
  const [forms, offers, price, payment] = await Promise.all([
    api.purchaseForms(value.productCode),
    api.offers(value.productCode, value.insuranceMetadata?.metadata.hasOffer ?? false),
    api.calculatePrice(value.id, { profile: profileFor(visitor, productTypeKey(productType)), productType }),
    api.paymentInfo(value.id),
  ]);
  if (!forms.ok) return { ok: false, reason: forms.error.status === 404 ? 'not-online' : 'failed' };
  const base =
    price.ok && price.value.total.minPrice > 0 ? price.value.total.minPrice : (value.price?.minPrice ?? 0);
  const methods = shownMethods(
    payment.ok ? payment.value.paymentMethods : (value.paymentInfo?.paymentMethods ?? []),
  );
  if (methods.length === 0 || forms.value.length === 0) return { ok: false, reason: 'not-online' };
  return {
    ok: true,
    value: {
      productName: value.displayName,
      forms: forms.value,
      methods,
      summary: purchaseTotal(base, offers.ok && Array.isArray(offers.value) ? offers.value : []),
      newPurchaseId,
    },
  };
}
