import { expect, test } from '@playwright/test';

/** Text that only the inspector, MSW or test code carry: none may reach a visitor's browser. */
const FORBIDDEN = [
  { what: 'XState inspector', marker: 'createBrowserInspector' },
  { what: 'XState inspector', marker: '@statelyai' },
  { what: 'local actor inspector', marker: 'Enviar un evento: actor' },
  { what: 'MSW', marker: '[MSW]' },
  { what: 'MSW', marker: 'mockServiceWorker' },
  { what: 'fast-check', marker: 'fast-check' },
  { what: 'vitest', marker: '__vitest' },
  { what: 'test fakes', marker: 'fakeBrowser' },
];

test('the scripts a visitor loads carry no inspector, MSW or test code', async ({ page }) => {
  // Collect what the browser loads, then read each script once the pages are done with them.
  const urls = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) urls.add(response.url());
  });
  for (const path of ['/', '/not-found', '/Comparar/Medicina-Prepagada', '/Comparar/Empresas']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(urls.size).toBeGreaterThan(0);
  const scripts = await Promise.all(
    [...urls].map(async (url) => [url, await (await page.request.get(url)).text()] as const),
  );
  const found = scripts.flatMap(([url, body]) =>
    FORBIDDEN.filter(({ marker }) => body.includes(marker)).map(
      ({ what, marker }) => `${what} (${marker}) in ${url}`,
    ),
  );
  expect(found).toEqual([]);
});
