import { describe, expect, it } from 'vitest';
import {
  canonicalPlanPath,
  coverageOrganizationNamed,
  parseLocation,
  prerenderAddresses,
  providerNamed,
  resolveFinal,
  resolvePlanPath,
  segmentNamesProduct,
  sitemapStaticPaths,
  type SiteCountryCode,
} from '../../../core/domain';
import {
  buildCountryCatalogue,
  COUNTRY_ORGANIZATIONS,
} from '../../../core/adapters/sample-backend/catalogue/country-catalogues';
import { planAddressOf } from '../../support/plan-address';

type Other = Exclude<SiteCountryCode, 'CO'>;

/** Route table, then the plan lookup against the site's sample catalogue, repeated (as a visitor lands). */
function land(country: Other, address: string): { path: string; page: string } {
  const organizations = COUNTRY_ORGANIZATIONS[country];
  const catalogue = buildCountryCatalogue(country, '2026-11-27').map((entry) => entry.product);
  let current = address;
  for (let hop = 0; hop < 6; hop += 1) {
    const { resolution, address: final } = resolveFinal(current, 5, country);
    if (resolution.kind !== 'page') throw new Error('resolveFinal ends on a page');
    if (resolution.page !== 'plan-detail')
      return { path: decodeURIComponent(parseLocation(final).pathname), page: resolution.page };
    const segment = resolution.params['insuranceUrl'] ?? '';
    const product = catalogue.find((p) => segmentNamesProduct(segment, p)) ?? null;
    const outcome = resolvePlanPath(country, planAddressOf(resolution), {
      provider: product ? null : providerNamed(segment, organizations),
      product,
      coverageOrganization: product ? null : coverageOrganizationNamed(segment, organizations),
    });
    if (outcome.kind === 'show') return { path: decodeURIComponent(final), page: 'plan-detail' };
    current = outcome.to;
  }
  throw new Error(`no page after redirects from ${address}`);
}

describe('insurer pages of Chile, Peru and the international site (the parent of their plans)', () => {
  it('Chile: /Isapres lists the isapres, /Isapre/{a} is an isapre; /Seguros and /Clinicas-y-Hospitales too', () => {
    expect(land('CL', '/Isapres')).toEqual({ path: '/Isapres', page: 'landing-listing' });
    expect(land('CL', '/Isapre')).toEqual({ path: '/Isapres', page: 'landing-listing' });
    expect(resolveFinal('/Isapre/banmedica', 5, 'CL').resolution).toMatchObject({
      page: 'organization-landing',
      params: { url: 'banmedica' },
      data: { category: 'Isapre', productType: 'ISAPRE' },
    });
    expect(land('CL', '/Seguros/vida-camara')).toEqual({
      path: '/Seguros/vida-camara',
      page: 'organization-landing',
    });
    expect(land('CL', '/Clinicas-y-Hospitales/clinica-alemana')).toMatchObject({
      page: 'organization-landing',
    });
    // The plans under them keep their own shapes.
    expect(land('CL', '/Isapre/banmedica/Planes/Banmedica-Preferente-Clinica-Santa-Maria')).toEqual({
      path: '/Isapre/banmedica/Planes/Banmedica-Preferente-Clinica-Santa-Maria',
      page: 'plan-detail',
    });
  });

  it('Peru: /EPS/{a}, /Seguros/{a}, /Clinicas-y-Hospitales/{a} and their listings', () => {
    for (const path of ['/EPS', '/Seguros', '/Clinicas-y-Hospitales'])
      expect(land('PE', path)).toEqual({ path, page: 'landing-listing' });
    expect(resolveFinal('/EPS/rimac-eps', 5, 'PE').resolution).toMatchObject({
      page: 'organization-landing',
      data: { category: 'EPS', productType: 'colectivo' },
    });
    expect(land('PE', '/Seguros/rimac-seguros')).toMatchObject({ page: 'organization-landing' });
    expect(land('PE', '/EPS/rimac-eps/Planes/Rimac-EPS-Plan-Base')).toMatchObject({ page: 'plan-detail' });
  });

  it('international: /Salud-Internacional lists the insurers, /Salud-Internacional/{a} is one', () => {
    expect(land('INT', '/Salud-Internacional')).toEqual({
      path: '/Salud-Internacional',
      page: 'landing-listing',
    });
    expect(resolveFinal('/Salud-Internacional/bmi', 5, 'INT').resolution).toMatchObject({
      page: 'organization-landing',
      data: { category: 'Salud-Internacional', productType: 'SEGURO INTERNACIONAL' },
    });
  });

  it('each site has only its own: no /Isapres in Peru, no /Salud-Internacional in Chile or Colombia', () => {
    expect(land('PE', '/Isapres')).toMatchObject({ page: 'not-found' });
    expect(land('CL', '/Salud-Internacional/bmi')).toMatchObject({ page: 'not-found' });
    expect(land('INT', '/Seguros/bmi')).toMatchObject({ page: 'not-found' });
    expect(resolveFinal('/Isapres').resolution).toMatchObject({ page: 'not-found' });
    expect(resolveFinal('/Salud-Internacional/bmi').resolution).toMatchObject({ page: 'not-found' });
  });
});

