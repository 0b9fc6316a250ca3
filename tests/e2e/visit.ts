import { expect, type Page } from '@playwright/test';

/**
 * Opens an address and waits until its page is live (rendered, or hydrated over its prerendered HTML):
 * before that, a prerendered page shows its content but its buttons and fields do not answer yet.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await pageReady(page);
}

export async function reload(page: Page): Promise<void> {
  await page.reload();
  await pageReady(page);
}

export async function pageReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 15_000 });
}

/**
 * Opens an address on the empty page shell instead of its prerendered HTML, as a page the build did not
 * prerender (or one reached by the site's own links): its code then makes every call itself, which is
 * what a spec that faults those calls needs.
 */
export async function gotoUnrendered(page: Page, path: string): Promise<void> {
  const pathname = new URL(path, 'http://site').pathname;
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch({ url: new URL('/__shell.html', route.request().url()).toString() });
      return route.fulfill({ response });
    },
  );
  await page.goto(path);
}
