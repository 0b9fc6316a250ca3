import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleTokenKeys } from '../../../core/adapters/sample-backend/sample-tokens';
import {
  DEMO_ACCESS_MESSAGE,
  INSTITUTION_VIEW_PATH,
  decideAccess,
  loginAddress,
  portalLoginUrl,
  readAccessToken,
  readLoginQuery,
  requiresAccessToken,
  resolveRoute,
  safeReferrer,
  ACCESS_TEXTS,
} from '../../../core/domain';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: unknown, header: unknown = { alg: 'HS256', typ: 'JWT' }) =>
  `${b64(header)}.${b64(claims)}.c2lnbmF0dXJl`;

describe('reading the JWT (§6)', () => {
  it('reads the company claim, the expiry in seconds, demo and name', () => {
    const token = jwt({ company: 'seguros-sura', exp: NOW / 1000 + 60, demo: true, name: 'Ana' });
    expect(readAccessToken(token)).toEqual({
      company: 'seguros-sura',
      expiresAt: NOW + 60_000,
      alg: 'HS256',
      demo: true,
      name: 'Ana',
    });
  });

  it('reads UTF-8 claims and a numeric company', () => {
    expect(readAccessToken(jwt({ company: 13, name: 'Martínez' }))).toMatchObject({
      company: '13',
      name: 'Martínez',
      demo: false,
      expiresAt: null,
    });
  });

  it.each([
    ['no dots', 'abc'],
    ['two parts', `${b64({ a: 1 })}.${b64({ company: 'x' })}`],
    ['an empty signature', `${b64({ a: 1 })}.${b64({ company: 'x' })}.`],
    ['a payload that is not base64url', `${b64({ a: 1 })}.@@@.sig`],
    ['a payload that is not JSON', `${b64({ a: 1 })}.${Buffer.from('nope').toString('base64url')}.sig`],
    ['a payload that is not an object', jwt([1, 2])],
    ['a header that is not JSON', `${Buffer.from('x').toString('base64url')}.${b64({})}.sig`],
    ['a company of the wrong type', jwt({ company: { id: 1 } })],
    ['an expiry that is text', jwt({ exp: 'tomorrow' })],
  ])('is unreadable with %s', (_, token) => {
    expect(readAccessToken(token)).toBeNull();
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        expect(() => readAccessToken(`${a}.${b}.${c}`)).not.toThrow();
      }),
    );
  });

  it('reads the sample backend tokens, signed ES256 with an expiry', async () => {
    const keys = sampleTokenKeys();
    expect(readAccessToken(await keys.sign('ready-1', NOW))).toMatchObject({
      company: 'seguros-sura',
      demo: false,
      alg: 'ES256',
      expiresAt: NOW + 8 * 3600 * 1000,
    });
    expect(readAccessToken(await keys.sign('ready-demo', NOW))).toMatchObject({
      company: 'colsanitas',
      demo: true,
    });
  });
});

describe('deciding access to the institution view', () => {
  const valid = jwt({ company: 'seguros-sura', exp: NOW / 1000 + 3600 });

  it('sends a visitor without a token to login', () => {
    expect(decideAccess({ token: null, now: NOW, institutionParam: null })).toEqual({
      kind: 'login',
      reason: 'missing',
    });
    expect(decideAccess({ token: '  ', now: NOW, institutionParam: 'x' }).kind).toBe('login');
  });

  it('sends an unparsable JWT to login', () => {
    expect(decideAccess({ token: 'not-a-jwt', now: NOW, institutionParam: null })).toEqual({
      kind: 'login',
      reason: 'invalid',
    });
  });

  it('sends an expired token to login, at its expiry and after', () => {
    const token = jwt({ company: 'x', exp: NOW / 1000 });
    expect(decideAccess({ token, now: NOW, institutionParam: null })).toEqual({
      kind: 'login',
      reason: 'expired',
    });
    expect(decideAccess({ token, now: NOW - 1000, institutionParam: null }).kind).toBe('granted');
  });

  it('picks the institution of the company claim when the address names none', () => {
    expect(decideAccess({ token: valid, now: NOW, institutionParam: null })).toMatchObject({
      kind: 'granted',
      institution: 'seguros-sura',
    });
    expect(decideAccess({ token: valid, now: NOW, institutionParam: ' ' })).toMatchObject({
      institution: 'seguros-sura',
    });
  });

  it('lets the address parameter win over the claim', () => {
    expect(decideAccess({ token: valid, now: NOW, institutionParam: 'allianz' })).toMatchObject({
      kind: 'granted',
      institution: 'allianz',
    });
  });

  it('grants demo access from the demo claim; the message is the specification text', () => {
    const demo = jwt({ company: 'colsanitas', demo: true, exp: NOW / 1000 + 60 });
    expect(decideAccess({ token: demo, now: NOW, institutionParam: null })).toMatchObject({ demo: true });
    expect(ACCESS_TEXTS.demo).toBe('Ud. tiene acceso Demo a esta vista');
    expect(DEMO_ACCESS_MESSAGE).toBe(ACCESS_TEXTS.demo);
  });
});

