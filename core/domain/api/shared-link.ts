import { z } from 'zod/mini';
import { Profile } from '../profile/profile';

/** POST api/buscarplanes/sharedinsurance {url, decodedProfile}: the short link's code (§7). */
export const SharedLinkRequest = z.object({
  url: z.string().check(z.url(), z.maxLength(8000)),
  decodedProfile: z.nullable(Profile),
});
export type SharedLinkRequest = z.infer<typeof SharedLinkRequest>;

export const SharedLinkCreated = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(64)),
  sharedLink: z.optional(z.string()),
});
export type SharedLinkCreated = z.infer<typeof SharedLinkCreated>;

/** POST api/buscarplanes/sharedinsurance/{code}: code validation; 404 when the code is unknown. */
export const SharedLinkValidated = z.object({ url: z.string().check(z.minLength(1), z.maxLength(8000)) });
export type SharedLinkValidated = z.infer<typeof SharedLinkValidated>;
