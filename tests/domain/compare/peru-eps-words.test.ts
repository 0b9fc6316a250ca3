import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../core/adapters/i18n/i18next-translator';
import { TRANSLATIONS } from '../../../core/adapters/sample-backend/catalogue/translations';
import {
  pageHead,
  planBreadcrumb,
  resolveRoute,
  sectionWords,
  type HeadText,
  type SiteCountryCode,
} from '../../../core/domain';
import { es } from '../../support/es-text';
import { sampleProduct } from '../../support/compare-fixtures';

const en = createTranslator('en', TRANSLATIONS.en);
const pt = createTranslator('pt', TRANSLATIONS.pt);

const say = (text: HeadText | undefined) => (text && 'key' in text ? es({ key: text.key }) : text?.text);
const compareHead = (country: SiteCountryCode) => {
  const resolution = resolveRoute('/Comparar/EPS', country);
  if (resolution.kind !== 'page') throw new Error('no page at /Comparar/EPS');
  return pageHead(resolution, country);
};

describe('Peru’s EPS comparator speaks of Peru’s EPS, not of Colombia’s complementary plans', () => {
  it('in Peru it is called "Planes EPS" and described as the Entidades Prestadoras de Salud an employer contracts, complementing EsSalud', () => {
    const words = sectionWords('PE', 'EPS');
    expect(es({ key: words.name })).toBe('Planes EPS');
    const lead = es({ key: words.lead });
    expect(lead).toMatch(/Entidades Prestadoras de Salud/);
    expect(lead).toMatch(/empleador/);
    expect(lead).toMatch(/EsSalud/);
    expect(lead).not.toMatch(/complementarios/i);
  });

  it('its page head in Peru says so, while Colombia keeps "Planes complementarios EPS"', () => {
    expect(say(compareHead('PE')?.title)).toBe('Comparar planes EPS');
    expect(say(compareHead('PE')?.description)).toMatch(/Entidades Prestadoras de Salud/);
    expect(say(compareHead('CO')?.title)).toBe('Comparar Planes complementarios EPS');
  });

  it('in English and Portuguese too', () => {
    const words = sectionWords('PE', 'EPS');
    expect(en.text({ key: words.name })).toBe('EPS plans');
    expect(en.text({ key: words.lead })).toMatch(/Entidades Prestadoras de Salud.*employer.*EsSalud/);
    expect(pt.text({ key: words.name })).toBe('Planos EPS');
    expect(pt.text({ key: words.lead })).toMatch(/EsSalud/);
  });

  it('a Peruvian EPS plan’s breadcrumb leads to "Planes EPS"; a Colombian one to "Planes complementarios EPS"', () => {
    const plan = { ...sampleProduct(1, 1, 100), productType: 'colectivo' };
    const middle = (country: SiteCountryCode) => planBreadcrumb(plan, '/EPS/rimac/Planes/plan-1', country)[1];
    expect(middle('PE')).toMatchObject({ label: 'Planes EPS', path: '/Comparar/EPS' });
    expect(middle('CO')).toMatchObject({ label: 'Planes complementarios EPS', path: '/Comparar/EPS' });
  });
});

describe('a comparator’s head is the site’s own', () => {
  it('Chile has no EPS comparator: /Comparar/EPS on the Chilean site never gets the Colombian title', () => {
    const resolution = resolveRoute('/Comparar/EPS', 'CL');
    if (resolution.kind !== 'page') throw new Error('no page');
    const title = say(pageHead(resolution, 'CL')?.title);
    expect(title).not.toMatch(/complementarios EPS/);
    expect(title).toBe('Comparador de seguros de salud');
  });
});
