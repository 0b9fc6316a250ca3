// One-off conversion (issue 29): the site's en and pt texts, written as TypeScript in
// core/adapters/sample-backend/catalogue/i18n-*.ts, become i18next resource files, one per language and
// namespace, at core/domain/texts/locales/{en,pt}/{namespace}.json, beside the Spanish texts.
//
//   node scripts/i18n-ts-to-json.mjs
//
// Vite's module runner reads the TypeScript modules as the site does (extensionless imports). Each run
// rewrites both folders whole, so a namespace gone from the TypeScript is gone from the JSON too. The
// sample backend's earlier keys (i18n.ts's BASE: common.perMonth, profile.*, errors.*, referral.*), which
// no screen reads and es does not hold, are not carried over; `routes` is built from the route table.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'core/adapters/sample-backend/catalogue/i18n-site.ts');
const target = join(root, 'core/domain/texts/locales');

const { module } = await runnerImport(source);
const languages = { en: module.EN_TEXTS, pt: module.PT_TEXTS };

for (const [lang, texts] of Object.entries(languages)) {
  if (!texts || typeof texts !== 'object') throw new Error(`${source} exports no texts for ${lang}`);
  const folder = join(target, lang);
  await mkdir(folder, { recursive: true });
  for (const file of await readdir(folder)) if (file.endsWith('.json')) await rm(join(folder, file));
  let keys = 0;
  for (const [namespace, entries] of Object.entries(texts)) {
    if (!/^[A-Za-z][\w-]*$/.test(namespace)) throw new Error(`namespace '${namespace}' is no file name`);
    for (const [key, text] of Object.entries(entries))
      if (typeof text !== 'string') throw new Error(`${lang} ${namespace}.${key} is not a text`);
    keys += Object.keys(entries).length;
    await writeFile(join(folder, `${namespace}.json`), `${JSON.stringify(entries, null, 2)}\n`);
  }
  console.log(`${lang}: ${Object.keys(texts).length} namespaces, ${keys} keys -> ${folder}`);
}
