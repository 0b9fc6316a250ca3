import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeSection,
  contentKey,
  findOrganization,
  pageContent,
  pageOf,
  parsePagina,
  parseTranslateParams,
  previewSlug,
  resolveFinal,
  robotsTxt,
  sitemapXml,
  type RouteResolution,
} from '../../../core/domain';
import type { Organization } from '../../../core/domain/api';

const page = (address: string) => {
  const { resolution } = resolveFinal(address);
  if (resolution.kind !== 'page') throw new Error('redirect');
  return resolution as Extract<RouteResolution, { kind: 'page' }>;
};

const org = (id: number, displayName: string, url: string): Organization => ({
  id,
  displayName,
  typeAlias: 'CLINICA',
  metadata: { url },
});

describe('listings (§2 landing listings, pagina)', () => {
  it('pagina is a whole number from 1, anything else is page 1', () => {
    expect(parsePagina('?pagina=2')).toBe(2);
    expect(parsePagina('')).toBe(1);
    expect(parsePagina('?pagina=0')).toBe(1);
    expect(parsePagina('?pagina=abc')).toBe(1);
    expect(parsePagina('?pagina=1.5')).toBe(1);
  });

  it('a page past the end shows the last; every item is on exactly one page', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 40 }),
        fc.integer({ min: 1, max: 12 }),
        (items, size) => {
          const first = pageOf(items, 1, size);
          const pages = Array.from(
            { length: first.pageCount },
            (_, i) => pageOf(items, i + 1, size).items,
          ).flat();
          expect(pages).toEqual(items);
          expect(pageOf(items, first.pageCount + 5, size).page).toBe(first.pageCount);
        },
      ),
    );
  });

  it('clinics match by name ignoring accents, case and the words clinica, centro-medico and hospital', () => {
    const clinics = [
      org(24, 'Clínica del Country', 'clinica-del-country'),
      org(23, 'Hospital Pablo Tobón Uribe', 'hptu'),
    ];
    expect(findOrganization('Clinicas-y-Hospitales', 'del-country', clinics)?.id).toBe(24);
    expect(findOrganization('Clinicas-y-Hospitales', 'Pablo-Tobon-Uribe', clinics)?.id).toBe(23);
    expect(findOrganization('Clinicas-y-Hospitales', 'hptu', clinics)?.id).toBe(23);
    expect(findOrganization('Seguros', 'del-country', clinics)).toBeNull();
    expect(findOrganization('Clinicas-y-Hospitales', 'otra', clinics)).toBeNull();
  });
});

describe('page content requests', () => {
  it('each page asks for its own content; keys are stable per request', () => {
    expect(pageContent(page('/EPS?pagina=2'))).toEqual([{ kind: 'organizations', category: 'EPS' }]);
    expect(pageContent(page('/Seguros/allianz'))).toEqual([
      { kind: 'organizationPlans', category: 'Seguros', url: 'allianz' },
    ]);
    expect(pageContent(page('/QS-Blog/seguro-para-mascotas'))).toEqual([
      { kind: 'blogArticle', slug: 'seguro-para-mascotas' },
      { kind: 'blogIndex' },
    ]);
    expect(pageContent(page('/en/Que-es-QueSeguro'))).toEqual([
      { kind: 'landing', slug: 'Que-es-QueSeguro', locale: 'en' },
    ]);
    expect(pageContent(page('/pt/Partners-y-Alianzas'))).toEqual([
      { kind: 'landing', slug: 'Partners-y-Alianzas', locale: 'pt-BR' },
    ]);
    expect(pageContent(page('/'))).toEqual([]);
    expect(contentKey({ kind: 'organizations', category: 'EPS' })).toBe('organizations:EPS');
  });

  it('/preview takes a safe slug, else the about page', () => {
    expect(previewSlug('?slug=Registro')).toBe('Registro');
    expect(previewSlug('?slug=<script>')).toBe('Que-es-QueSeguro');
    expect(previewSlug('')).toBe('Que-es-QueSeguro');
  });
});

describe('article side menu (§2: active at intersection ratio 0.45)', () => {
  it('the first section at 0.45 or more is active; below it the last active stays', () => {
    const order = ['a', 'b', 'c'];
    expect(activeSection({ a: 0.2, b: 0.45, c: 0.9 }, order, 'a')).toBe('b');
    expect(activeSection({ a: 0.44, b: 0.1 }, order, 'a')).toBe('a');
    expect(activeSection({}, order, null)).toBeNull();
  });
});

describe('translate parameters (§8)', () => {
  it('an object or JSON object text is accepted; anything else is the typed TranslatePipe error', () => {
    expect(parseTranslateParams({ n: 3 })).toEqual({ ok: true, value: { n: 3 } });
    expect(parseTranslateParams('{"name":"Ana"}')).toEqual({ ok: true, value: { name: 'Ana' } });
    const wrong = parseTranslateParams('{name: Ana}');
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.message).toBe('Wrong parameter in TranslatePipe');
    expect(parseTranslateParams('[1,2]').ok).toBe(false);
    expect(parseTranslateParams('"Ana"').ok).toBe(false);
    expect(parseTranslateParams('null').ok).toBe(false);
    expect(parseTranslateParams('{"name":null}').ok).toBe(false);
    expect(parseTranslateParams('{"name":{"first":"Ana"}}').ok).toBe(false);
    expect(parseTranslateParams('{"n":2,"on":true}')).toEqual({ ok: true, value: { n: 2, on: true } });
    const proto = parseTranslateParams('{"__proto__":"x"}');
    expect(proto.ok && Object.getPrototypeOf(proto.value)).toBe(Object.prototype);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the routes and the given paths once, escaped, and robots points to it', () => {
    const xml = sitemapXml(
      'https://www.queseguro.co',
      ['/Seguros/allianz', '/Seguros/allianz', '/a&b'],
      ['x'],
    );
    expect(xml.match(/Seguros\/allianz/g)).toHaveLength(1);
    expect(xml).toContain('<loc>https://www.queseguro.co/a&amp;b</loc>');
    expect(xml).toContain('<loc>https://www.queseguro.co/QS-Blog/x</loc>');
    expect(xml).toContain('<loc>https://www.queseguro.co/contacto</loc>');
    const robots = robotsTxt('https://www.queseguro.co');
    expect(robots).toContain('Disallow: /internal-traffic');
    expect(robots).toContain('Sitemap: https://www.queseguro.co/sitemap.xml');
  });
});
