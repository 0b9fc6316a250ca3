import type { ContentValue, Profile, PurchaseForm, PurchaseTotal } from '..';
import type { Offer } from './offers';
import type { PaymentMethodCode } from './payment';
import type { InsuranceProduct } from './product';

/**
 * What the composite loads ask and answer (core/adapters/api/loaders: several API calls in one go for a
 * card, a plan, a page's content or a purchase). The machines invoke them by these shapes; the loaders
 * beside the API client answer them.
 */

/** What the card's loader needs: the product, and whom and which network to price and cover. */
export interface CardExtrasRequest {
  readonly product: InsuranceProduct;
  readonly profile: Profile;
  readonly productType: string;
  readonly coverageOrganizationIds: readonly number[];
}

export interface ProfilePriceRequest {
  readonly productId: number;
  readonly profile: Profile;
  readonly productType: string;
}

export interface PlanLookupRequest {
  /** The plan segment of the address, or a product code. */
  readonly segment: string;
  /** Look for a provider named by the segment (page addresses; a card's code never names one). */
  readonly providers: boolean;
}

export interface PlanContentRequest {
  readonly product: InsuranceProduct;
  readonly profile: Profile;
  readonly productType: string;
}

/** The sections' (or the price's) request for a plan and the profile its price is for. */
export function contentRequest(
  product: InsuranceProduct | null,
  profile: Profile | null,
): PlanContentRequest {
  if (!product || !profile) throw new Error('no product to load');
  return { product, profile, productType: product.productType ?? '' };
}

export type ContentResult = { ok: true; content: ContentValue } | { ok: false; message: string };

/** The types the purchase flow (purchase.machine.ts, its payment child and core/app/purchase-flow.ts) share. */
export interface PurchaseLoad {
  readonly productName: string;
  readonly forms: readonly PurchaseForm[];
  readonly methods: readonly { readonly code: PaymentMethodCode; readonly name: string }[];
  readonly summary: PurchaseTotal;
  /** False while no price for the insured is known (it is asked again from what the steps collect). */
  readonly priced: boolean;
  readonly productId: number;
  readonly productType: string;
  readonly offers: readonly Offer[];
  /** A fresh purchase id, used when the address brings no session. */
  readonly newPurchaseId: string;
}

export type PurchaseLoadResult =
  | { readonly ok: true; readonly value: PurchaseLoad }
  /** 'price': the price for the insured (or its offers) is not known: nothing may be charged. */
  | { readonly ok: false; readonly reason: 'not-online' | 'failed' | 'price' };
