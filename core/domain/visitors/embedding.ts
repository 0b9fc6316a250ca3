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
  /** The allowed URL list of the page's iframe key (api/integration/iframe-token), null without a known key. */
  readonly keyAllowedUrls: readonly string[] | null;
}

const originOf = (url: string): string | null => (URL.canParse(url) ? new URL(url).origin : null);

/**
 * Whether the site runs framed, and if so whether the embedder is allowed: its origin must be the site's
 * own, one of the partner's allowed URLs, or one of the URLs the iframe key authorizes (§6: the key must
 * match an allowed URL list). A key never authorizes an embedder whose origin is unknown.
 */
export function embeddingVerdict(facts: EmbeddingFacts): EmbeddingVerdict {
  if (!facts.framed) return 'top';
  const embedder = facts.embedderOrigin ? originOf(facts.embedderOrigin) : null;
  if (embedder === null) return 'unauthorized';
  const allowed = [...facts.allowedUrls, ...(facts.keyAllowedUrls ?? [])];
  return allowed.some((url) => originOf(url) === embedder) ? 'authorized' : 'unauthorized';
}

/** The key as the address gives it, or null when there is none worth asking the server about. */
export function partnerKeyOf(value: string | null): string | null {
  const key = value?.trim() ?? '';
  return /^[A-Za-z0-9._~-]{1,120}$/.test(key) ? key : null;
}

/**
 * A partner-iframe key requires a 'referido' in the profile (§6): the referral modal opens unclosable.
 * Only a key the server knows counts: an unknown or malformed one is ignored.
 */
export function requiresReferrer(keyKnown: boolean, hasReferrer: boolean): boolean {
  return keyKnown && !hasReferrer;
}
