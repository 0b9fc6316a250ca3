import { describe, expect, it } from 'vitest';
import {
  ES_TEXTS,
  blogArticlePath,
  blogComparePath,
  comparePriceNote,
  contactFormTexts,
  contactHoursTexts,
  contactTopics,
  homeCardText,
  pageHead,
  prerenderAddresses,
  resolveRoute,
  sectionsFor,
  sitemapStaticPaths,
  sitemapXml,
  type SiteCountryCode,
} from '../../../core/domain';
import { siteShellHtml } from '../../../core/domain/seo/site-shell';

/**
 * Issue 25, content pages: a Chilean, Peruvian or international visitor meets that site's own blog,
 * contact topics, hours, head texts and shell, never the Colombian site's.
 */
const OTHER_SITES = ['CL', 'PE', 'INT'] as const satisfies readonly SiteCountryCode[];
const COLOMBIAN =
  /QueSeguro|queseguro\.co|Colombia|colombian|Medicina prepagada|Compensar|Famisanar|\+57|Supersalud/i;

/** The Spanish text of a key, read from the site's es texts. */
function es(key: string): string {
  const [group = '', name = ''] = key.split('.');
  const texts = ES_TEXTS as unknown as Record<string, Record<string, unknown>>;
  const text = texts[group]?.[name];
  if (typeof text !== 'string') throw new Error(`no es text ${key}`);
  return text;
}

describe('each site’s blog lives at its own address', () => {
  it('Chile’s and Peru’s articles are under /QP-Blog, the international site’s under /IH-Blog, Colombia’s under /QS-Blog', () => {
    expect(blogArticlePath('isapres', 'CL')).toBe('/QP-Blog/isapres');
    expect(blogArticlePath('sctr', 'PE')).toBe('/QP-Blog/sctr');
    expect(blogArticlePath('deducible', 'INT')).toBe('/IH-Blog/deducible');
    expect(blogArticlePath('eps')).toBe('/QS-Blog/eps');
  });

  for (const country of OTHER_SITES)
    it(`${country}: its blog and an article are pages of its own site, prerendered and in its sitemap`, () => {
      const blog = country === 'INT' ? '/IH-Blog' : '/QP-Blog';
      expect(resolveRoute(blog, country)).toMatchObject({ kind: 'page', page: 'blog' });
      expect(resolveRoute(`${blog}/una-guia`, country)).toMatchObject({ kind: 'page', page: 'blog' });
      expect(sitemapStaticPaths(country)).toContain(blog);
      const addresses = prerenderAddresses(country, {
        catalogue: [],
        organizations: [],
        blogSlugs: ['una-guia'],
      });
      expect(addresses).toContain(blog);
      expect(addresses).toContain(`${blog}/una-guia`);
      expect(addresses.some((address) => address.startsWith('/QS-Blog'))).toBe(false);
      const xml = sitemapXml('https://example.test', [], ['una-guia'], country);
      expect(xml).toContain(`<loc>https://example.test${blog}/una-guia</loc>`);
      expect(xml).not.toContain('QS-Blog');
    });

  it('an article’s call to compare leads to one of the site’s own comparators', () => {
    expect(blogComparePath('CO')).toBe('/Comparar/Polizas-de-Salud');
    for (const country of OTHER_SITES) {
      const path = blogComparePath(country);
      expect(sectionsFor(country).map((section) => `/Comparar/${section}`)).toContain(path);
      expect(resolveRoute(path, country)).toMatchObject({ kind: 'page', page: 'compare' });
    }
  });
});

