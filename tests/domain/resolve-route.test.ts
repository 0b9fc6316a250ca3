import { describe, expect, it } from 'vitest';
import { resolveFinal, resolveRoute } from '../../core/domain/routing/resolve-route';

describe('route resolution (§2)', () => {
  it('resolves the home and the comparison sections', () => {
    expect(resolveRoute('/')).toMatchObject({ kind: 'page', page: 'home' });
    expect(resolveRoute('/Comparar/EPS')).toMatchObject({
      kind: 'page',
      page: 'compare',
      params: { section: 'EPS' },
    });
    expect(resolveRoute('/Comparar/Medicina-Prepagada/')).toMatchObject({ page: 'compare' });
  });

  it('redirects the /Planes/ detail shape without Planes, keeping the tab and the query', () => {
    expect(resolveRoute('/EPS/compensar/Planes/pac-plus/Solicitar?x=1')).toEqual({
      kind: 'redirect',
      to: '/EPS/compensar/pac-plus/Solicitar?x=1',
    });
    expect(resolveRoute('/Medicina-Prepagada/colsanitas/Planes/integral')).toEqual({
      kind: 'redirect',
      to: '/Medicina-Prepagada/colsanitas/integral',
    });
  });

  it('a bare /Compra-Online (no plan to buy) goes to the comparator whose plans sell online; with a plan it stays', () => {
    expect(resolveRoute('/Compra-Online')).toEqual({ kind: 'redirect', to: '/Comparar/Polizas-de-Salud' });
    expect(resolveRoute('/Compra-Online/POL-SURA-01')).toMatchObject({
      kind: 'page',
      page: 'online-purchase',
    });
  });

  it('redirects the named old paths', () => {
    expect(resolveRoute('/quehacemos')).toEqual({ kind: 'redirect', to: '/Que-es-QueSeguro' });
    expect(resolveRoute('/Seguro')).toEqual({ kind: 'redirect', to: '/Seguros' });
    expect(resolveRoute('/Seguros-de-Salud')).toEqual({ kind: 'redirect', to: '/Comparar/Polizas-de-Salud' });
    expect(resolveRoute('/QS-University')).toEqual({ kind: 'redirect', to: '/QS-Blog' });
    expect(resolveRoute('/Medicina-Prepagada/Medicina-Prepagada-mas-Economica')).toEqual({
      kind: 'redirect',
      to: '/QS-Blog',
    });
  });

  it('sends the home tab to Preguntas-Frecuentes', () => {
    expect(resolveRoute('/Seguros/sura/salud-global/home')).toEqual({
      kind: 'redirect',
      to: '/Seguros/sura/salud-global/Preguntas-Frecuentes',
    });
  });

  it('reads plan detail parameters', () => {
    expect(resolveRoute('/Seguros/sura/poliza-salud-global/Solicitar')).toMatchObject({
      kind: 'page',
      page: 'plan-detail',
      params: { urlOrganization: 'sura', insuranceUrl: 'poliza-salud-global', tab: 'Solicitar' },
    });
    expect(resolveRoute('/Empresa/colectivo/axa-colpatria/Planes/salud-ideal')).toMatchObject({
      page: 'collective-detail',
      params: { productType: 'colectivo', urlOrganization: 'axa-colpatria', insuranceUrl: 'salud-ideal' },
    });
  });

  it('redirects unknown paths to /not-found and keeps a language prefix', () => {
    expect(resolveRoute('/no/existe/aqui/nunca')).toEqual({ kind: 'redirect', to: '/not-found' });
    expect(resolveRoute('/en/Comparar')).toMatchObject({ kind: 'page', page: 'compare', lang: 'en' });
    expect(resolveFinal('/en/zzz/yyy/xxx/www').address).toBe('/en/not-found');
  });

  it('follows redirects to the page that finally shows', () => {
    expect(resolveFinal('/EPS/compensar/Planes/pac/home').address).toBe(
      '/EPS/compensar/pac/Preguntas-Frecuentes',
    );
  });
});
