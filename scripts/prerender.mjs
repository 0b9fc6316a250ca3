// Renders the public pages to HTML after `vite build` (client into dist/, server entry into dist-ssr/):
// the same React tree, machines and API client as the browser, answered by the sample backend (MSW
// handlers through msw's getResponse, as the Vite plugin does) or by the real API when VITE_API_BASE is set.
import { mkdir, readFile, writeFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getResponse } from 'msw';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const entry = join(root, 'dist-ssr', 'render-page.js');
const server = await import(pathToFileURL(entry).href);

/** Where the build-time API lives: a made-up origin the sample backend answers for. */
const SAMPLE_ORIGIN = 'http://prerender.sample';
const realApi = process.env.VITE_API_BASE;

function sampleFetch() {
  const backend = server.createSampleBackend({ leads: server.memoryLeadsStore() });
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const response = await getResponse(backend.handlers, request);
    return (
      response ??
      new Response(JSON.stringify({ message: 'Sin ruta en el backend de muestra' }), { status: 404 })
    );
  };
}

/** The API client of one site: the sample backend tells the site by the host (cl., pe., int.). */
function apiFor(country) {
  const origin =
    country === 'CO' ? SAMPLE_ORIGIN : SAMPLE_ORIGIN.replace('//', `//${country.toLowerCase()}.`);
  return server.createApiClient({
    apiBase: realApi ?? `${origin}/api/`,
    assetBase: realApi ? undefined : `${origin}/`,
    country,
    version: process.env.npm_package_version ?? 'prerender',
    internalTraffic: () => false,
    forcedRefresh: () => false,
    bearerToken: () => null,
    ...(realApi ? {} : { fetch: sampleFetch() }),
  });
}

// The shell as Vite built it; a second run finds index.html already prerendered and reads the copy.
const template = await readFile(join(dist, '__shell.html'), 'utf8').catch(() =>
  readFile(join(dist, 'index.html'), 'utf8'),
);
// Addresses without their own file get the empty shell (see the prerendered-pages Vite plugin): the
// forced site's own when VITE_COUNTRY builds one site at the root.
const rootSite = process.env.VITE_COUNTRY?.toUpperCase();
await writeFile(join(dist, '__shell.html'), rootSite ? server.siteShellHtml(template, rootSite) : template);

