import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
// @ts-expect-error a plain ES module shared with scripts/bench.mjs
import { scriptBytesWhileLoading } from '../../scripts/wire-bytes.mjs';

interface Budget {
  /** KB of script over the wire while the page loads. */
  readonly wire: { readonly budget: number };
}
type Measure = (
  page: import('@playwright/test').Page,
  url: string,
) => Promise<{ total: number; scripts: Array<{ url: string; bytes: number }> }>;

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as { pages: Record<string, Budget> };
const measure = scriptBytesWhileLoading as Measure;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

// What a phone downloads: every script the page fetches until the network is quiet, counted in bytes
// (what was sent, not how long it took).
test.describe('script budgets (bench/budgets.json)', () => {
  for (const [path, budget] of Object.entries(budgets.pages)) {
    test(`${path} fetches at most ${budget.wire.budget} KB of script while it loads`, async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'mobile', 'measured as a phone loads it (375 px)');
      const fetched = await measure(page, path);
      const detail = fetched.scripts
        .sort((a, b) => b.bytes - a.bytes)
        .map((script) => `${kb(script.bytes)} KB ${new URL(script.url).pathname}`)
        .join('\n');
      // Every script was counted: the site's own code is among them.
      expect(fetched.scripts.length, detail).toBeGreaterThan(2);
      expect(kb(fetched.total), `scripts fetched by ${path}:\n${detail}`).toBeLessThanOrEqual(
        budget.wire.budget,
      );
    });
  }
});
