import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyTokenSignature } from '../../core/adapters/browser/token-signature';
import { createSampleBackend } from '../../core/adapters/sample-backend';
import { decideAccess } from '../../core/domain';

/**
 * The institution view's token against the keys the sample backend publishes (issue 27): its own tokens
 * verify; a forged, re-signed, unsigned or shared-secret token is refused; keys that cannot be fetched
 * make the check 'unavailable' (and the gate fails closed).
 */
const ORIGIN = 'http://site.test';
const JWKS = `${ORIGIN}/api/.well-known/jwks.json`;
const backend = createSampleBackend({ today: '2026-11-21' });
const server = setupServer(...backend.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const exp = () => Math.floor(Date.now() / 1000) + 3600;

async function sampleToken(hash: string): Promise<string> {
  const response = await fetch(`${ORIGIN}/api/hashtoken/${hash}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

describe('the token signature', () => {
  it('verifies the sample backend token with the key it publishes, and the gate then opens', async () => {
    const token = await sampleToken('ready-firma');
    expect(await verifyTokenSignature(token, JWKS)).toBe('verified');
    expect(
      decideAccess({ token, now: Date.now(), institutionParam: null, signature: 'verified' }),
    ).toMatchObject({ kind: 'granted', institution: 'seguros-sura' });
  });

  it('refuses the same token with another company written into its claims', async () => {
    const [header, , signature] = (await sampleToken('ready-forja')).split('.');
    const forged = `${header}.${b64({ company: 'allianz', exp: exp() })}.${signature}`;
    expect(await verifyTokenSignature(forged, JWKS)).toBe('refused');
  });

  it('refuses alg none, a shared-secret token and a token signed with another key', async () => {
    const claims = b64({ company: 'allianz', exp: exp() });
    expect(await verifyTokenSignature(`${b64({ alg: 'none' })}.${claims}.`, JWKS)).toBe('refused');
    expect(await verifyTokenSignature(`${b64({ alg: 'HS256' })}.${claims}.c2ln`, JWKS)).toBe('refused');
    const other = createSampleBackend({ today: '2026-11-21' });
    const elsewhere = setupServer(...other.handlers);
    // A token of another sample backend (another key pair) under this one's key id.
    server.close();
    elsewhere.listen({ onUnhandledRequest: 'error' });
    const foreign = await sampleToken('ready-otra');
    elsewhere.close();
    server.listen({ onUnhandledRequest: 'error' });
    expect(await verifyTokenSignature(foreign, `${JWKS}?fresh=1`)).toBe('refused');
  });

  it('says unavailable when the keys answer 500 (the gate sends to login saying it could not verify)', async () => {
    server.use(
      http.get(`${ORIGIN}/api/.well-known/jwks.json`, () => new HttpResponse(null, { status: 500 })),
    );
    const token = await sampleToken('ready-sin-llaves');
    const signature = await verifyTokenSignature(token, `${JWKS}?down=1`);
    expect(signature).toBe('unavailable');
    expect(decideAccess({ token, now: Date.now(), institutionParam: null, signature })).toEqual({
      kind: 'login',
      reason: 'failed',
    });
  });
});