describe('each site’s contact form asks about what that site compares', () => {
  it('Colombia keeps prepaid medicine, health policies, EPS plans, companies and pets', () => {
    expect(contactTopics('CO').map((topic) => topic.value)).toEqual([
      'Medicina Prepagada',
      '',
      'colectivo',
      'SEGURO COLECTIVO',
      'PET_INSURANCE_CO',
      'otro',
    ]);
  });

  it('Chile asks about isapres, health insurance, company insurance and pets; never prepaid medicine', () => {
    const labels = contactTopics('CL').map((topic) => es(topic.label));
    expect(labels).toEqual([
      'Planes de isapres',
      'Seguros de salud',
      'Seguro complementario para empresas',
      'Seguros para mascotas',
      'Otra consulta',
    ]);
    expect(contactTopics('CL').map((topic) => topic.value)).toContain('ISAPRE');
  });

  it('Peru asks about EPS plans, health insurance and the SCTR', () => {
    expect(contactTopics('PE').map((topic) => es(topic.label))).toEqual([
      'Planes EPS',
      'Seguros de salud',
      'SCTR para empresas',
      'Otra consulta',
    ]);
  });

  it('the international site asks about international health insurance', () => {
    expect(contactTopics('INT').map((topic) => es(topic.label))).toEqual([
      'Seguros de salud internacional',
      'Otra consulta',
    ]);
  });

  for (const country of OTHER_SITES)
    it(`${country}: no topic, hour or price note names a Colombian product or says Colombian hours`, () => {
      for (const topic of contactTopics(country)) expect(es(topic.label)).not.toMatch(COLOMBIAN);
      expect(contactTopics(country).map((topic) => topic.value)).not.toContain('PET_INSURANCE_CO');
      const hours = es(contactFormTexts(country).hours);
      // Colombia's advisers call on Saturdays 08:00-15:00; the other sites' contact data say weekdays only.
      expect(hours).not.toMatch(/sábado/i);
      expect(es(comparePriceNote(country))).not.toMatch(COLOMBIAN);
    });

  it('prices are said in each site’s money: UF and pesos in Chile, soles in Peru, dollars abroad', () => {
    expect(es(comparePriceNote('CO'))).toContain('pesos colombianos');
    expect(es(comparePriceNote('CL'))).toMatch(/UF.*pesos chilenos/);
    expect(es(comparePriceNote('PE'))).toContain('soles');
    expect(es(comparePriceNote('INT'))).toContain('dólares');
  });
});

describe('the pages with nothing of their own to say describe the visitor’s site', () => {
  for (const country of OTHER_SITES)
    it(`${country}: the 404 page’s description is the site’s own, not Colombia’s`, () => {
      const resolution = resolveRoute('/not-found', country);
      if (resolution.kind !== 'page') throw new Error('redirect');
      const head = pageHead(resolution, country);
      if (!head || !('key' in head.description)) throw new Error('no description key');
      expect(es(head.description.key)).not.toMatch(COLOMBIAN);
    });

  it('Peru’s home cards speak of its EPS and its supervisor, not of Colombia’s EPS', () => {
    expect(es(homeCardText('PE', 'EPS'))).toContain('EsSalud');
    expect(es(homeCardText('PE', 'Seguros-de-Salud'))).toContain('SBS');
    expect(es(homeCardText('CL', 'Seguros-de-Salud'))).toContain('CMF');
    expect(es(homeCardText('CO', 'EPS'))).toContain('Compensar');
    for (const country of OTHER_SITES)
      for (const section of sectionsFor(country))
        expect(es(homeCardText(country, section))).not.toMatch(COLOMBIAN);
  });
});

describe('Mis datos says whose rule its contact hours are', () => {
  it('Colombia cites its law (Ley 2300 de 2023); the other sites keep the same limits without citing it', () => {
    expect(es(contactHoursTexts('CO').rule)).toContain('Ley 2300 de 2023');
    for (const country of OTHER_SITES) {
      const { rule, none } = contactHoursTexts(country);
      expect(es(rule)).not.toMatch(/Ley 2300|la ley/i);
      expect(es(rule)).toMatch(/lunes a viernes de 7:00 a 19:00 y los sábados de 8:00 a 15:00/);
      expect(es(none)).not.toMatch(/la ley/i);
    }
  });
});

describe('each site’s empty page (before its code runs) says its own brand', () => {
  const template =
    '<!doctype html>\n<html lang="es-CO">\n  <head>\n    <meta\n      name="description"\n      content="Compara pólizas de salud en Colombia."\n    />\n    <title>QueSeguro · Compara seguros de salud en Colombia</title>\n  </head>\n  <body>\n    <div id="root"></div>\n    <noscript>QueSeguro necesita JavaScript para comparar planes.</noscript>\n  </body>\n</html>';

  it('Chile’s shell is in es-CL and names QuePlan; the international one names QuePlan Internacional', () => {
    const chile = siteShellHtml(template, 'CL');
    expect(chile).toContain('<html lang="es-CL">');
    expect(chile).toContain('<noscript>QuePlan necesita JavaScript para comparar planes.</noscript>');
    expect(chile).toMatch(/<title>QuePlan · [^<]*Chile<\/title>/);
    expect(siteShellHtml(template, 'INT')).toContain('<noscript>QuePlan Internacional necesita JavaScript');
    expect(siteShellHtml(template, 'PE')).toContain('<html lang="es-PE">');
  });

  for (const country of OTHER_SITES)
    it(`${country}: nothing Colombian is left in its shell`, () => {
      expect(siteShellHtml(template, country)).not.toMatch(COLOMBIAN);
    });

  it('Colombia’s shell is the template itself', () => {
    expect(siteShellHtml(template, 'CO')).toBe(template);
  });
});
