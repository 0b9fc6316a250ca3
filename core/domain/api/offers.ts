import { z } from 'zod';
import { CurrencyCode } from './common';

export const OfferTypeName = z.enum(['DISCOUNT', 'AGGREGATE', 'GIFTCARD']);
export type OfferTypeName = z.infer<typeof OfferTypeName>;

export const Offer = z.object({
  id: z.number().int().optional(),
  offerType: z.object({ name: OfferTypeName }),
  description: z.string().optional(),
  discount: z
    .object({
      /** 'percent' or the currency of a fixed amount. */
      unitCode: z.union([z.literal('percent'), CurrencyCode]),
      amount: z.number().nonnegative(),
      salesLimitQuantityEnable: z.boolean().optional(),
    })
    .nullable()
    .optional(),
  product: z.object({ displayName: z.string() }).optional(),
});
export type Offer = z.infer<typeof Offer>;

/** GET /api/qppayment/getOffers answers statusCode and data. */
export const OffersEnvelope = z.object({
  statusCode: z.number().int(),
  data: z.array(Offer).nullable().optional(),
});

/** §4: status 200 gives the offers; 204 gives none (0, the promotion is exhausted); anything else null. */
export type OffersValue = Offer[] | 0 | null;
