import { describe, expect, it } from 'vitest';
import { COUNTRY_MENUS } from '../../../core/adapters/sample-backend/catalogue/country-site-content';
import { resolveRoute } from '../../../core/domain';
import { Menu, menuCategoryAction } from '../../../core/domain/api';

const linksOf = (site: keyof typeof COUNTRY_MENUS) =>
  COUNTRY_MENUS[site].flatMap((item) => (item.categories ?? []).map((category) => category.url));

describe('the header menus of Chile, Peru and the international site link their listings of companies', () => {
  it('Chile links its isapres, insurers and clinics', () => {
    expect(linksOf('CL')).toEqual(expect.arrayContaining(['/Isapres', '/Seguros', '/Clinicas-y-Hospitales']));
  });

  it('Peru links its EPS, insurers and clinics', () => {
    expect(linksOf('PE')).toEqual(expect.arrayContaining(['/EPS', '/Seguros', '/Clinicas-y-Hospitales']));
  });

  it('the international site links its international insurers', () => {
    expect(linksOf('INT')).toContain('/Salud-Internacional');
  });

  it('every link of each menu opens a page of that site, and each comparator is still in its menu', () => {
    for (const site of ['CL', 'PE', 'INT'] as const) {
      expect(Menu.safeParse(COUNTRY_MENUS[site]).success).toBe(true);
      for (const url of linksOf(site)) {
        const resolution = resolveRoute(url, site);
        expect(resolution.kind, `${site} ${url}`).toBe('page');
        if (resolution.kind === 'page')
          expect(resolution.page, `${site} ${url}`).toBe(
            url.startsWith('/Comparar') ? 'compare' : 'landing-listing',
          );
      }
    }
    expect(linksOf('CL')).toContain('/Comparar/Isapres');
    expect(linksOf('PE')).toContain('/Comparar/EPS');
    expect(linksOf('INT')).toContain('/Comparar/Seguros-Internacionales');
  });

  it('a comparator’s button says Comparar; a listing’s says Ver', () => {
    expect(menuCategoryAction('/Comparar/Isapres')).toBe('header.compareTitle');
    expect(menuCategoryAction('/Comparar/Seguros-de-Salud/Dental')).toBe('header.compareTitle');
    expect(menuCategoryAction('/Isapres')).toBe('header.seeTitle');
    expect(menuCategoryAction('/EPS')).toBe('header.seeTitle');
    expect(menuCategoryAction('/Comparador-falso')).toBe('header.seeTitle');
  });
});
