import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ES_TEXTS } from '../../core/domain';
import { TRANSLATIONS } from '../../core/adapters/sample-backend/catalogue/translations';

// The site speaks es, en and pt (§ languages): en and pt are i18next resource files beside the Spanish
// texts, one file per language and namespace; es is the TypeScript the site bundles.
const LOCALES = join(import.meta.dirname, '../../core/domain/texts/locales');

/** A language's files as namespace -> key -> text, read from disk. */
function filesOf(lang: string): Record<string, Record<string, unknown>> {
  const folder = join(LOCALES, lang);
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(folder, file), 'utf8'))]),
  );
}

const keysOf = (texts: Record<string, object>) =>
  Object.entries(texts)
    .flatMap(([namespace, entries]) => Object.keys(entries).map((key) => `${namespace}.${key}`))
    .sort();

describe.each(['en', 'pt'])('the %s resource files', (lang) => {
  const files = filesOf(lang);

  it('hold exactly the keys of the es texts, namespace by namespace: none missing, none extra', () => {
    expect(Object.keys(files).sort()).toEqual(Object.keys(ES_TEXTS).sort());
    expect(keysOf(files)).toEqual(keysOf(ES_TEXTS));
  });

  it('say every key as text, empty only where es says nothing', () => {
    const es = ES_TEXTS as unknown as Record<string, Record<string, string>>;
    for (const [namespace, entries] of Object.entries(files))
      for (const [key, text] of Object.entries(entries)) {
        expect(typeof text, `${namespace}.${key}`).toBe('string');
        if (es[namespace]?.[key] !== '') expect((text as string).trim(), `${namespace}.${key}`).not.toBe('');
      }
  });

  it('are what the sample backend serves at i18n/' + lang + '.json, with the translated addresses', () => {
    const { routes, ...served } = TRANSLATIONS[lang as 'en' | 'pt'];
    expect(served).toEqual(files);
    expect(routes).toMatchObject({ contacto: lang === 'en' ? 'contact' : 'contato' });
  });
});
