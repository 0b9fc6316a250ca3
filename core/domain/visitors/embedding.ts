/** The warning an unauthorized frame logs (§4, §8), exactly. */
export const UNAUTHORIZED_IFRAME_WARNING = 'Acceso presuntamente no autorizado';

export type EmbeddingVerdict = 'top' | 'authorized' | 'unauthorized';

export interface EmbeddingFacts {
  /** The page runs inside a frame. */
  readonly framed: boolean;
  /** The embedding page's origin when the browser tells it (ancestorOrigins or the referrer). */
  readonly embedderOrigin: string | null;
  /** Origins allowed to embed the site: the partner's allowedUrls and the site's own. */
  readonly allowedUrls: readonly string[];
  /** The iframe token was validated by the server (api/integration/iframe-token). */
  readonly tokenValid: boolean;
}

const originOf = (url: string): string | null => (URL.canParse(url) ? new URL(url).origin : null);

/** Whether the site runs framed, and if so whether the embedder is on the allowed list or has a valid token. */
export function embeddingVerdict(facts: EmbeddingFacts): EmbeddingVerdict {
  if (!facts.framed) return 'top';
  if (facts.tokenValid) return 'authorized';
  const embedder = facts.embedderOrigin ? originOf(facts.embedderOrigin) : null;
  if (embedder === null) return 'unauthorized';
  return facts.allowedUrls.some((url) => originOf(url) === embedder) ? 'authorized' : 'unauthorized';
}

/** A partner-iframe key requires a 'referido' in the profile (§6): the referral modal opens unclosable. */
export function requiresReferrer(partnerKey: string | null, hasReferrer: boolean): boolean {
  return partnerKey !== null && partnerKey.trim() !== '' && !hasReferrer;
}
