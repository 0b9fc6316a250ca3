import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

/**
 * The sample backend's JWTs for /hashtoken/{hash} (docs/sample-backend.md), signed with ES256 like a real
 * identity provider's: the key pair is made once per sample backend, its public half is published at
 * api/.well-known/jwks.json, and the site verifies the institution view's token against it (issue 27).
 */
const EIGHT_HOURS_S = 8 * 60 * 60;
const SAMPLE_TOKEN_ALG = 'ES256';
const SAMPLE_KEY_ID = 'queseguro-sample-1';

export interface SampleTokenKeys {
  /** The JWKS document the API publishes. */
  readonly jwks: () => Promise<{ keys: JWK[] }>;
  /** The token a portal hash gives: 'demo' in the hash gives demo access, 'expired' an expired token. */
  readonly sign: (hash: string, nowMs: number) => Promise<string>;
}

export function sampleTokenKeys(): SampleTokenKeys {
  let pair: Promise<{ publicKey: CryptoKey; privateKey: CryptoKey }> | null = null;
  const keys = () => (pair ??= generateKeyPair(SAMPLE_TOKEN_ALG, { extractable: true }));
  return {
    jwks: async () => {
      const jwk = await exportJWK((await keys()).publicKey);
      return { keys: [{ ...jwk, kid: SAMPLE_KEY_ID, alg: SAMPLE_TOKEN_ALG, use: 'sig' }] };
    },
    sign: async (hash, nowMs) => {
      const now = Math.floor(nowMs / 1000);
      const demo = hash.includes('demo');
      return new SignJWT({
        company: demo ? 'colsanitas' : 'seguros-sura',
        name: demo ? 'Equipo comercial de Colsanitas' : 'Ana Martínez, Seguros Sura',
        demo,
      })
        .setProtectedHeader({ alg: SAMPLE_TOKEN_ALG, typ: 'JWT', kid: SAMPLE_KEY_ID })
        .setSubject(`sample-${hash}`)
        .setIssuedAt(now)
        .setExpirationTime(hash.includes('expired') ? now - 60 : now + EIGHT_HOURS_S)
        .sign((await keys()).privateKey);
    },
  };
}
