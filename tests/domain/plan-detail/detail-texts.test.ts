import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../core/adapters/i18n/i18next-translator';
import { TRANSLATIONS } from '../../../core/adapters/sample-backend/catalogue/translations';
import {
  PLAN_REQUEST_TEXTS,
  consentText,
  degradedPlanNotice,
  degradedPlanNoticeText,
  exactPriceWording,
  leadChannelText,
  personLabel,
  planRequestErrorText,
  tabLabel,
  tabText,
  PLAN_TABS,
  PLAN_PARTS,
  thanksTitle,
  periodicityLabel,
  priceBandLabel,
  priceBandText,
  pricePeriod,
  textRef,
} from '../../../core/domain';
import { es } from '../../support/es-text';

const en = createTranslator('en', TRANSLATIONS.en);
const pt = createTranslator('pt', TRANSLATIONS.pt);
const PARTS = PLAN_PARTS;

describe('the plan detail says its rules’ texts in the page’s language', () => {
  it('the degraded notice reads in es exactly as the Spanish rule says it, for any missing sections', () => {
    expect(degradedPlanNoticeText([])).toBeNull();
    fc.assert(
      fc.property(fc.subarray([...PARTS], { minLength: 1 }), (missing) => {
        expect(es(degradedPlanNoticeText(missing))).toBe(degradedPlanNotice(missing));
      }),
    );
    expect(en.text(degradedPlanNoticeText(['faq', 'price'])!)).toBe(
      'We could not load the price for your profile and the frequently asked questions. What you see may be incomplete.',
    );
  });

  it('the consent names the insurer, in each language', () => {
    expect(es(consentText('Sura'))).toBe(
      'Autorizo a QueSeguro a tratar mis datos personales, incluidos los de salud del perfil, solo para cotizar este plan con Sura y contactarme por los canales que elijo.',
    );
    expect(en.text(consentText('Sura'))).toContain('to quote this plan with Sura and contact me');
    expect(pt.text(consentText('Sura'))).toContain('cotar este plano com Sura');
  });

  it('every form message is found again from its Spanish text, and reads in en', () => {
    for (const [key, message] of Object.entries(PLAN_REQUEST_TEXTS)) {
      const ref = planRequestErrorText(message);
      expect(typeof ref, key).toBe('object');
      if (typeof ref === 'object') {
        expect(es(ref)).toBe(message);
        expect(en.text(ref)).not.toBe(message);
      }
    }
    expect(planRequestErrorText('otro mensaje')).toBe('otro mensaje');
  });

  it('persons, thanks, channels, tabs and the price wording read as before in es', () => {
    expect(es(personLabel(0, 40))).toBe('Titular, 40 años');
    expect(es(personLabel(2, null))).toBe('Beneficiario 2');
    expect(en.text(personLabel(1, 3))).toBe('Dependant 1, 3 years');
    expect(es(thanksTitle('  Ana Pérez '))).toBe('¡Gracias, Ana!');
    expect(es(thanksTitle(''))).toBe('¡Gracias!');
    expect(es(leadChannelText('telefono'))).toBe('Llamada telefónica');
    expect(en.text(leadChannelText('telefono'))).toBe('Phone call');
    for (const { id } of PLAN_TABS) expect(es(tabText(id))).toBe(tabLabel(id));
    expect(pt.text(tabText('red'))).toBe('Rede de clínicas');
    expect(es(exactPriceWording('PET_INSURANCE_CO'))).toMatch(/^El precio depende de la especie/);
  });
});

describe('filter bands, coverage tags, the price row and a company’s period read as before in es', () => {
  it('price bands', () => {
    for (const band of [
      { from: null, to: 100_000 },
      { from: 900_000, to: null },
      { from: 100_000, to: 200_000 },
    ])
      expect(es(priceBandText(band))).toBe(priceBandLabel(band));
    expect(en.text(priceBandText({ from: null, to: 100_000 }))).toBe(
      `Up to ${priceBandLabel({ from: null, to: 100_000 }).slice(6)}`,
    );
  });

  it('periods and coverage wording', () => {
    for (const mode of ['mensual', 'anual', 'unico', 'trimestral', undefined])
      expect(es(textRef(`periods.${pricePeriod(mode)}`))).toBe(periodicityLabel(mode));
    expect(es(textRef('coverage.included'))).toBe('Incluida');
    expect(pt.text(textRef('coverage.included'))).toBe('Incluída');
  });
});
