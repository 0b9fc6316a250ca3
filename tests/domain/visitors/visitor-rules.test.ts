import { describe, expect, it } from 'vitest';
import { SUBDOMAINS } from '../../../core/adapters/sample-backend/catalogue/site-content';
import {
  UNAUTHORIZED_IFRAME_WARNING,
  buildShareUrl,
  contentSecurityPolicy,
  decodePerfil,
  defaultProfile,
  embeddingVerdict,
  partnerKeyOf,
  requiresReferrer,
  isShortLinkCode,
  partnerBannerColors,
  partnerFooterShown,
  partnerSubdomainOf,
  restrictToPartner,
  shortLinkTarget,
  staffOptionsAllowed,
  initialVisitorState,
  type VisitorState,
} from '../../../core/domain';
import { CompareParams, type SubdomainConfig } from '../../../core/domain/api';

const bienestar = SUBDOMAINS[0] as SubdomainConfig;

describe('partner sites', () => {
  it('reads the partner from the host, in production and on *.localhost', () => {
    expect(partnerSubdomainOf('bienestar.queseguro.co')).toBe('bienestar');
    expect(partnerSubdomainOf('bienestar.localhost')).toBe('bienestar');
    expect(partnerSubdomainOf('www.queseguro.co')).toBeNull();
    expect(partnerSubdomainOf('queseguro.co')).toBeNull();
    expect(partnerSubdomainOf('localhost')).toBeNull();
    expect(partnerSubdomainOf('127.0.0.1')).toBeNull();
    // cl., pe. and int. name the Chilean, Peruvian and international sites, not a partner; a partner
    // on one of them is the label before.
    expect(partnerSubdomainOf('cl.localhost')).toBeNull();
    expect(partnerSubdomainOf('pe.localhost')).toBeNull();
    expect(partnerSubdomainOf('int.localhost')).toBeNull();
    expect(partnerSubdomainOf('bienestar.cl.localhost')).toBe('bienestar');
  });

  it('shows the footer only on listed routes', () => {
    expect(partnerFooterShown('/contacto', bienestar)).toBe(true);
    expect(partnerFooterShown('/Comparar/EPS', bienestar)).toBe(false);
  });

  it('uses valid hex colours and falls back to the site when the start colour is bad', () => {
    expect(partnerBannerColors(bienestar)).toEqual({ color: '#00a36c', endGradient: '#007a50' });
    expect(
      partnerBannerColors({
        ...bienestar,
        subdomainBanner: { color: 'red;background:url(x)', endGradient: '#000' },
      }),
    ).toBeNull();
    expect(
      partnerBannerColors({ ...bienestar, subdomainBanner: { color: 'abc', endGradient: 'javascript:1' } }),
    ).toEqual({ color: '#abc', endGradient: '#abc' });
  });

  it('restricts every comparison to the allowed organizations', () => {
    const params = CompareParams.parse({ productType: 'Medicina Prepagada' });
    expect(restrictToPartner(params, bienestar).organizations).toEqual([3, 7, 8, 13]);
    expect(restrictToPartner({ ...params, organizations: [7, 99] }, bienestar).organizations).toEqual([7]);
    expect(restrictToPartner(params, null)).toBe(params);
  });
});

