import { z } from 'zod/mini';

/**
 * GET api/integration/iframe-token?token= (§7): what a partner's iframe key authorizes. The key must
 * match an allowed URL list (§6): the embedding page's origin must be one of these.
 */
export const IframeToken = z.object({
  allowedUrls: z.array(z.string()),
  /** The partner the key belongs to, for the warning and the support team. */
  partner: z.optional(z.string()),
});
export type IframeToken = z.infer<typeof IframeToken>;
