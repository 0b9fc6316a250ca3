import { z } from 'zod/mini';
import { Profile } from '../profile/profile';

/** One insured person's price; method 'PriceNotFound' when the plan does not price them. */
const ProfileLinePrice = z.object({
  index: z.number().check(z.int(), z.nonnegative()),
  method: z.string(),
  price: z.nullable(z.number().check(z.nonnegative())),
});

/** A product's price for the visitor's profile (profilePrice). */
export const ProfilePrice = z.object({
  total: z.object({
    minPrice: z.number().check(z.nonnegative()),
    profilesWithPrice: z.optional(z.number().check(z.int(), z.nonnegative())),
    profilesEvaluated: z.optional(z.number().check(z.int(), z.nonnegative())),
    arePricesDefined: z.optional(z.boolean()),
  }),
  profiles: z.optional(z.array(ProfileLinePrice)),
  conversion: z.optional(z.nullable(z.object({ code: z.string(), value: z.number() }))),
  note: z.optional(z.string()),
});
export type ProfilePrice = z.infer<typeof ProfilePrice>;

/** POST /api/insurance/{id}/calculatePrice body (profile, productType). */
export const CalculatePriceRequest = z.object({ profile: Profile, productType: z.string() });
export type CalculatePriceRequest = z.infer<typeof CalculatePriceRequest>;
