import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CONTACTS,
  COUNTRY_MENUS,
  COUNTRY_NOTIFICATIONS,
} from '../../../core/adapters/sample-backend/catalogue/country-site-content';
import { purchaseFormsFor } from '../../../core/adapters/sample-backend/catalogue/purchase-forms';
import { TRANSLATIONS } from '../../../core/adapters/sample-backend/catalogue/translations';
import { createTranslator } from '../../../core/adapters/i18n/i18next-translator';
import { knownRemoteLabel, remoteText } from '../../../core/domain';

const en = createTranslator('en', TRANSLATIONS.en);
const pt = createTranslator('pt', TRANSLATIONS.pt);

/** What a visitor reads from the API's Spanish-only calls on a site: menu, notice, hours, purchase fields. */
function visibleLabels(site: 'CL' | 'PE' | 'INT'): string[] {
  const menu = COUNTRY_MENUS[site].flatMap((item) => [
    item.title,
    ...(item.categories ?? []).flatMap((category) => [category.title, category.description ?? '']),
  ]);
  const notice = [COUNTRY_NOTIFICATIONS[site].title, COUNTRY_NOTIFICATIONS[site].message];
  const hours = COUNTRY_CONTACTS[site]
    .flatMap((group) => group.contactInformations)
    .filter((item) => item.name === 'Horario')
    .map((item) => item.info);
  const fields = (['prepagada', 'mascotas', 'colectivo'] as const)
    .flatMap((category) => purchaseFormsFor(category, site))
    .flatMap((form) => form.fields)
    .flatMap((field) => [field.label, field.helper ?? '', ...(field.options ?? []).map((o) => o.label)]);
  return [...new Set([...menu, ...notice, ...hours, ...fields])].filter((text) => text.trim() !== '');
}

describe('Chile, Peru and the international site speak English and Portuguese too', () => {
  for (const site of ['CL', 'PE', 'INT'] as const) {
    it(`${site}: every menu entry, notice, opening-hours line and purchase field has its en and pt reading`, () => {
      for (const label of visibleLabels(site)) {
        // Known to the table of remote labels, so en and pt say it by its key, never as sent.
        const known = knownRemoteLabel(remoteText(label));
        expect(known.key, label).not.toBe('remote.raw');
        expect(en.isMissing(known), `en: ${label}`).toBe(false);
        expect(pt.isMissing(known), `pt: ${label}`).toBe(false);
      }
    });
  }

  it('says the Chilean RUT help and the Peruvian EPS menu in the visitor’s words', () => {
    expect(en.text(remoteText('Con guion y dígito verificador, por ejemplo 18.972.631-7'))).toBe(
      'With a hyphen and check digit, for example 18.972.631-7',
    );
    expect(pt.text(remoteText('La cobertura que contrata tu empleador, en soles.'))).toBe(
      'A cobertura que seu empregador contrata, em soles.',
    );
  });
});
