import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPARE_SECTIONS,
  canonicalPlanPath,
  coverageOrganizationNamed,
  parseLocation,
  providerNamed,
  resolveFinal,
  resolvePlanPath,
  segmentNamesProduct,
  type PlanResolution,
} from '../../../core/domain';
import { buildCatalogue } from '../../../core/adapters/sample-backend/catalogue/products';
import { ORGANIZATIONS } from '../../../core/adapters/sample-backend/catalogue/organizations';
import { planAddressOf } from '../../support/plan-address';

const catalogue = buildCatalogue('2026-11-21').map((entry) => entry.product);

/** The whole resolution a visitor's address goes through: route table, then the plan lookup, repeated. */
function land(
  address: string,
): { kind: 'plan'; path: string } | { kind: 'page'; path: string; page: string } {
  let current = address;
  for (let hop = 0; hop < 6; hop += 1) {
    const { resolution, address: final } = resolveFinal(current);
    if (resolution.kind !== 'page') throw new Error('resolveFinal ends on a page');
    if (resolution.page !== 'plan-detail' && resolution.page !== 'collective-detail')
      return { kind: 'page', path: parseLocation(final).pathname, page: resolution.page };
    const segment = resolution.params['insuranceUrl'] ?? '';
    const outcome: PlanResolution = resolvePlanPath('CO', planAddressOf(resolution), {
      provider: providerNamed(segment, ORGANIZATIONS),
      product: catalogue.find((product) => segmentNamesProduct(segment, product)) ?? null,
      coverageOrganization: coverageOrganizationNamed(segment, ORGANIZATIONS),
    });
    if (outcome.kind === 'show') return { kind: 'plan', path: decodeURIComponent(final) };
    current = outcome.to;
  }
  throw new Error(`no page after redirects from ${address}`);
}

const accented = (text: string) => text.replace(/a/, 'á').replace(/e/, 'é');
const sections = ['EPS', 'Seguros', 'Medicina-Prepagada'] as const;

describe('canonical plan URLs (acceptance property)', () => {
  it('every path that names a product resolves to its one canonical path, the tab kept', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...catalogue),
        fc.constantFrom('code', 'url', 'upper', 'accents', 'planes'),
        fc.constantFrom(...sections),
        fc.constantFrom('', '/Solicitar', '/Precio', '/home'),
        (product, naming, section, tab) => {
          const canonical = canonicalPlanPath('CO', product);
          const organization = product.organization.metadata?.url ?? product.organization.displayName;
          const segment = {
            code: product.productCode,
            url: product.url,
            upper: product.url.toUpperCase(),
            accents: accented(product.url.toLowerCase()),
            planes: product.url,
          }[naming];
          const path =
            naming === 'planes' && section !== 'Seguros'
              ? `/${section}/${organization}/Planes/${encodeURIComponent(segment)}${tab}`
              : `/${section}/${organization}/${encodeURIComponent(segment)}${tab}`;
          const expectedTab = tab === '/home' ? '/Preguntas-Frecuentes' : tab;
          expect(land(path)).toEqual({
            kind: 'plan',
            path: decodeURIComponent(`${canonical}${expectedTab}`),
          });
          // The canonical path itself shows at once, and the collective form leads there too.
          expect(land(`${canonical}${tab === '/home' ? '' : tab}`).kind).toBe('plan');
          const collective = `/Empresa/SEGURO%20COLECTIVO/${organization}/Planes/${product.productCode}`;
          expect(land(collective)).toEqual({ kind: 'plan', path: decodeURIComponent(canonical) });
        },
      ),
    );
  });

  it('unknown plans land on their comparison, unknown paths on /not-found', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...sections),
        fc.stringMatching(/^[a-z]{3,12}-zz[0-9]{2}$/),
        (section, unknown) => {
          const comparison = {
            EPS: '/Comparar/EPS',
            Seguros: '/Comparar/Polizas-de-Salud',
            'Medicina-Prepagada': '/Comparar/Medicina-Prepagada',
          }[section];
          expect(land(`/${section}/alguna/${unknown}`)).toEqual({
            kind: 'page',
            path: comparison,
            page: 'compare',
          });
          expect(land(`/Empresa/SEGURO%20COLECTIVO/alguna/Planes/${unknown}`)).toMatchObject({
            path: '/Comparar/Empresas',
          });
          expect(land(`/${unknown}/${unknown}/a/b/c`)).toMatchObject({ page: 'not-found' });
        },
      ),
    );
  });

  it('a provider named in the plan segment leads to the provider page', () => {
    expect(land('/EPS/cualquiera/Compensar')).toEqual({
      kind: 'page',
      path: '/EPS/compensar',
      page: 'organization-landing',
    });
    expect(land('/Medicina-Prepagada/x/COLMÉDICA')).toMatchObject({ path: '/Medicina-Prepagada/colmedica' });
  });

  it('a provider named under the wrong section lands on its own section’s page (an EPS under /EPS)', () => {
    expect(land('/Seguros/x/compensar')).toEqual({
      kind: 'page',
      path: '/EPS/compensar',
      page: 'organization-landing',
    });
    expect(land('/EPS/x/colmedica')).toMatchObject({ path: '/Medicina-Prepagada/colmedica' });
  });
});

/** §2 step 4: a name with spaces to hyphens and accents removed. */
const hyphenated = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ /g, '-');
const clinics = ORGANIZATIONS.filter((o) => o.typeAlias === 'CLINICA' || o.typeAlias === 'FUNDACION');

describe('URL resolution steps 2 (category) and 4 (coverage organization)', () => {
  it('a segment naming a comparison section, by url or title, lands on that comparison', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(COMPARE_SECTIONS) as (keyof typeof COMPARE_SECTIONS)[])),
        fc.constantFrom('url', 'title', 'lower'),
        fc.constantFrom(...sections),
        fc.constantFrom('', '/Solicitar'),
        (category, naming, section, tab) => {
          const segment = {
            url: category,
            title: hyphenated(COMPARE_SECTIONS[category].title),
            lower: category.toLowerCase(),
          }[naming];
          expect(land(`/${section}/alguna/${encodeURIComponent(segment)}${tab}`)).toEqual({
            kind: 'page',
            path: `/Comparar/${category}`,
            page: 'compare',
          });
        },
      ),
    );
  });

  it('a segment naming a clinic of the networks lands on its page, however its name is written', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...clinics),
        fc.constantFrom('hyphenated', 'accents', 'upper', 'url'),
        fc.constantFrom(...sections),
        (clinic, naming, section) => {
          const segment = {
            hyphenated: hyphenated(clinic.displayName),
            accents: clinic.displayName.replace(/ /g, '-'),
            upper: hyphenated(clinic.displayName).toUpperCase(),
            url: clinic.metadata?.url ?? '',
          }[naming];
          expect(land(`/${section}/red/${encodeURIComponent(segment)}`)).toEqual({
            kind: 'page',
            path: `/Clinicas-y-Hospitales/${clinic.metadata?.url}`,
            page: 'organization-landing',
          });
        },
      ),
    );
  });

  it('no product of the sample catalogue is taken for a category or a clinic', () => {
    for (const product of catalogue)
      expect(land(`${canonicalPlanPath('CO', product)}`)).toEqual({
        kind: 'plan',
        path: decodeURIComponent(canonicalPlanPath('CO', product)),
      });
  });
});
