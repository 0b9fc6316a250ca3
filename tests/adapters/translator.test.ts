import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../core/adapters/i18n/i18next-translator';
import { TRANSLATIONS } from '../../core/adapters/sample-backend/catalogue/translations';
import {
  ES_TEXTS,
  addPersonLabel,
  defaultProfile,
  degradedCardNotice,
  priceUnit,
  profileSummary,
  remoteText,
  resultsHeading,
} from '../../core/domain';
import { createEsTranslator } from '../../core/adapters/i18n/es-translator';

const en = createTranslator('en', TRANSLATIONS.en);
const pt = createTranslator('pt', TRANSLATIONS.pt);
const es = createTranslator('es', null);

/** Every key of the es texts, as namespace.key. */
function keys(): string[] {
  return Object.entries(ES_TEXTS).flatMap(([name, texts]) =>
    Object.keys(texts).map((key) => `${name}.${key}`),
  );
}

describe('the page says what the rules computed in its language', () => {
  it('en and pt have every key of the es texts, none of them falling back to es', () => {
    for (const key of keys()) {
      expect(en.isMissing(key), key).toBe(false);
      expect(pt.isMissing(key), key).toBe(false);
    }
  });

  it('counts with the language’s plural forms', () => {
    expect(es.text(resultsHeading(1))).toBe('1 plan encontrado');
    expect(es.text(resultsHeading(12))).toBe('12 planes encontrados');
    expect(en.text(resultsHeading(12))).toBe('12 plans found');
    expect(pt.text(resultsHeading(1))).toBe('1 plano encontrado');
    expect(en.text(resultsHeading(0))).toBe('We found no plans with these filters');
    // Spanish and Portuguese give a round million its own plural form ('many'); it reads as the plural.
    expect(es.text(resultsHeading(1_000_000))).toBe('1000000 planes encontrados');
    expect(pt.text(resultsHeading(2_000_000))).toBe('2000000 planos encontrados');
    expect(es.t('listing.reviews', { count: 1_000_000 })).toBe('1000000 opiniones');
  });

  it('joins a list of parts as the language does', () => {
    const notice = degradedCardNotice(['offers', 'price']);
    expect(en.text(notice!)).toBe(
      'We could not load the price for your profile and the discounts. What you see may be incomplete.',
    );
    expect(pt.text(notice!)).toBe(
      'Não foi possível carregar o preço para o seu perfil e os descontos. O que você vê pode estar incompleto.',
    );
  });

  it('fills the parameters of a summary and a unit', () => {
    const profile = { ...defaultProfile(), cargas: [{ parentescoCarga: 'Hijo', edad: 3 }] };
    expect(en.text(profileSummary(profile, false))).toBe('2 people · Man, 25 years and 1 more');
    expect(pt.text(priceUnit('SEGURO COLECTIVO', 'anual'))).toBe('/ano por funcionário');
    expect(en.text(addPersonLabel('PET_INSURANCE_CO'))).toBe('Add Pet');
  });

  it('says a remote label in the page’s language when known, and as sent otherwise', () => {
    const es = createEsTranslator();
    expect(es.text(remoteText('Cédula de ciudadanía'))).toBe('Cédula de ciudadanía');
    expect(en.text(remoteText('Cédula de ciudadanía'))).toBe(en.t('remote.docCC'));
    expect(pt.text(remoteText('Cédula de ciudadanía'))).toBe(pt.t('remote.docCC'));
    expect(en.t('remote.docCC')).not.toBe('Cédula de ciudadanía');
    expect(en.text(remoteText('Un texto nuevo'))).toBe('Un texto nuevo');
    expect(en.isMissing(remoteText('Cédula de ciudadanía'))).toBe(false);
  });
});
