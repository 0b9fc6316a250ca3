import { z } from 'zod/mini';
import { AmountUnit, Id } from './common';
import { ProductCoverages } from './coverage';
import { InsuranceType } from './insurance-type';
import { Offer } from './offers';
import { Organization } from './organization';
import { PaymentInfo } from './payment';
import { ProfilePrice } from './price';
import { CopayTable } from '../cost/copay-table';
import { AgeBands, PriceHistory } from '../cost/cost-data';

const ProductPrice = z.object({
  minPrice: z.number().check(z.nonnegative()),
  maxPrice: z.optional(z.number().check(z.nonnegative())),
  unit: AmountUnit,
  /** Payment mode (mensual, anual...) gives the card its periodicity label. */
  paymentMode: z.optional(z.string()),
  /** Set by the sample backend: the figure is a sample, not a quote. */
  note: z.optional(z.string()),
  /** Where the price comes from (the insurer's rate sheet, its website...). */
  source: z.optional(z.string()),
  /** When the price data was last checked, YYYY-MM-DD. */
  updatedAt: z.optional(z.string()),
});
type ProductPrice = z.infer<typeof ProductPrice>;

const PriceRange = z.object({
  from: z.number().check(z.nonnegative()),
  to: z.optional(z.number().check(z.nonnegative())),
  unit: z.object({ code: z.string() }),
});

const InsuranceMetadata = z.object({
  metadata: z.object({
    salesChannel: z.optional(z.array(z.string())),
    logo: z.optional(z.string()),
    isPopular: z.optional(z.boolean()),
    hasOffer: z.optional(z.boolean()),
    price_detail: z.optional(z.array(z.object({ label: z.string(), age_range: z.string() }))),
    annual_benefit_maximum: z.optional(z.object({ amount: z.number(), currency_code: z.string() })),
    modality: z.optional(z.string()),
    minsubscribers: z.optional(z.number().check(z.int(), z.nonnegative())),
    /** The plan's level, the value the categoryTypes filter of §3 matches (basico, intermedio, premium). */
    categoryType: z.optional(z.string()),
    seoTitle: z.optional(z.string()),
    seoDescription: z.optional(z.string()),
  }),
});

/**
 * An additional insurance the insurer offers with a plan (api/seguro-adicional, issue 26): a visitor
 * requesting the plan may ask for a quote of it too.
 */
export const AdditionalInsuranceOffer = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(40)),
  name: z.string().check(z.minLength(1), z.maxLength(120)),
  description: z.optional(z.string().check(z.maxLength(400))),
});
export type AdditionalInsuranceOffer = z.infer<typeof AdditionalInsuranceOffer>;

/** The insurance product of public-site §3. */
export const InsuranceProduct = z.object({
  id: Id,
  productCode: z.string().check(z.minLength(1)),
  url: z.string().check(z.minLength(1)),
  displayName: z.string().check(z.minLength(1)),
  name: z.string(),
  description: z.optional(z.string()),
  /** Product type name ('' for general health, 'colectivo' for EPS plans, ...). */
  productType: z.optional(z.string()),
  price: ProductPrice,
  priceRange: z.optional(PriceRange),
  score: z.optional(z.number().check(z.minimum(0), z.maximum(10))),
  distance: z.optional(z.number().check(z.minimum(0))),
  isNew: z.optional(z.boolean()),
  exclusive: z.optional(z.boolean()),
  isPromoted: z.optional(z.boolean()),
  isActive: z.optional(z.boolean()),
  /** ISO date the product became available (new when under 2 months). */
  availableSince: z.optional(z.string()),
  coverages: z.optional(ProductCoverages),
  features: z.optional(z.array(z.object({ name: z.string(), icon: z.optional(z.string()) }))),
  offers: z.optional(z.array(Offer)),
  paymentInfo: z.optional(PaymentInfo),
  insuranceType: InsuranceType,
  insuranceMetadata: z.optional(InsuranceMetadata),
  organization: Organization,
  /** The clinics and hospitals of the plan's network (its coverage organizations, §3 filters). */
  coverageOrganizations: z.optional(
    z.array(z.object({ id: Id, displayName: z.string().check(z.minLength(1)) })),
  ),
  profilePrice: z.optional(z.nullable(ProfilePrice)),
  quantity: z.optional(z.number().check(z.int(), z.nonnegative())),
  aproxPercentAmount: z.optional(z.number()),
  newWindowUrl: z.optional(z.string()),
  comparable: z.optional(z.boolean()),
  /** The plan's copay table: every place that shows a copay or a yearly cost reads it (issues 24, 28). */
  copays: z.optional(CopayTable),
  /** Its yearly price adjustments and the inflation of those years (issue 28). */
  priceHistory: z.optional(PriceHistory),
  /** Its price by age band for the reference person, where the plan publishes one (issue 28). */
  ageBands: z.optional(AgeBands),
  /** The additional insurances offered with the plan (absent or empty: none is offered). */
  additionalInsurance: z.optional(z.array(AdditionalInsuranceOffer).check(z.maxLength(10))),
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
  image: z.optional(z.string()),
});
export type ProductSeo = z.infer<typeof ProductSeo>;

/** POST /api/insurance/promotedProduct body. */
export const PromotedProductRequest = z.object({
  productType: z.string(),
  organizationTypes: z.optional(z.array(z.string())),
});
export type PromotedProductRequest = z.infer<typeof PromotedProductRequest>;