describe('which pages need the token', () => {
  it('only the institution view: every public page stays open to ordinary visitors', () => {
    const paths = [
      '/',
      '/Comparar',
      '/Comparar/Empresas',
      '/Empresa/SEGURO%20COLECTIVO/allianz/Planes/x',
      '/internal-traffic',
      '/contacto',
      '/login',
      '/Compra-Online/MP-1',
      '/Seguros/allianz',
    ];
    for (const path of paths) {
      const resolution = resolveRoute(path);
      if (resolution.kind === 'page') expect(requiresAccessToken(resolution.page), path).toBe(false);
    }
    const gated = resolveRoute(INSTITUTION_VIEW_PATH);
    expect(gated.kind === 'page' && requiresAccessToken(gated.page)).toBe(true);
  });
});

describe('/login?loginError=&referrer=', () => {
  it('builds the address with the reason and where to come back', () => {
    expect(loginAddress('/Vista-Institucion?institucion=allianz', 'expired')).toBe(
      '/login?loginError=expired&referrer=%2FVista-Institucion%3Finstitucion%3Dallianz',
    );
  });

  it('reads it back; unknown errors and unsafe hashes are dropped', () => {
    expect(readLoginQuery('?loginError=expired&referrer=%2FVista-Institucion&hash=ready-1')).toEqual({
      error: 'expired',
      referrer: '/Vista-Institucion',
      hash: 'ready-1',
    });
    expect(readLoginQuery('?loginError=<b>&hash=a/b')).toEqual({
      error: null,
      referrer: INSTITUTION_VIEW_PATH,
      hash: null,
    });
  });

  it.each([
    ['https://evil.example/x', INSTITUTION_VIEW_PATH],
    ['//evil.example/x', INSTITUTION_VIEW_PATH],
    ['/\\evil.example', INSTITUTION_VIEW_PATH],
    ['javascript:alert(1)', INSTITUTION_VIEW_PATH],
    ['/login?x=1', INSTITUTION_VIEW_PATH],
    ['/Vista-Institucion?institucion=allianz#x', '/Vista-Institucion?institucion=allianz'],
  ])('returns only to a path of this site: %s', (referrer, expected) => {
    expect(safeReferrer(referrer)).toBe(expected);
  });

  it('sends the visitor to the portal company login, which comes back to /login', () => {
    const url = new URL(portalLoginUrl('CO', 'https://www.queseguro.co', '/Vista-Institucion'));
    expect(`${url.origin}${url.pathname}`).toBe('https://portal.queseguro.co/empresas');
    expect(url.searchParams.get('redirect')).toBe(
      'https://www.queseguro.co/login?referrer=%2FVista-Institucion',
    );
  });
});

describe('the token gate refuses what it can see is wrong (issue 27)', () => {
  const claims = { company: 'seguros-sura', exp: NOW / 1000 + 3600 };
  const decide = (token: string, signature?: 'verified' | 'refused' | 'unchecked' | 'unavailable') =>
    decideAccess({ token, now: NOW, institutionParam: null, ...(signature ? { signature } : {}) });

  it.each([
    ['alg none', jwt(claims, { alg: 'none', typ: 'JWT' })],
    ['alg NONE', jwt(claims, { alg: 'NONE' })],
    ['alg " None "', jwt(claims, { alg: ' None ' })],
    ['no alg', jwt(claims, { typ: 'JWT' })],
    ['an empty alg', jwt(claims, { alg: '' })],
    ['an alg that is not text', jwt(claims, { alg: 256 })],
    ['no signature', `${b64({ alg: 'HS256' })}.${b64(claims)}.`],
    ['alg none and no signature', `${b64({ alg: 'none' })}.${b64(claims)}.`],
    ['no expiry', jwt({ company: 'seguros-sura' })],
    ['no expiry and demo', jwt({ company: 'colsanitas', demo: true })],
  ])('sends a token with %s to login as invalid', (_, token) => {
    expect(decide(token)).toEqual({ kind: 'login', reason: 'invalid' });
  });

  it('sends an expired token to login as expired, even with a good signature', () => {
    expect(decide(jwt({ ...claims, exp: NOW / 1000 - 1 }), 'verified')).toEqual({
      kind: 'login',
      reason: 'expired',
    });
  });

  it('refuses a token whose signature the published key does not verify', () => {
    expect(decide(jwt(claims), 'refused')).toEqual({ kind: 'login', reason: 'invalid' });
  });

  it('fails closed when the keys could not be fetched: login says the access could not be verified', () => {
    expect(decide(jwt(claims), 'unavailable')).toEqual({ kind: 'login', reason: 'failed' });
  });

  it('grants a signed, current token: verified, or unchecked where no key is published', () => {
    expect(decide(jwt(claims), 'verified')).toMatchObject({ kind: 'granted', institution: 'seguros-sura' });
    expect(decide(jwt(claims), 'unchecked')).toMatchObject({ kind: 'granted' });
    expect(decide(jwt(claims))).toMatchObject({ kind: 'granted' });
  });

  it('never grants a token without an expiry or with alg none, whatever its claims', () => {
    fc.assert(
      fc.property(
        fc.record({ company: fc.string({ minLength: 1, maxLength: 20 }), demo: fc.boolean() }),
        fc.constantFrom('none', 'None', 'NONE'),
        fc.integer({ min: 1, max: 10_000 }),
        (body, alg, ahead) => {
          expect(decide(jwt(body)).kind).toBe('login');
          expect(decide(jwt({ ...body, exp: NOW / 1000 + ahead }, { alg })).kind).toBe('login');
        },
      ),
    );
  });
});
