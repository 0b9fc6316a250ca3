import { describe, expect, it } from 'vitest';
import {
  chileanHealthPrice,
  childrenUnderTwoMessageForIsapre,
  COUNTRY_SITES,
  CURRENCIES_BY_COUNTRY,
  CUSTOMER_PORTALS,
  formatCardEquivalent,
  planDetailPath,
  resolveFinal,
  resolveRoute,
  sectionsFor,
  siteCountryFor,
  SITE_COUNTRIES,
  sitemapStaticPaths,
  validateCountryPhone,
  validateIdNumber,
  validateSitePhone,
  compareSectionOf,
} from '../../../core/domain';

describe('the four sites (§3 countries, §9 storage keys)', () => {
  it('Chile 1, Peru 2, Colombia 3, international 4, each with its storage key', () => {
    expect([SITE_COUNTRIES.CL.id, SITE_COUNTRIES.PE.id, SITE_COUNTRIES.CO.id, SITE_COUNTRIES.INT.id]).toEqual(
      [1, 2, 3, 4],
    );
    expect(SITE_COUNTRIES.CL.storageVersion).toBe('V1.7');
    expect(SITE_COUNTRIES.PE.storageVersion).toBe('V1.6_PE');
    expect(SITE_COUNTRIES.CO.storageVersion).toBe('V1.6_CO');
    expect(SITE_COUNTRIES.INT.storageVersion).toBe('V1.6_INT');
  });
  it('money: CLP and UF in Chile, PEN (and USD) in Peru, COP in Colombia, USD internationally', () => {
    expect(CURRENCIES_BY_COUNTRY.CL).toEqual(expect.arrayContaining(['CLP', 'UF']));
    expect(CURRENCIES_BY_COUNTRY.PE).toEqual(expect.arrayContaining(['PEN', 'USD']));
    expect(CURRENCIES_BY_COUNTRY.CO).toEqual(['COP']);
    expect(COUNTRY_SITES.CL.priceCurrency).toBe('UF');
    expect(COUNTRY_SITES.CL.equivalentCurrency).toBe('CLP');
    expect(COUNTRY_SITES.PE.priceCurrency).toBe('PEN');
    expect(COUNTRY_SITES.INT.priceCurrency).toBe('USD');
  });
  it('the host picks the site on any port; any other host is Colombia; configuration forces one', () => {
    expect(siteCountryFor('cl.localhost').code).toBe('CL');
    expect(siteCountryFor('pe.localhost').code).toBe('PE');
    expect(siteCountryFor('int.localhost').code).toBe('INT');
    expect(siteCountryFor('localhost').code).toBe('CO');
    expect(siteCountryFor('127.0.0.1').code).toBe('CO');
    expect(siteCountryFor('www.queplan.cl').code).toBe('CL');
    expect(siteCountryFor('cl.localhost', 'PE').code).toBe('PE');
  });
  it('blog per site: /QP-Blog in Chile and Peru, /QS-Blog in Colombia, /IH-Blog internationally', () => {
    expect(SITE_COUNTRIES.CL.blogPath).toBe('/QP-Blog');
    expect(SITE_COUNTRIES.PE.blogPath).toBe('/QP-Blog');
    expect(SITE_COUNTRIES.CO.blogPath).toBe('/QS-Blog');
    expect(SITE_COUNTRIES.INT.blogPath).toBe('/IH-Blog');
    expect(resolveRoute('/QP-Blog', 'CL')).toMatchObject({ kind: 'page', page: 'blog' });
    expect(resolveRoute('/IH-Blog', 'INT')).toMatchObject({ kind: 'page', page: 'blog' });
  });
  it('portal and CDN differ by site; the international site uses Chile’s CDN (the default)', () => {
    expect(new Set(Object.values(CUSTOMER_PORTALS).map((portal) => portal.persons)).size).toBe(4);
    expect(COUNTRY_SITES.INT.cdnBase).toBe(COUNTRY_SITES.CL.cdnBase);
    expect(COUNTRY_SITES.PE.cdnBase).not.toBe(COUNTRY_SITES.CL.cdnBase);
    expect(COUNTRY_SITES.CO.cdnBase).not.toBe(COUNTRY_SITES.CL.cdnBase);
  });
  it('legal texts name each country’s regulators: Superintendencia de Salud and CMF; SuSalud and SBS', () => {
    expect(COUNTRY_SITES.CL.legalNotice).toMatch(/Superintendencia de Salud/);
    expect(COUNTRY_SITES.CL.legalNotice).toMatch(/CMF/);
    expect(COUNTRY_SITES.PE.legalNotice).toMatch(/SuSalud/);
    expect(COUNTRY_SITES.PE.legalNotice).toMatch(/SBS/);
  });
  it('profile fields: Chile income and region, Peru sistema previsional, international nationality and cover', () => {
    expect(COUNTRY_SITES.CL.profileFields).toEqual(['ingreso', 'region']);
    expect(COUNTRY_SITES.PE.profileFields).toEqual(['sistemaprevisional']);
    expect(COUNTRY_SITES.INT.profileFields).toEqual(['nacionalidad', 'paisCobertura']);
  });
});

