import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEsTranslator } from '../../core/adapters/i18n/es-translator';
import { createTranslator } from '../../core/adapters/i18n/i18next-translator';
import { loadTranslator } from '../../core/adapters/i18n/translator';
import {
  ES_TEXTS,
  HOME_PAGE_ES,
  SHELL_ES,
  SITE_PAGES_ES,
  type WrongTranslateParameter,
} from '../../core/domain';
import type { ApiClient } from '../../core/domain/api';

// Every key as i18next names it, and the base key of each plural pair.
const keys = Object.entries(ES_TEXTS).flatMap(([namespace, texts]) =>
  Object.keys(texts).flatMap((key) => {
    const plural = /^(.*)_(one|other)$/.exec(key);
    return plural ? [`${namespace}.${key}`, `${namespace}.${plural[1]}`] : [`${namespace}.${key}`];
  }),
);

const reference = createTranslator('es', null);
// The reader over every es text (a page's translator holds the shell's and its page's packs).
const es = createEsTranslator(undefined, undefined, [ES_TEXTS]);

describe('es translator: the bundled texts read exactly as i18next reads them', () => {
  it('gives i18next’s text for every key, plural and parameter', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...keys, 'common.nope', 'nope', 'common'),
        fc.record(
          {
            count: fc.oneof(fc.constantFrom(0, 1, 2, 5, 21, 1_000_000), fc.nat()),
            page: fc.nat(),
            name: fc.string(),
            title: fc.string(),
            email: fc.emailAddress(),
            flag: fc.boolean(),
          },
          { requiredKeys: [] },
        ),
        (key, params) => {
          expect(es.t(key, params)).toBe(reference.t(key, params));
          expect(es.t(key, JSON.stringify(params))).toBe(reference.t(key, JSON.stringify(params)));
        },
      ),
    );
  });

  it('reports a text parameter that is not a JSON object and leaves it out, as before', () => {
    const reported: WrongTranslateParameter[] = [];
    const translator = createEsTranslator((error) => reported.push(error));
    expect(translator.t('common.page', 'page=2')).toBe(reference.t('common.page', 'page=2'));
    expect(reported).toEqual([
      { kind: 'wrong-translate-parameter', message: 'Wrong parameter in TranslatePipe', parameter: 'page=2' },
    ]);
  });

  it('starts with the shell’s texts; a page’s texts are there once its pack joins, never before', () => {
    const missing: string[] = [];
    const shell = createEsTranslator(undefined, (key) => missing.push(key));
    expect(shell.t('common.retry')).toBe('Reintentar');
    expect(shell.t('home.title')).toBe('home.title');
    expect(missing).toEqual(['home.title']);
    const home = shell.withTexts(HOME_PAGE_ES);
    expect(home.t('home.title')).toBe(ES_TEXTS.home.title);
    expect(home.t('common.retry')).toBe('Reintentar');
    expect(home.withTexts(HOME_PAGE_ES)).toBe(home);
    expect(missing).toEqual(['home.title']);
  });

  it('reads a namespace split between the shell (the head’s titles) and a page’s pack', () => {
    const shell = createEsTranslator();
    expect(shell.t('listing.EPS')).toBe(SHELL_ES.listing.EPS);
    const site = shell.withTexts(SITE_PAGES_ES);
    expect(site.t('listing.EPS')).toBe(ES_TEXTS.listing.EPS);
    expect(site.t('listing.seePlans')).toBe(ES_TEXTS.listing.seePlans);
    expect(shell.t('listing.seePlans')).toBe('listing.seePlans');
  });

  it('never reports a missing translation in es', () => {
    expect(keys.some((key) => es.isMissing(key))).toBe(false);
    expect(es.isMissing('common.nope')).toBe(false);
  });

  it('es asks the API for nothing; en loads its file', async () => {
    const asked: string[] = [];
    const api = {
      i18n: async (lang: string) => {
        asked.push(lang);
        return { ok: true as const, value: { common: { retry: 'Retry' } } };
      },
    } as unknown as ApiClient;
    expect((await loadTranslator(api, 'es')).t('common.retry')).toBe('Reintentar');
    const en = await loadTranslator(api, 'en');
    expect(en.t('common.retry')).toBe('Retry');
    expect(en.t('common.contact')).toBe('Contacto');
    expect(en.isMissing('common.contact')).toBe(true);
    expect(asked).toEqual(['en']);
  });
});
