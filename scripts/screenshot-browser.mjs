// What every screenshot script shares: Chromium, the screenshots/ folder, and a page at 375 px and at
// 1280 px that prints the page's errors and warnings.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import chromiumFlags from './chromium.json' with { type: 'json' };

/** Runs `shoot(page, width)` on a fresh page at each width, then closes the browser. */
export async function atEachWidth(shoot) {
  mkdirSync('screenshots', { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumFlags.executablePath,
    args: chromiumFlags.args,
  });
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 800 : 900 } });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        console.log(`[${width}] console ${message.type()}:`, message.text());
    });
    page.on('pageerror', (error) => console.log(`[${width}] page error:`, error.message));
    await shoot(page, width);
    await page.close();
  }
  await browser.close();
}