describe('embedding', () => {
  const facts = { framed: true, allowedUrls: bienestar.allowedUrls, keyAllowedUrls: null };
  it('authorizes only listed embedders', () => {
    expect(embeddingVerdict({ ...facts, framed: false, embedderOrigin: null })).toBe('top');
    expect(embeddingVerdict({ ...facts, embedderOrigin: 'https://www.cajabienestar.com.co' })).toBe(
      'authorized',
    );
    expect(embeddingVerdict({ ...facts, embedderOrigin: 'https://evil.example' })).toBe('unauthorized');
    expect(embeddingVerdict({ ...facts, embedderOrigin: null })).toBe('unauthorized');
    expect(UNAUTHORIZED_IFRAME_WARNING).toBe('Acceso presuntamente no autorizado');
  });

  it('authorizes an embedder the iframe key lists, and only that one (§6)', () => {
    const keyed = { ...facts, allowedUrls: [], keyAllowedUrls: ['https://www.aliado.com.co/portal'] };
    expect(embeddingVerdict({ ...keyed, embedderOrigin: 'https://www.aliado.com.co' })).toBe('authorized');
    expect(embeddingVerdict({ ...keyed, embedderOrigin: 'https://evil.example' })).toBe('unauthorized');
    // A key never vouches for an embedder whose origin the browser does not tell.
    expect(embeddingVerdict({ ...keyed, embedderOrigin: null })).toBe('unauthorized');
  });

  it('a known partner key requires a referido; a malformed key is not asked about', () => {
    expect(requiresReferrer(true, false)).toBe(true);
    expect(requiresReferrer(true, true)).toBe(false);
    expect(requiresReferrer(false, false)).toBe(false);
    expect(partnerKeyOf(' aliado-123 ')).toBe('aliado-123');
    expect(partnerKeyOf('<script>')).toBeNull();
    expect(partnerKeyOf('')).toBeNull();
  });
});

describe('share links', () => {
  it('carries filters, sort, perfil and the chosen plans, and opens with code and skipLanding', () => {
    const url = buildShareUrl({
      origin: 'https://www.queseguro.co',
      pathname: '/Comparar/EPS',
      search: '?order=lowerPrice&perfil=old',
      profile: defaultProfile(),
      productType: 'colectivo',
      slots: ['11', null, '12'],
    });
    const parsed = new URL(url);
    expect(parsed.searchParams.get('order')).toBe('lowerPrice');
    expect(parsed.searchParams.get('planes')).toBe('11,12');
    expect(decodePerfil(parsed.searchParams.get('perfil') ?? '')?.profile.cotizante[0]?.edad).toBe(25);
    const target = shortLinkTarget(url, 'abcd12', 'CO', '127.0.0.1');
    expect(target).toMatchObject({ ok: true, plans: ['11', '12'] });
    if (target.ok) {
      const opened = new URL(target.address, 'https://x.co');
      expect(opened.searchParams.get('code')).toBe('abcd12');
      expect(opened.searchParams.get('skipLanding')).toBe('true');
      expect(opened.searchParams.get('planes')).toBeNull();
    }
  });

  it('accepts a shared URL only on the product hosts or this site', () => {
    expect(shortLinkTarget('https://evil.example/Comparar', 'abcd', 'CO', '127.0.0.1')).toEqual({
      ok: false,
      reason: 'host',
    });
    expect(shortLinkTarget('http://127.0.0.1:4213/Comparar', 'abcd', 'CO', '127.0.0.1').ok).toBe(true);
    expect(isShortLinkCode('ab/../c')).toBe(false);
    expect(isShortLinkCode('qs1a2b')).toBe(true);
  });
});

describe('staff options and headers', () => {
  const withReferral = (email: string): VisitorState => ({
    ...initialVisitorState('CO'),
    referral: { email, name: 'x', ejecutivo: null, initialDate: 0 },
  });
  it('allows configuration options with no referral or a company referral', () => {
    expect(staffOptionsAllowed(initialVisitorState('CO'))).toBe(true);
    expect(staffOptionsAllowed(withReferral('camila.rojas@queseguro.co'))).toBe(true);
    expect(staffOptionsAllowed(withReferral('camila.rojas@queseguro.co'), 'otra@queseguro.co')).toBe(false);
    expect(staffOptionsAllowed(withReferral('andres.restrepo@aliado.com.co'))).toBe(false);
  });

  it('builds a CSP with no eval and no inline scripts, and frame-ancestors from the partners', () => {
    const csp = contentSecurityPolicy({
      apiBase: 'https://api.queseguro.co/api/',
      frameAncestors: bienestar.allowedUrls,
    });
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src 'self' https:\/\/api\.queseguro\.co;/);
    expect(csp).toContain(
      "frame-ancestors 'self' https://bienestar.queseguro.co https://www.cajabienestar.com.co",
    );
    expect(csp).toContain("worker-src 'self' blob:");
  });
});
