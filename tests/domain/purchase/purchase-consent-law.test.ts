import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../core/adapters/i18n/i18next-translator';
import { TRANSLATIONS } from '../../../core/adapters/sample-backend/catalogue/translations';
import { purchaseFormsFor } from '../../../core/adapters/sample-backend/catalogue/purchase-forms';
import { knownRemoteLabel, remoteText, type SiteCountryCode } from '../../../core/domain';

const en = createTranslator('en', TRANSLATIONS.en);
const pt = createTranslator('pt', TRANSLATIONS.pt);

/** The consent a site's purchase forms send for a health plan, as the buyer reads it. */
const consentOf = (country: SiteCountryCode) => {
  const fields = purchaseFormsFor('poliza', country).flatMap((form) => form.fields);
  const consents = fields.filter((field) => field.kind === 'consent');
  expect(consents).toHaveLength(1);
  return consents[0]?.label ?? '';
};

describe('the online purchase asks consent under the data law of the site’s own country', () => {
  it('Colombia cites Ley 1581 de 2012', () => {
    expect(consentOf('CO')).toMatch(/Ley 1581 de 2012/);
  });

  it('Chile cites Ley 19.628 sobre protección de la vida privada, never Colombia’s law', () => {
    expect(consentOf('CL')).toMatch(/Ley 19\.628 sobre protección de la vida privada/);
    expect(consentOf('CL')).not.toMatch(/1581/);
  });

  it('Peru cites Ley 29733 de Protección de Datos Personales, never Colombia’s law', () => {
    expect(consentOf('PE')).toMatch(/Ley 29733/);
    expect(consentOf('PE')).toMatch(/Protección de Datos Personales/);
    expect(consentOf('PE')).not.toMatch(/1581/);
  });

  it('the international site names no national law', () => {
    expect(consentOf('INT')).toMatch(/^Autorizo el tratamiento de mis datos personales/);
    expect(consentOf('INT')).not.toMatch(/Ley/);
  });

  it('every company and pet form of a site carries the same consent', () => {
    for (const country of ['CL', 'PE', 'INT'] as const)
      for (const category of ['mascotas', 'colectivo', 'prepagada'] as const) {
        const labels = purchaseFormsFor(category, country)
          .flatMap((form) => form.fields)
          .filter((field) => field.kind === 'consent')
          .map((field) => field.label);
        for (const label of labels) expect(label).toBe(consentOf(country));
      }
  });

  it('in English and Portuguese each site’s consent still cites its own law', () => {
    const say = (country: SiteCountryCode, t: typeof en) =>
      t.text(knownRemoteLabel(remoteText(consentOf(country))));
    expect(say('CL', en)).toMatch(/^I authorise .*Law 19\.628/);
    expect(say('PE', en)).toMatch(/^I authorise .*Law 29733/);
    expect(say('INT', en)).toMatch(/^I authorise /);
    expect(say('INT', en)).not.toMatch(/Law/);
    expect(say('CL', pt)).toMatch(/^Autorizo o tratamento .*Lei 19\.628/);
    expect(say('PE', pt)).toMatch(/Lei 29733/);
  });
});
