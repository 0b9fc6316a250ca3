import { expect, test } from '@playwright/test';

/** Text that only the inspector, MSW or test code carry: none may reach a visitor's browser. */
const FORBIDDEN = [
  { what: 'XState inspector', marker: 'createBrowserInspector' },
  { what: 'XState inspector', marker: '@statelyai' },
  { what: 'MSW', marker: '[MSW]' },
  { what: 'MSW', marker: 'mockServiceWorker' },
  { what: 'fast-check', marker: 'fast-check' },
  { what: 'vitest', marker: '__vitest' },
  { what: 'test fakes', marker: 'fakeBrowser' },
];

test('the scripts a visitor loads carry no inspector, MSW or test code', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the bundle is the same for every viewport');
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok())
      scripts.set(response.url(), await response.text());
  });
  for (const path of ['/', '/not-found', '/Comparar/Medicina-Prepagada', '/Comparar/Empresas']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(scripts.size).toBeGreaterThan(0);
  const found = [...scripts].flatMap(([url, body]) =>
    FORBIDDEN.filter(({ marker }) => body.includes(marker)).map(
      ({ what, marker }) => `${what} (${marker}) in ${url}`,
    ),
  );
  expect(found).toEqual([]);
});
