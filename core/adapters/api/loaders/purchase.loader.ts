import {
  formsForInsured,
  sellsOnline,
  productTypeKey,
  profileFor,
  purchasePrice,
  purchaseTotal,
  shownMethods,
  type Profile,
  type PurchaseTotal,
  type VisitorState,
} from '../../../domain';
import type { ApiClient, Offer } from '../../../domain/api';
import type { PurchaseLoadResult } from '../../../domain/api/loads';

/** The price for the insured the purchase collected, with the plan's offers: what it charges. */
export async function repricePurchase(
  api: ApiClient,
  input: {
    readonly productId: number;
    readonly productType: string;
    readonly profile: Profile;
    readonly offers: readonly Offer[];
  },
): Promise<PurchaseTotal> {
  const price = await api.calculatePrice(input.productId, {
    profile: input.profile,
    productType: input.productType,
  });
  const total = price.ok ? purchasePrice({ ...input, priced: price.value }) : null;
  if (total === null) throw new Error('price unknown');
  return total;
}

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
  const profile = profileFor(visitor, productTypeKey(productType));
  const [forms, offers, price, payment] = await Promise.all([
    api.purchaseForms(value.productCode),
    api.offers(value.productCode, value.insuranceMetadata?.metadata.hasOffer ?? false),
    api.calculatePrice(value.id, { profile, productType }),
    api.paymentInfo(value.id),
  ]);
  if (!forms.ok) return { ok: false, reason: forms.error.status === 404 ? 'not-online' : 'failed' };
  // Nothing is sold at a price not computed for the insured: no list price, no lost discount (issue 24).
  if (!price.ok || !offers.ok) return { ok: false, reason: 'price' };
  const offerList = Array.isArray(offers.value) ? offers.value : [];
  const priced = purchasePrice({ priced: price.value, profile, productType, offers: offerList });
  const methods = shownMethods(
    payment.ok ? payment.value.paymentMethods : (value.paymentInfo?.paymentMethods ?? []),
  );
  if (methods.length === 0 || forms.value.length === 0) return { ok: false, reason: 'not-online' };
  return {
    ok: true,
    value: {
      productName: value.displayName,
      productId: value.id,
      productType,
      // Everyone the price is computed for is asked their details and declaration (issue 24).
      forms: formsForInsured(forms.value, profile),
      methods,
      // Nobody in the stored profile to price (a pet plan before the pet is named): priced from the steps.
      summary: priced ?? purchaseTotal(0, offerList),
      priced: priced !== null,
      offers: offerList,
      newPurchaseId,
    },
  };
}
