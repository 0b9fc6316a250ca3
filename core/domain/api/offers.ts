import { z } from 'zod/mini';
import { CurrencyCode } from './common';

const OfferTypeName = z.enum(['DISCOUNT', 'AGGREGATE', 'GIFTCARD']);
type OfferTypeName = z.infer<typeof OfferTypeName>;

export const Offer = z.object({
  id: z.optional(z.number().check(z.int())),
  offerType: z.object({ name: OfferTypeName }),
  description: z.optional(z.string()),
  discount: z.optional(
    z.nullable(
      z.object({
        /** 'percent' or the currency of a fixed amount. */
        unitCode: z.union([z.literal('percent'), CurrencyCode]),
        amount: z.number().check(z.nonnegative()),
        salesLimitQuantityEnable: z.optional(z.boolean()),
      }),
    ),
  ),
  product: z.optional(z.object({ displayName: z.string() })),
});
export type Offer = z.infer<typeof Offer>;

/** GET /api/qppayment/getOffers answers statusCode and data. */
export const OffersEnvelope = z.object({
  statusCode: z.number().check(z.int()),
  data: z.optional(z.nullable(z.array(Offer))),
});

/** §4: status 200 gives the offers; 204 gives none (0, the promotion is exhausted); anything else null. */
export type OffersValue = Offer[] | 0 | null;
