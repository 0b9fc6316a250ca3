import { z } from 'zod';
import { AmountUnit, Id } from './common';
import { ProductCoverages } from './coverage';
import { InsuranceType } from './insurance-type';
import { Offer } from './offers';
import { Organization } from './organization';
import { PaymentInfo } from './payment';
import { ProfilePrice } from './price';

export const ProductPrice = z.object({
  minPrice: z.number().nonnegative(),
  maxPrice: z.number().nonnegative().optional(),
  unit: AmountUnit,
  /** Payment mode (mensual, anual...) gives the card its periodicity label. */
  paymentMode: z.string().optional(),
  /** Set by the sample backend: the figure is a sample, not a quote. */
  note: z.string().optional(),
});
export type ProductPrice = z.infer<typeof ProductPrice>;

export const PriceRange = z.object({
  from: z.number().nonnegative(),
  to: z.number().nonnegative().optional(),
  unit: z.object({ code: z.string() }),
});

export const InsuranceMetadata = z.object({
  metadata: z.object({
    salesChannel: z.array(z.string()).optional(),
    logo: z.string().optional(),
    isPopular: z.boolean().optional(),
    hasOffer: z.boolean().optional(),
    price_detail: z.array(z.object({ label: z.string(), age_range: z.string() })).optional(),
    annual_benefit_maximum: z.object({ amount: z.number(), currency_code: z.string() }).optional(),
    modality: z.string().optional(),
    minsubscribers: z.number().int().nonnegative().optional(),
    /** The plan's level, the value the categoryTypes filter of §3 matches (basico, intermedio, premium). */
    categoryType: z.string().optional(),
    seoTitle: z.string().optional(),
    seoDescription: z.string().optional(),
  }),
});

/** The insurance product of public-site §3. */
export const InsuranceProduct = z.object({
  id: Id,
  productCode: z.string().min(1),
  url: z.string().min(1),
  displayName: z.string().min(1),
  name: z.string(),
  description: z.string().optional(),
  /** Product type name ('' for general health, 'colectivo' for EPS plans, ...). */
  productType: z.string().optional(),
  price: ProductPrice,
  priceRange: PriceRange.optional(),
  score: z.number().min(0).max(10).optional(),
  distance: z.number().min(0).optional(),
  isNew: z.boolean().optional(),
  exclusive: z.boolean().optional(),
  isPromoted: z.boolean().optional(),
  isActive: z.boolean().optional(),
  /** ISO date the product became available (new when under 2 months). */
  availableSince: z.string().optional(),
  coverages: ProductCoverages.optional(),
  features: z.array(z.object({ name: z.string(), icon: z.string().optional() })).optional(),
  offers: z.array(Offer).optional(),
  paymentInfo: PaymentInfo.optional(),
  insuranceType: InsuranceType,
  insuranceMetadata: InsuranceMetadata.optional(),
  organization: Organization,
  profilePrice: ProfilePrice.nullable().optional(),
  quantity: z.number().int().nonnegative().optional(),
  aproxPercentAmount: z.number().optional(),
  newWindowUrl: z.string().optional(),
  comparable: z.boolean().optional(),
});
export type InsuranceProduct = z.infer<typeof InsuranceProduct>;

/** Plan conditions (GET /api/insurance/{code}/conditions). */
export const ProductConditions = z.object({
  productCode: z.string(),
  conditions: z.array(z.object({ title: z.string(), text: z.string() })),
});
export type ProductConditions = z.infer<typeof ProductConditions>;

/** GET /api/insurance/{id}/seo. */
export const ProductSeo = z.object({
  title: z.string(),
  description: z.string(),
  image: z.string().optional(),
});
export type ProductSeo = z.infer<typeof ProductSeo>;

/** POST /api/insurance/promotedProduct body. */
export const PromotedProductRequest = z.object({
  productType: z.string(),
  organizationTypes: z.array(z.string()).optional(),
});
export type PromotedProductRequest = z.infer<typeof PromotedProductRequest>;
