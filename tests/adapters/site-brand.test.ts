import { describe, expect, it } from 'vitest';
import { createEsTranslator } from '../../core/adapters/i18n/es-translator';
import { createTranslator } from '../../core/adapters/i18n/i18next-translator';
import { TRANSLATIONS } from '../../core/adapters/sample-backend/catalogue/translations';
import {
  ES_TEXTS,
  consentText,
  contactFormTexts,
  headSuffix,
  pageHead,
  planHead,
  resolveRoute,
  socialHead,
  type SiteCountryCode,
} from '../../core/domain';
import { siteTextParams } from '../../core/domain/site/country-site';
import { sampleProduct } from '../support/compare-fixtures';

/**
 * Chile, Peru and the international site never say the Colombian site's brand (issue 25): every text
 * of the site, in es, en and pt, said with the site's parameters, names QuePlan (or QuePlan
 * Internacional), never QueSeguro. A few texts belong to Colombia alone (its data law, its home): the
 * other sites say their own version, which the rules below pick.
 */
const COLOMBIAN_BRAND = /QueSeguro/i;
const OTHER_SITES = ['CL', 'PE', 'INT'] as const satisfies readonly SiteCountryCode[];
/** Texts only Colombia shows; each other site shows its own key (checked below). */
const COLOMBIA_ONLY = new Set(['head.home', 'contact.consent', 'planRequest.consentLabel']);

function keys(): string[] {
  return Object.entries(ES_TEXTS).flatMap(([name, texts]) =>
    Object.keys(texts).map((key) => `${name}.${key}`),
  );
}

const translators = (country: SiteCountryCode) => {
  const params = siteTextParams(country);
  return [
    createEsTranslator(undefined, undefined, [ES_TEXTS]).withDefaults(params),
    createTranslator('en', TRANSLATIONS.en).withDefaults(params),
    createTranslator('pt', TRANSLATIONS.pt).withDefaults(params),
  ];
};

describe('the Chilean, Peruvian and international sites say their own brand', () => {
  for (const country of OTHER_SITES) {
    it(`${country}: no text of the site, in es, en or pt, names QueSeguro`, () => {
      const said: string[] = [];
      for (const translator of translators(country))
        for (const key of keys()) {
          if (COLOMBIA_ONLY.has(key)) continue;
          const text = translator.t(key, { count: 2 });
          if (COLOMBIAN_BRAND.test(text)) said.push(`${translator.lang} ${key}: ${text}`);
          expect(text, key).not.toContain('{{brand}}');
        }
      expect(said).toEqual([]);
    });

    it(`${country}: its contact form, plan request, page heads and share tags name its brand`, () => {
      const [es] = translators(country);
      if (!es) throw new Error('no translator');
      const brand = country === 'INT' ? 'QuePlan Internacional' : 'QuePlan';
      expect(contactFormTexts(country).consent).not.toBe('contact.consent');
      expect(es.t(contactFormTexts(country).consent)).toContain(`Autorizo a ${brand} `);
      expect(es.text(consentText('Sura', country))).toContain(`Autorizo a ${brand} `);
      for (const path of ['/', '/contacto', '/Comparar', '/portal-clientes', '/not-found']) {
        const resolution = resolveRoute(path, country);
        if (resolution.kind !== 'page') throw new Error(path);
        const head = pageHead(resolution, country);
        if (!head) continue;
        const title =
          'key' in head.title
            ? `${es.t(head.title.key, head.title.params)}${head.title.suffix ? headSuffix(country) : ''}`
            : head.title.text;
        expect(title, path).toMatch(new RegExp(`${brand}$`));
        expect(title, path).not.toMatch(COLOMBIAN_BRAND);
      }
      const plan = planHead(country, sampleProduct(1, 1, 100), '/plan', null, []);
      expect(plan.title).toMatch(new RegExp(`\\| ${brand}$`));
      const tags = socialHead({
        title: plan.title,
        description: plan.description,
        canonical: 'https://example.com/plan',
        image: 'https://example.com/plan.png',
        type: 'website',
        lang: 'es',
        country,
      });
      expect(tags.find((tag) => tag.key === 'og:site_name')?.content).toBe(brand);
    });
  }

  it('Colombia keeps QueSeguro', () => {
    const [es] = translators('CO');
    expect(es?.t('header.homeLink')).toBe('QueSeguro, ir al inicio');
    expect(es?.t('head.contact')).toBe('Contacto | QueSeguro');
  });
});
