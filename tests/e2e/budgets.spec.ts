import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
// @ts-expect-error a plain ES module shared with scripts/bench.mjs
import { firstView } from '../../scripts/first-view.mjs';

/** `budget` is enforced; `target` is the goal, shown beside it in the test's name. */
interface Limit {
  readonly budget: number;
  readonly target: number;
}
interface Budget {
  readonly module: string;
  /** The page flows the page waits for (loaded with it by the root), counted in its first view. */
  readonly flows?: readonly string[];
  readonly js: Limit;
  readonly css: Limit;
}
interface Sizes {
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}
type FirstView = (
  dist: string,
  module: string,
  flows?: readonly string[],
) => { js: Sizes; css: Sizes; files: Array<Sizes & { file: string }> };

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as { pages: Record<string, Budget> };
const measure = firstView as FirstView;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

// The preview server the suite starts has just built dist/; the sizes are the build's, not a timing.
test.describe('first-view budgets (bench/budgets.json)', () => {
  for (const [path, budget] of Object.entries(budgets.pages)) {
    test(`${path}: JS at most ${budget.js.budget} KB (target ${budget.js.target}) and CSS at most ${budget.css.budget} KB gzip`, async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the bundle is the same for every viewport');
      await page.goto(path); // the build is done once the server answers
      const view = measure('dist', budget.module, budget.flows);
      const detail = view.files.map((file) => `${file.file} ${kb(file.gzip)} KB`).join('\n');
      expect(kb(view.js.gzip), `first-view JS of ${path}:\n${detail}`).toBeLessThanOrEqual(budget.js.budget);
      expect(kb(view.css.gzip), `first-view CSS of ${path}:\n${detail}`).toBeLessThanOrEqual(
        budget.css.budget,
      );
    });
  }
});