describe('canonical resolution on the other sites, as in Colombia', () => {
  it('a company named where a plan goes lands on its own page, under its own section', () => {
    // Peru: an EPS named under /Seguros or /EPS/x/Planes goes to /EPS/{a} (Colombia: /Seguros/x/compensar → /EPS/compensar).
    expect(land('PE', '/Seguros/x/rimac-eps')).toEqual({
      path: '/EPS/rimac-eps',
      page: 'organization-landing',
    });
    expect(land('PE', '/EPS/x/Planes/PACIFICO-EPS')).toEqual({
      path: '/EPS/pacifico-eps',
      page: 'organization-landing',
    });
    // Chile: an isapre named as a plan goes to /Isapre/{a}.
    expect(land('CL', '/Isapre/x/Planes/Banmedica')).toEqual({
      path: '/Isapre/banmedica',
      page: 'organization-landing',
    });
    expect(land('CL', '/Seguros/x/colmena')).toEqual({
      path: '/Isapre/colmena',
      page: 'organization-landing',
    });
  });

  it('a clinic named where a plan goes lands on the clinic’s page', () => {
    expect(land('CL', '/Isapre/x/Planes/Clinica-Alemana')).toEqual({
      path: '/Clinicas-y-Hospitales/clinica-alemana',
      page: 'organization-landing',
    });
    expect(land('PE', '/Seguros/x/clinica-san-felipe')).toEqual({
      path: '/Clinicas-y-Hospitales/clinica-san-felipe',
      page: 'organization-landing',
    });
  });

  it('every plan of each site (company plans aside) shows at its canonical path, and is reached from its code', () => {
    for (const country of ['CL', 'PE', 'INT'] as const)
      for (const { product } of buildCountryCatalogue(country, '2026-11-27')) {
        const canonical = decodeURIComponent(canonicalPlanPath(country, product));
        // Company plans open in collective mode (/Empresa/…), their own page kind.
        if (canonical.startsWith('/Empresa/')) continue;
        expect(land(country, canonical)).toEqual({ path: canonical, page: 'plan-detail' });
        const byCode = canonical.replace(/[^/]+$/, product.productCode.toLowerCase());
        expect(land(country, byCode)).toEqual({ path: canonical, page: 'plan-detail' });
      }
  });
});

describe('the other sites prerender and list their insurer pages', () => {
  it('each site’s sitemap pages include its listings', () => {
    expect(sitemapStaticPaths('CL')).toEqual(
      expect.arrayContaining(['/Isapres', '/Seguros', '/Clinicas-y-Hospitales']),
    );
    expect(sitemapStaticPaths('PE')).toEqual(
      expect.arrayContaining(['/EPS', '/Seguros', '/Clinicas-y-Hospitales']),
    );
    expect(sitemapStaticPaths('INT')).toContain('/Salud-Internacional');
    expect(sitemapStaticPaths('INT')).not.toContain('/Seguros');
  });

  it('an isapre listed in Chile is prerendered at /Isapre/{a}', () => {
    const isapres = COUNTRY_ORGANIZATIONS.CL.filter((o) => o.typeAlias === 'ISAPRE');
    const addresses = prerenderAddresses('CL', {
      catalogue: [],
      organizations: [{ category: 'Isapre', organizations: isapres }],
      blogSlugs: [],
    });
    expect(addresses).toEqual(
      expect.arrayContaining(['/Isapres', '/Isapre/banmedica', '/Isapre/nueva-masvida']),
    );
  });
});
