import { describe, expect, it } from 'vitest';
import {
  decide,
  domainEvent,
  fold,
  initialVisitorState,
  languageHome,
  localizedPath,
  addressInLanguage,
} from '../../../core/domain';

describe('language decider (§4 Language change)', () => {
  it('given Spanish, when the visitor picks English, then LanguageChanged en is recorded', () => {
    const decision = decide(
      { type: 'language.change', lang: 'en', showing: 'es' },
      initialVisitorState('CO'),
    );
    expect(decision).toEqual({ ok: true, events: [{ type: 'LanguageChanged', data: { lang: 'en' } }] });
  });

  it('picking the language already recorded and showing is refused', () => {
    const state = fold(initialVisitorState('CO'), [domainEvent('LanguageChanged', { lang: 'pt' }, 1)]);
    expect(decide({ type: 'language.change', lang: 'pt', showing: 'pt' }, state).ok).toBe(false);
    // The page shows another language than the recorded one: the change is allowed.
    expect(decide({ type: 'language.change', lang: 'pt', showing: 'es' }, state).ok).toBe(true);
  });

  it('a change keeps the page: the same address in the new language, its query and fragment kept', () => {
    expect(addressInLanguage('/Comparar/Polizas-de-Salud?order=lowerPrice', 'en')).toBe(
      '/en/Compare/Health-Policies?order=lowerPrice',
    );
    expect(addressInLanguage('/en/Compare/Health-Policies?order=lowerPrice#top', 'pt')).toBe(
      '/pt/Comparar/Apolices-de-Saude?order=lowerPrice#top',
    );
    expect(addressInLanguage('/pt/contato', 'es')).toBe('/contacto');
    expect(addressInLanguage('/en', 'es')).toBe('/');
    expect(addressInLanguage('/', 'pt')).toBe('/pt');
  });

  it('reloads at / for the default language and /{lang} otherwise', () => {
    expect(languageHome('es')).toBe('/');
    expect(languageHome('en')).toBe('/en');
    expect(languageHome('pt')).toBe('/pt');
  });

  it('links keep the /{lang} prefix and take the translated segment; external, anchor and already-prefixed links stay', () => {
    expect(localizedPath('en', '/contacto')).toBe('/en/contact');
    expect(localizedPath('pt', '/contacto')).toBe('/pt/contato');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('pt', '/EPS?pagina=2')).toBe('/pt/EPS?pagina=2');
    expect(localizedPath('en', '/en/contacto')).toBe('/en/contacto');
    expect(localizedPath('en', 'https://www.queseguro.co/empleos')).toBe('https://www.queseguro.co/empleos');
    expect(localizedPath('en', '#seccion')).toBe('#seccion');
    expect(localizedPath('es', '/contacto')).toBe('/contacto');
  });
});
