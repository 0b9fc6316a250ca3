import { expect, test, type Page } from '@playwright/test';

const COMPARATOR = '/Comparar/Medicina-Prepagada';
const DETAIL = '/Medicina-Prepagada/colmedica/Colmedica-Plan-Oro';

/** What a crawler without JavaScript reads: the raw HTML of an address. */
async function rawHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { headers: { accept: '*/*' } });
  expect(response.ok()).toBe(true);
  return response.text();
}

const jsonLdBlocks = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as unknown,
  );

interface ListedProduct {
  item: { name: string; offers: { price: number; priceCurrency: string } };
}

test.describe('prerendered pages', () => {
  test('a comparator without JavaScript shows plan names, prices, its canonical link and JSON-LD', async ({
    page,
  }) => {
    const html = await rawHtml(page, COMPARATOR);
    expect(html).toContain(
      '<link rel="canonical" href="https://www.queseguro.co/Comparar/Medicina-Prepagada"/>',
    );
    expect(html).toContain('<title>Comparar Medicina Prepagada | QueSeguro</title>');
    const [list] = jsonLdBlocks(html) as [{ '@type': string; itemListElement: ListedProduct[] }];
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement.length).toBeGreaterThan(0);
    // Every listed plan is in the visible HTML with a price in pesos.
    for (const { item } of list.itemListElement) {
      expect(html).toContain(item.name.replace(/&/g, '&amp;'));
      expect(item.offers.priceCurrency).toBe('COP');
      expect(item.offers.price).toBeGreaterThan(0);
    }
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toMatch(/\$\s?[\d.]+/);
  });

  test('a prerendered page is sent compressed (brotli or gzip, as the browser accepts)', async ({ page }) => {
    for (const [accepted, sent] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await page.request.get(COMPARATOR, {
        headers: { accept: 'text/html', 'accept-encoding': accepted },
      });
      expect(response.headers()['content-encoding']).toBe(sent);
      expect(await response.text()).toContain('<link rel="canonical"');
    }
  });

  test('a detail page without JavaScript shows the plan, its price, its canonical link and JSON-LD', async ({
    page,
  }) => {
    const html = await rawHtml(page, DETAIL);
    expect(html).toContain(`<link rel="canonical" href="https://www.queseguro.co${DETAIL}"/>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const blocks = jsonLdBlocks(html) as Array<{ '@type': string }>;
    const product = blocks.find((block) => block['@type'] === 'Product') as
      { name: string; offers: { price: number; priceCurrency: string } } | undefined;
    expect(product?.name).toBe('Colmédica Plan Oro');
    expect(product?.offers.priceCurrency).toBe('COP');
    expect(blocks.map((block) => block['@type'])).toContain('BreadcrumbList');
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain('<h1');
    expect(body).toContain('Colmédica Plan Oro');
    expect(body).toMatch(/\$\s?[\d.]{5,}/);
  });

  test('crawlers get the same HTML as browsers', async ({ page }) => {
    const asBrowser = await rawHtml(page, DETAIL);
    for (const agent of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'bingbot/2.0', 'AhrefsBot/7.0']) {
      const response = await page.request.get(DETAIL, { headers: { accept: '*/*', 'user-agent': agent } });
      expect(await response.text()).toBe(asBrowser);
    }
  });

  test('every public page has its own title, canonical link and content', async ({ page }) => {
    for (const path of [
      '/',
      '/Comparar/EPS',
      '/Comparar/Polizas-de-Salud',
      '/Comparar/Empresas',
      '/Comparar/Mascotas',
      '/EPS',
      '/Seguros',
      '/Medicina-Prepagada',
      '/Clinicas-y-Hospitales',
      '/Sitemap-Products',
      '/QS-Blog',
      '/contacto',
      '/Seguros/allianz',
      '/Seguros/allianz/Allianz-Mascotas-Total',
    ]) {
      const html = await rawHtml(page, path);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<link rel="canonical" href="https://www.queseguro.co${path}"/>`);
      expect(html).toContain('<h1');
    }
  });

  test('a page without prerendered HTML gets the empty shell, not the home page', async ({ page }) => {
    const html = await rawHtml(page, '/preview');
    expect(html).toContain('<div id="root"></div>');
  });

  for (const path of ['/', COMPARATOR, DETAIL]) {
    test(`${path} hydrates without errors, without asking again for what it shows, and does not move with its code late @layout`, async ({
      page,
    }) => {
      const problems = watchProblems(page);
      const compareCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/insurance/compare')) compareCalls.push(request.url());
      });
      const pageCode = await holdPageCode(page);
      await watchLayoutShifts(page);
      await page.goto(path, { waitUntil: 'commit' });
      // The prerendered page shows before its code: the code comes once it has.
      await expect(page.locator('h1')).toBeVisible();
      pageCode.release();
      await pageCode.arrived;
      await page.waitForLoadState('networkidle');
      // The prerendered HTML was kept: React hydrated it rather than drawing the page again.
      await expect(page.locator('html')).toHaveAttribute('data-rendered', 'hydrated');
      // React itself: the page's heading node carries React's fiber key (a renderer of its own would not).
      const reactKeys = await page
        .locator('h1')
        .first()
        .evaluate((node) => Object.keys(node).filter((key) => key.startsWith('__reactFiber$')).length);
      expect(reactKeys).toBe(1);
      if (path === COMPARATOR) {
        // Hydrated: the page's buttons answer (React has attached its handlers).
        // One click once the page is live: repeated clicks would close a modal whose code is still on its way.
        const dialog = page.getByRole('dialog');
        await expect(page.locator('html[data-page-ready]')).toHaveCount(1);
        await page.getByTestId('profile-open').click();
        await expect(dialog).toBeVisible({ timeout: 10_000 });
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      } else {
        await expect(page.getByRole('link', { name: 'Comparar pólizas de salud' }).first()).toBeVisible();
      }
      // Laid out for both viewports by CSS until the page knows its own: nothing moves on hydration.
      expect(await layoutShift(page)).toBeLessThan(0.02);
      expect(problems).toEqual([]);
      expect(compareCalls).toEqual([]);
    });
  }

  test('a page that is not prerendered keeps its space while its code loads: the footer does not jump @layout', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    const pageCode = await holdPageCode(page);
    await watchLayoutShifts(page);
    await page.goto('/not-found', { waitUntil: 'commit' });
    // The page's frame shows before its code: the code comes once it has.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    pageCode.release();
    await pageCode.arrived;
    await expect(page.locator('h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThan(0.02);
    // The address is unknown: its HTTP status is 404 by design, the one resource the console names.
    expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
  });
});

function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Holds every page chunk (…-page-….js) until `release` is called, as code that comes late; `arrived`
 * resolves once the first one has.
 */
async function holdPageCode(page: Page): Promise<{ release: () => void; arrived: Promise<unknown> }> {
  const pattern = /\/assets\/[\w-]+-page-[\w-]+\.js$/;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return { release, arrived: page.waitForResponse(pattern) };
}

async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { value: 0 };
    (window as unknown as { __cls: typeof shifts }).__cls = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) shifts.value += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's cumulative layout shift so far, read after two frames so the last one is counted. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { __cls: { value: number } }).__cls.value),
          ),
        ),
      ),
  );
}
