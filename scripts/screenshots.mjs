// Screenshots of pages at 375 px and 1280 px, to look at what a visitor sees:
// node scripts/screenshots.mjs [baseUrl] [path ...]  → screenshots/<name>-<width>.png
import { atEachWidth } from './screenshot-browser.mjs';

const [base = 'http://127.0.0.1:4173', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/', '/not-found'];
await atEachWidth(async (page, width) => {
  for (const path of targets) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(Number(process.env.SHOT_WAIT ?? 600));
    const name = path.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home';
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: process.env.FULL === '1' });
    console.log(`screenshots/${name}-${width}.png`, page.url());
  }
});
