import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 24: the build writes every file a static host needs, and every page carries its share tags.
 * The static host here is a plain file server over dist/ that answers as the nginx block of
 * docs/deploy.md does (the file, else the folder's index.html, else the empty shell): no sample
 * backend, no preview server.
 */
const DIST = join(process.cwd(), 'dist');
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
};

async function fileFor(pathname: string): Promise<string | null> {
  const path = normalize(join(DIST, decodeURIComponent(pathname)));
  if (!path.startsWith(DIST)) return null;
  for (const candidate of [path, join(path, 'index.html'), join(DIST, '__shell.html')]) {
    const found = await stat(candidate).catch(() => null);
    if (found?.isFile()) return candidate;
    // $uri =404 for the code's files: a missing chunk is never the page.
    if (pathname.startsWith('/assets/')) return null;
  }
  return null;
}

function staticHost(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://static');
    void fileFor(pathname).then(async (file) => {
      if (!file) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(await readFile(file));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    }),
  );
}

const meta = (page: Page, attribute: 'property' | 'name', key: string) =>
  page.locator(`head meta[${attribute}="${key}"]`);

async function expectShareTags(page: Page, title: RegExp) {
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/^https:\/\//);
  await expect(meta(page, 'property', 'og:title')).toHaveAttribute('content', title);
  await expect(meta(page, 'property', 'og:url')).toHaveAttribute('content', canonical ?? '');
  await expect(meta(page, 'property', 'og:type')).toHaveAttribute('content', 'website');
  const description = await page.locator('head meta[name="description"]').getAttribute('content');
  await expect(meta(page, 'property', 'og:description')).toHaveAttribute('content', description ?? '');
  await expect(meta(page, 'name', 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
  await expect(meta(page, 'name', 'twitter:title')).toHaveAttribute('content', title);
  await expect(meta(page, 'name', 'twitter:description')).toHaveAttribute('content', description ?? '');
  const image = await meta(page, 'property', 'og:image').getAttribute('content');
  expect(image).toMatch(/^https:\/\/.+\.(jpg|png)$/);
  await expect(meta(page, 'name', 'twitter:image')).toHaveAttribute('content', image ?? '');
  // One of each: the prerendered tags and the live page's are the same tags, never two sets.
  await expect(meta(page, 'property', 'og:title')).toHaveCount(1);
}

test.describe('a static host', () => {
  test.skip(() => test.info().project.name === 'mobile', 'layout-independent');
  let host: { server: Server; origin: string };
  test.beforeAll(async () => {
    host = await staticHost();
  });
  test.afterAll(async () => {
    await new Promise((resolve) => host.server.close(resolve));
  });

  test('serves the sitemap, robots.txt, the translations and the English pages from dist/ alone', async ({
    page,
    request,
  }) => {
    const sitemap = await request.get(`${host.origin}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset');
    expect(xml).toContain('<loc>https://www.queseguro.co/</loc>');
    const robots = await (await request.get(`${host.origin}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: https:\/\/www\.queseguro\.co\/sitemap\.xml/);
    // The texts the browser downloads for an English or Portuguese page.
    for (const lang of ['en', 'pt']) {
      const texts = await request.get(`${host.origin}/i18n/${lang}.json`);
      expect(texts.status()).toBe(200);
      expect(Object.keys((await texts.json()) as object).length).toBeGreaterThan(10);
    }
    // Chile's site has its own sitemap and the same translations in its folder.
    const chile = await (await request.get(`${host.origin}/sites/cl/sitemap.xml`)).text();
    expect(chile).toContain('queplan.cl');
    expect((await request.get(`${host.origin}/sites/cl/i18n/en.json`)).status()).toBe(200);

    const translations = page.waitForResponse((response) => response.url().endsWith('/i18n/en.json'));
    await page.goto(`${host.origin}/en/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Compare health insurance');
    // Once the code runs it downloads the English texts from the same host, and stays in English.
    expect((await translations).status()).toBe(200);
    await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Compare health insurance');
    await expectShareTags(page, /QueSeguro/);
    await expect(meta(page, 'property', 'og:locale')).toHaveAttribute('content', 'en_US');
    await expect(meta(page, 'property', 'og:url')).toHaveAttribute('content', 'https://www.queseguro.co/en');
  });
});

test.describe('share tags', () => {
  test.skip(() => test.info().project.name === 'mobile', 'layout-independent');

  test('home, a comparator and a plan page carry their own, prerendered and live', async ({
    page,
    request,
  }) => {
    // In the prerendered HTML, before any script runs: what a link preview reads.
    const html = await (await request.get('/Comparar/Polizas-de-Salud')).text();
    expect(html).toMatch(
      /<meta property="og:url" content="https:\/\/www\.queseguro\.co\/Comparar\/Polizas-de-Salud"/,
    );
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);

    await page.goto('/');
    await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 15_000 });
    await expectShareTags(page, /QueSeguro/);
    await expect(meta(page, 'property', 'og:locale')).toHaveAttribute('content', 'es_CO');
    const image = await meta(page, 'property', 'og:image').getAttribute('content');
    expect((await request.get(new URL(image ?? '', 'http://site').pathname)).status()).toBe(200);

    await page.goto('/Comparar/Polizas-de-Salud');
    await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 15_000 });
    await expectShareTags(page, /pólizas de salud/i);

    const plan = '/Medicina-Prepagada/colsanitas/Colsanitas-Plan-Integral-Plus';
    await page.goto(plan);
    await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 15_000 });
    await expectShareTags(page, /Plan Integral Plus/);
    await expect(meta(page, 'property', 'og:url')).toHaveAttribute(
      'content',
      `https://www.queseguro.co${plan}`,
    );

    // A client navigation brings the next page's tags, not a second set.
    await page
      .getByRole('link', { name: /Inicio|QueSeguro/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(meta(page, 'property', 'og:url')).toHaveAttribute('content', 'https://www.queseguro.co/');
    await expect(meta(page, 'property', 'og:title')).toHaveCount(1);
  });
});
