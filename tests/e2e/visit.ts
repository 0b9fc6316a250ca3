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
