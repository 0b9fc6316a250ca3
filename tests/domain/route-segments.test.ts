import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAGE_SEGMENTS,
  SECTION_SEGMENTS,
  canonicalPath,
  localizedPath,
  resolveFinal,
  resolveRoute,
  routeTexts,
  translatePath,
} from '../../core/domain';
import { isKnownPath, knownRoutesRegex } from '../../build/site-server-plugin';

describe('route segments in the page’s language (routes.*)', () => {
  it('links keep the /{lang}/ prefix and take the translated segments, query and fragment kept', () => {
    expect(localizedPath('en', '/contacto')).toBe('/en/contact');
    expect(localizedPath('pt', '/contacto?x=1#y')).toBe('/pt/contato?x=1#y');
    expect(localizedPath('en', '/Comparar/Polizas-de-Salud?pagina=2')).toBe(
      '/en/Compare/Health-Policies?pagina=2',
    );
    expect(localizedPath('pt', '/Comparar/Mascotas')).toBe('/pt/Comparar/Pets');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('es', '/contacto')).toBe('/contacto');
    // Insurer and plan paths keep the catalogue's segments.
    expect(localizedPath('en', '/Medicina-Prepagada/colsanitas/plan-1')).toBe(
      '/en/Medicina-Prepagada/colsanitas/plan-1',
    );
    expect(localizedPath('en', '/en/contact')).toBe('/en/contact');
    expect(localizedPath('en', 'https://example.com/contacto')).toBe('https://example.com/contacto');
  });

  it('a translated address shows the same page as its Spanish one, and Spanish segments still work', () => {
    const pages = (address: string) => {
      const resolution = resolveRoute(address);
      return resolution.kind === 'page' ? [resolution.page, resolution.lang, resolution.params] : resolution;
    };
    expect(pages('/en/contact')).toEqual(['contact', 'en', {}]);
    expect(pages('/pt/contato')).toEqual(['contact', 'pt', {}]);
    expect(pages('/en/contacto')).toEqual(['contact', 'en', {}]);
    expect(pages('/en/Compare/Health-Policies')).toEqual(['compare', 'en', { section: 'Polizas-de-Salud' }]);
    expect(pages('/pt/Comparar/Pets')).toEqual(['compare', 'pt', { section: 'Mascotas' }]);
    expect(pages('/en/Clinics-and-Hospitals')).toEqual(['landing-listing', 'en', {}]);
    // /contact is not a Spanish route: outside /en it is not found.
    expect(resolveFinal('/contact').resolution).toMatchObject({
      kind: 'page',
      page: 'not-found',
      lang: 'es',
    });
  });

  it('redirects and the 404 keep the language and its segments', () => {
    expect(resolveRoute('/en/Seguros-de-Salud')).toEqual({
      kind: 'redirect',
      to: '/en/Compare/Health-Policies',
    });
    expect(resolveRoute('/pt/nothing-here')).toEqual({ kind: 'redirect', to: '/pt/nao-encontrada' });
    expect(resolveFinal('/pt/nothing-here').resolution).toMatchObject({ page: 'not-found', lang: 'pt' });
  });

  it('translating then reading back gives the Spanish path, for any path', () => {
    const segment = fc.constantFrom(
      ...Object.keys(PAGE_SEGMENTS),
      ...Object.keys(SECTION_SEGMENTS),
      'sura',
      'plan-1',
      'EPS',
    );
    fc.assert(
      fc.property(
        fc.constantFrom('en' as const, 'pt' as const),
        fc.array(segment, { maxLength: 4 }),
        (lang, parts) => {
          const path = `/${parts.join('/')}`;
          expect(canonicalPath(lang, translatePath(lang, path))).toBe(path);
        },
      ),
    );
  });

  it('the i18n files name every segment, and the production server knows the translated addresses', () => {
    expect(routeTexts('en')).toMatchObject({ contacto: 'contact', 'Polizas-de-Salud': 'Health-Policies' });
    expect(routeTexts('es')).toMatchObject({ contacto: 'contacto' });
    const known = new RegExp(knownRoutesRegex());
    for (const path of ['/en/contact', '/pt/contato', '/en/Compare/Pets', '/en/contacto', '/contacto'])
      expect(known.test(path), path).toBe(true);
    expect(known.test('/contact')).toBe(false);
    expect(isKnownPath('/pt/Comparar/Apolices-de-Saude')).toBe(true);
  });
});
