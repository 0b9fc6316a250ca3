import { describe, expect, it } from 'vitest';
import {
  chatLanguageForPath,
  chatTopicForPath,
  confirmationPath,
  onlinePurchasePath,
  orderSteps,
  siteBaseUrl,
  stepSegment,
} from '../../../core/domain';

describe('site base by country id (§2)', () => {
  it('1 Chile (default), 2 Peru, 3 Colombia, 4 international', () => {
    expect(siteBaseUrl(1)).toBe('https://www.queplan.cl');
    expect(siteBaseUrl(2)).toBe('https://www.queplan.pe');
    expect(siteBaseUrl(3)).toBe('https://www.queseguro.co');
    expect(siteBaseUrl(4)).toBe('https://internationalhealth.queplan.com');
    expect(siteBaseUrl(9)).toBe('https://www.queplan.cl');
    expect(siteBaseUrl(undefined)).toBe('https://www.queplan.cl');
  });
});

describe('chat topic preselection by route fragment (§2)', () => {
  it.each([
    ['/Comparar/Seguros-de-Salud', 0],
    ['/Contacto', 4],
    ['/Comparar/Seguros-de-Vida', 1],
    ['/Comparar/Seguro-Complementario-Empresa', 2],
    ['/Comparar/Planes-Clinicos', 0],
    ['/Comparar/EPS-Empresa', 1],
    ['/Comparar/SCTR', 2],
    ['/Comparar/EPS', 1],
    ['/Comparar/Empresas', 2],
    ['/EPS/sura/plan', 3],
    ['/Seguros-de-Viaje', 1],
    ['/Seguros-de-Vida', 2],
    ['/Seguros-Empresa', 3],
  ] as const)('%s preselects option %i', (path, option) => {
    expect(chatTopicForPath(path)).toBe(option);
  });
  it('leaves other pages unselected', () => {
    expect(chatTopicForPath('/')).toBeNull();
    expect(chatTopicForPath('/EPSX')).toBeNull();
  });
  it('takes the language from the first segment, ES by default', () => {
    expect(chatLanguageForPath('/en/Comparar')).toBe('EN');
    expect(chatLanguageForPath('/pt')).toBe('PT');
    expect(chatLanguageForPath('/Comparar')).toBe('ES');
  });
});

describe('purchase flow paths (§2)', () => {
  it("turns step titles into segments and 'Compra exitosa!' into 'Confirmacion'", () => {
    expect(stepSegment('Datos personales')).toBe('Datos-personales');
    expect(stepSegment('Declaración de salud')).toBe('Declaracion-de-salud');
    expect(stepSegment('Compra exitosa!')).toBe('Confirmacion');
  });
  it('replaces the last segment of a path containing Pago with Confirmacion', () => {
    expect(confirmationPath('/Compra-Online/ABC/Pago')).toBe('/Compra-Online/ABC/Confirmacion');
    expect(confirmationPath('/Compra-Online/ABC/Pago?session=1#x')).toBe(
      '/Compra-Online/ABC/Confirmacion?session=1#x',
    );
    expect(confirmationPath('/Compra-Online/ABC/Datos')).toBe('/Compra-Online/ABC/Datos');
  });
  it('builds /Compra-Online/{productCode}?session=&sessionType= and orders steps', () => {
    expect(onlinePurchasePath('P-1', 'Pago', { session: 's1', sessionType: 'lead' })).toBe(
      '/Compra-Online/P-1/Pago?session=s1&sessionType=lead',
    );
    expect(
      orderSteps([
        { orderPosition: 2, t: 'b' },
        { orderPosition: 1, t: 'a' },
      ]).map((s) => s.t),
    ).toEqual(['a', 'b']);
  });
});
