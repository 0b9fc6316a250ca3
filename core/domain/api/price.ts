import { z } from 'zod';
import { Profile } from '../profile/profile';

/** One insured person's price; method 'PriceNotFound' when the plan does not price them. */
export const ProfileLinePrice = z.object({
  index: z.number().int().nonnegative(),
  method: z.string(),
  price: z.number().nonnegative().nullable(),
});

/** A product's price for the visitor's profile (profilePrice). */
export const ProfilePrice = z.object({
  total: z.object({
    minPrice: z.number().nonnegative(),
    profilesWithPrice: z.number().int().nonnegative().optional(),
    profilesEvaluated: z.number().int().nonnegative().optional(),
    arePricesDefined: z.boolean().optional(),
  }),
  profiles: z.array(ProfileLinePrice).optional(),
  conversion: z.object({ code: z.string(), value: z.number() }).nullable().optional(),
  note: z.string().optional(),
});
export type ProfilePrice = z.infer<typeof ProfilePrice>;

/** POST /api/insurance/{id}/calculatePrice body (profile, productType). */
export const CalculatePriceRequest = z.object({ profile: Profile, productType: z.string() });
export type CalculatePriceRequest = z.infer<typeof CalculatePriceRequest>;
