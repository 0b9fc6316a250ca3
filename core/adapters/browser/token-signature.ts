import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { TokenSignature } from '../../domain/visitors/access-token';

/**
 * Verifies the institution view's JWT against the keys the API publishes (a JWKS URL in configuration,
 * issue 27), with jose. Loaded with the token gate only (core/access-flow.ts), never in a page's first
 * view. Only asymmetric algorithms: a shared-secret (HS*) token cannot be checked by a browser, and
 * 'none' is never accepted.
 */
const VERIFIED_ALGORITHMS = ['ES256', 'ES384', 'RS256', 'RS384', 'RS512', 'PS256', 'EdDSA'];
/** How long the key set may take to arrive before the check gives up ('unavailable'). */
const JWKS_DEADLINE_MS = 8000;

export type SignatureCheck = TokenSignature | 'unavailable';

/** What says the token itself is wrong: a bad signature, an algorithm or key the site does not accept. */
const REFUSED = [
  errors.JWSSignatureVerificationFailed,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
  errors.JWSInvalid,
  errors.JWTInvalid,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
];

const keySets = new Map<string, JWTVerifyGetKey>();

export async function verifyTokenSignature(token: string, jwksUrl: string): Promise<SignatureCheck> {
  let keys = keySets.get(jwksUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: JWKS_DEADLINE_MS });
    keySets.set(jwksUrl, keys);
  }
  try {
    await jwtVerify(token, keys, { algorithms: VERIFIED_ALGORITHMS });
    return 'verified';
  } catch (error) {
    // The signature held; the claims are the domain's to judge (an expired token says 'expired').
    if (error instanceof errors.JWTExpired || error instanceof errors.JWTClaimValidationFailed)
      return 'verified';
    if (REFUSED.some((kind) => error instanceof kind)) return 'refused';
    // The keys could not be fetched or read (network, 500, timeout): the check could not be made.
    return 'unavailable';
  }
}
