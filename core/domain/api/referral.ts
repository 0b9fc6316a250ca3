import { z } from 'zod';

/** A referrer found by e-mail: the response has e-mail and name; ejecutivo when an executive is attached. */
export const Referral = z.object({
  email: z.string().min(1),
  name: z.string(),
  ejecutivo: z.string().nullable().optional(),
});
export type Referral = z.infer<typeof Referral>;