/** Head tags React emitted ahead of the tree move into <head>, replacing the shell's defaults. */
const HEAD_TAG = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/;
function splitHead(html) {
  let head = '';
  let rest = html;
  for (let match = HEAD_TAG.exec(rest); match; match = HEAD_TAG.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

const json = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A boundary React completed after the shell comes as hidden HTML plus an inline script that moves it
 * in place ($RC), which the site's CSP (script-src 'self') blocks. Move it here instead, the way $RC
 * does, so the page is whole without running any inline script.
 */
function inlineCompletedBoundaries(html) {
  let out = html;
  for (const match of [...html.matchAll(/<div hidden id="S:(\w+)">/g)]) {
    const id = match[1];
    const start = out.indexOf(match[0]);
    const call = out.indexOf(`$RC("B:${id}","S:${id}")`);
    if (start < 0 || call < 0) continue;
    const scriptStart = out.lastIndexOf('<script>', call);
    const content = out.slice(start + match[0].length, out.lastIndexOf('</div>', scriptStart));
    const open = `<!--$?--><template id="B:${id}"></template>`;
    const at = out.indexOf(open);
    const close = out.indexOf('<!--/$-->', at);
    if (at < 0 || close < 0) continue;
    out =
      out.slice(0, at) +
      '<!--$-->' +
      content +
      out.slice(close, start) +
      out.slice(out.indexOf('</script>', call) + 9);
  }
  // The helpers React emits ahead of the first completion (timing marks, $RC itself) go too.
  return out.replace(/<script>(?:requestAnimationFrame\(function\(\)\{\$RT|\$RB=)[^<]*<\/script>/g, '');
}

function pageHtml(address, rendered, country) {
  const { head, body: raw } = splitHead(rendered.html);
  const body = inlineCompletedBoundaries(raw);
  // The site's own shell: its brand in the noscript line and the defaults the page's head replaces.
  let html = server.siteShellHtml(template, country);
  if (head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
  if (head.includes('name="description"')) html = html.replace(/<meta\s+name="description"[^>]*>/, '');
  const data = `<script type="application/json" id="${server.RECORDED_ANSWERS_ID}">${json({ address, answers: rendered.answers, prefetched: rendered.prefetched })}</script>`;
  // An en or pt page says its language from the first byte, a Spanish one its site's locale (§3
  // Countries: es-CO, es-CL, es-PE, the international site es-CL); the browser sets the same on boot.
  const lang = /^\/(en|pt)(\/|$)/.exec(address)?.[1] ?? server.SITE_COUNTRIES[country].locale;
  if (lang) html = html.replace(/<html lang="[^"]*">/, `<html lang="${lang}">`);
  return html
    .replace('</head>', `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>\n    ${data}`);
}

// One build, four sites: Colombia at dist/, the others under dist/sites/{cl,pe,int}/ (the preview server
// and docs/deploy.md pick the folder by host). VITE_COUNTRY builds that one site at the root.
const forced = process.env.VITE_COUNTRY;
const countries = forced ? [forced.toUpperCase()] : ['CO', 'CL', 'PE', 'INT'];
/** Pages rendered at once: each mostly waits on its answers, so a few overlap well on two cores. */
const CONCURRENCY = Number(process.env.PRERENDER_CONCURRENCY ?? 4);
const started = Date.now();
const failures = [];
let rendered = 0;
const jobs = [];
for (const country of countries) {
  const api = apiFor(country);
  const siteDir = join(dist, server.siteDirectory(country, forced));
  await mkdir(siteDir, { recursive: true });
  if (siteDir !== dist)
    await writeFile(join(siteDir, '__shell.html'), server.siteShellHtml(template, country));
  // Each site's sitemap.xml and robots.txt beside its pages (the sample backend writes them per host),
  // and the translation files the browser fetches (i18n/{lang}.json, the site's own texts, the same on
  // every site): a static host serves them all with no backend (docs/deploy.md).
  const origin =
    country === 'CO' ? SAMPLE_ORIGIN : SAMPLE_ORIGIN.replace('//', `//${country.toLowerCase()}.`);
  const fetchSample = sampleFetch();
  const siteFile = async (file) => {
    const response = await fetchSample(`${origin}/${file}`);
    if (!response.ok) throw new Error(`the sample backend answered ${response.status} for ${file}`);
    await mkdir(dirname(join(siteDir, file)), { recursive: true });
    await writeFile(join(siteDir, file), await response.text());
  };
  if (!realApi) for (const file of ['sitemap.xml', 'robots.txt']) await siteFile(file);
  // es is bundled with the code (core/adapters/i18n/translator.ts); en and pt are downloaded.
  for (const lang of ['en', 'pt']) await siteFile(`i18n/${lang}.json`);
  for (const address of await server.publicAddresses(api, country))
    jobs.push({ country, api, siteDir, address });
}
async function worker() {
  for (let job = jobs.shift(); job !== undefined; job = jobs.shift()) {
    const { country, api, siteDir, address } = job;
    try {
      const page = await server.renderPage(address, api, country);
      // The file lives where a server looks for the decoded path (a static host, nginx's $uri).
      const path = decodeURIComponent(address);
      const file = path === '/' ? join(siteDir, 'index.html') : join(siteDir, path, 'index.html');
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, pageHtml(address, page, country));
      rendered += 1;
      if (process.env.PRERENDER_VERBOSE)
        console.log(
          `prerendered ${country} ${address} (${page.page}, ${Object.keys(page.answers).length} answers)`,
        );
    } catch (cause) {
      failures.push(`${country} ${address}`);
      console.error(`could not prerender ${country} ${address}`, cause);
    }
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
console.log(
  `prerendered ${rendered} of ${rendered + failures.length} pages (${countries.join(', ')}) in ${Date.now() - started} ms`,
);
await rm(join(root, 'dist-ssr'), { recursive: true, force: true });
// A page that could not be rendered would ship as the empty shell's address: fail the build instead.
if (failures.length > 0) process.exit(1);
