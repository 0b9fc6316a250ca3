import { z } from 'zod/mini';

/** A referrer found by e-mail: the response has e-mail and name; ejecutivo when an executive is attached. */
export const Referral = z.object({
  email: z.string().check(z.minLength(1)),
  name: z.string(),
  ejecutivo: z.optional(z.nullable(z.string())),
});
export type Referral = z.infer<typeof Referral>;