describe('identification number by site (§5)', () => {
  it('Chile checks the RUT digit: 18.972.631-7 and 9.068.826-K valid, 18.972.631-0 invalidRut', () => {
    expect(validateIdNumber('CL', '18.972.631-7').ok).toBe(true);
    expect(validateIdNumber('CL', '9.068.826-K').ok).toBe(true);
    expect(validateIdNumber('CL', '9.068.826-k').ok).toBe(true);
    expect(validateIdNumber('CL', '18.972.631-0')).toEqual({ ok: false, error: 'invalidRut' });
    expect(validateIdNumber(1, '18972631-7').ok).toBe(true);
  });
  it('Peru: 8 to 12 digits', () => {
    expect(validateIdNumber('PE', '45678912').ok).toBe(true);
    expect(validateIdNumber('PE', '123456789012').ok).toBe(true);
    expect(validateIdNumber('PE', '4567891').ok).toBe(false);
    expect(validateIdNumber('PE', '1234567890123').ok).toBe(false);
    expect(validateIdNumber('PE', '4567891A').ok).toBe(false);
  });
  it('international: 5 to 12 letters or digits, any case', () => {
    expect(validateIdNumber('INT', 'ab12345').ok).toBe(true);
    expect(validateIdNumber('INT', 'X1234').ok).toBe(true);
    expect(validateIdNumber('INT', 'X123').ok).toBe(false);
    expect(validateIdNumber('INT', 'AB-12345').ok).toBe(false);
  });
});

describe('phone by site (§5: +, 1-3 digit code, 7-14 digits, nominimo under 11 digits)', () => {
  it('Chile: +56 and 9 digits, typed with or without the code', () => {
    expect(validateCountryPhone('CL', '+56 9 6123 4567')).toEqual({ ok: true, value: '+56961234567' });
    expect(validateCountryPhone('CL', '9 6123 4567')).toEqual({ ok: true, value: '+56961234567' });
    expect(validateCountryPhone('CL', '+56 9 6123 456').ok).toBe(false);
    expect(validateCountryPhone('CL', '+57 321 123 4567').ok).toBe(false);
  });
  it('Peru: +51 and a mobile of 9 digits from 9', () => {
    expect(validateCountryPhone('PE', '987 654 321')).toEqual({ ok: true, value: '+51987654321' });
    expect(validateCountryPhone('PE', '+51 187 654 321').ok).toBe(false);
    expect(validateCountryPhone('PE', '98765432')).toEqual({ ok: false, error: 'nominimo' });
  });
  it('Colombia as the spec and market facts state it: +57 and 10 digits, mobiles from 3, landlines 601-608', () => {
    expect(validateCountryPhone('CO', '+57 321 123 4567').ok).toBe(true);
    expect(validateCountryPhone('CO', '601 508 7400').ok).toBe(true);
    expect(validateCountryPhone('CO', '+57 609 508 7400').ok).toBe(false);
    expect(validateCountryPhone('CO', '+57 221 123 4567').ok).toBe(false);
  });
  it('international: any code, at least 11 digits', () => {
    expect(validateCountryPhone('INT', '+1 305 555 0142').ok).toBe(true);
    expect(validateCountryPhone('INT', '+1 305 555 01')).toEqual({ ok: false, error: 'nominimo' });
    expect(validateCountryPhone('INT', '')).toEqual({ ok: false, error: 'required' });
  });
  it('the forms apply each site’s rule', () => {
    expect(validateSitePhone('CL', '9 6123 4567').ok).toBe(true);
    expect(validateSitePhone('PE', '9 6123 4567').ok).toBe(true);
    expect(validateSitePhone('CL', '321 123 4567').ok).toBe(false);
  });
});

describe('money (§9)', () => {
  it('a card priced in UF says its pesos', () => {
    const text = formatCardEquivalent({ kind: 'exact', amount: 3, discounted: null, currency: 'UF' });
    // 3 × 39214.8 = 117644.4, whole pesos.
    expect(text?.replace(/\s/g, '')).toBe('$117.644');
    expect(formatCardEquivalent({ kind: 'exact', amount: 3, discounted: null, currency: 'PEN' })).toBeNull();
  });
  it('Chilean health price: 7 % of income / 0.8, income capped at 87.8 UF', () => {
    // 1.000.000 × 0.07 / 0.8 = 87.500.
    expect(chileanHealthPrice(1_000_000)).toMatchObject({ kind: 'computed', pesos: 87_500, capped: false });
    // Cap 87.8 × 39214.8 = 3.443.059,44; × 0.07 / 0.8 = 301.268 pesos.
    expect(chileanHealthPrice(10_000_000)).toMatchObject({ kind: 'computed', pesos: 301_268, capped: true });
  });
  it('dependants under 2: the spec’s message with the isapre’s GES price', () => {
    expect(childrenUnderTwoMessageForIsapre(99)).toContain('(UF0,602/mes)');
    expect(childrenUnderTwoMessageForIsapre(99)).toMatch(
      /^Importarte: Tus cargas menores de 2 años no pagan/,
    );
  });
  it('wording: Deducible in Chile and Peru, cama only in Chile', () => {
    expect(SITE_COUNTRIES.CL.deductibleWording).toBe('Deducible');
    expect(SITE_COUNTRIES.PE.deductibleWording).toBe('Deducible');
    expect(SITE_COUNTRIES.CL.bedWording).toBe('cama');
    expect(SITE_COUNTRIES.PE.bedWording).toBe('cuarto');
  });
});

describe('routes by site (§2)', () => {
  it('Chile: isapre plans, isapre complements, clinics’ insurance', () => {
    expect(resolveRoute('/Isapre/banmedica/Planes/plan-1', 'CL')).toMatchObject({
      kind: 'page',
      page: 'plan-detail',
      params: { urlOrganization: 'banmedica', insuranceUrl: 'plan-1' },
      data: { productType: 'ISAPRE', redirectTo: '/Comparar/Isapres' },
    });
    expect(resolveRoute('/Isapre/colmena/Complementos/dental', 'CL')).toMatchObject({ page: 'plan-detail' });
    expect(resolveRoute('/Clinicas-y-Hospitales/alemana/Seguro/x', 'CL')).toMatchObject({
      page: 'plan-detail',
    });
  });
  it('Peru: /EPS/{a}/Planes/{b}; international: /{type}/{a}/{b}', () => {
    expect(resolveRoute('/EPS/rimac-eps/Planes/plan-base', 'PE')).toMatchObject({ page: 'plan-detail' });
    expect(resolveRoute('/Salud-Internacional/bmi/serie-3000', 'INT')).toMatchObject({ page: 'plan-detail' });
  });
  it('a shape of another site is not found: Colombia has no isapres', () => {
    expect(resolveFinal('/Isapre/banmedica/Planes/plan-1').resolution).toMatchObject({ page: 'not-found' });
    expect(resolveFinal('/Medicina-Prepagada/x/y', 5, 'CL').resolution).toMatchObject({ page: 'not-found' });
  });
  it('plan paths in each site’s shape', () => {
    const product = (typeAlias: string, url: string) => ({
      organization: { id: 1, displayName: 'Org', typeAlias, metadata: { url: 'org' } },
      url,
    });
    expect(planDetailPath('CL', product('ISAPRE', 'p'), 'ISAPRE')).toBe('/Isapre/org/Planes/p');
    expect(planDetailPath('CL', product('ASEG', 'p'), '')).toBe('/Seguros/org/p');
    expect(planDetailPath('PE', product('EPS', 'p'), 'colectivo')).toBe('/EPS/org/Planes/p');
    expect(planDetailPath('INT', product('ASEG', 'p'), 'SEGURO INTERNACIONAL')).toBe(
      '/Salud-Internacional/org/p',
    );
  });
  it('comparators: Chile’s of the §2 origins, and /Comparar shows each site’s first', () => {
    expect(sectionsFor('CL')).toEqual([
      'Isapres',
      'Seguros-de-Salud',
      'Seguro-Complementario-Empresa',
      'Seguros-Mascotas',
    ]);
    expect(compareSectionOf(undefined, 'CL')).toBe('Isapres');
    expect(compareSectionOf('Medicina-Prepagada', 'CL')).toBe('Isapres');
    expect(compareSectionOf(undefined, 'INT')).toBe('Seguros-Internacionales');
    expect(compareSectionOf(undefined)).toBe('Polizas-de-Salud');
    expect(resolveRoute('/Comparar/Seguros-de-Salud/Dental', 'CL')).toMatchObject({
      page: 'compare',
      params: { section: 'Seguros-de-Salud', product: 'Dental' },
    });
  });
  it('each site’s sitemap lists its own pages only', () => {
    expect(sitemapStaticPaths('CL')).toContain('/Comparar/Isapres');
    expect(sitemapStaticPaths('CL')).not.toContain('/Comparar/Medicina-Prepagada');
    expect(sitemapStaticPaths('PE')).toContain('/Comparar/EPS');
    for (const path of sitemapStaticPaths('INT'))
      expect(resolveFinal(path, 5, 'INT').resolution).not.toMatchObject({ page: 'not-found' });
  });
});
