import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { visit } from './visit';

/**
 * A visitor's walk that leads somewhere (issue 30), at 375 and 1280 px: side by side with an action per
 * plan, a language switch that keeps the page, an error that lands in view, and no page wider than
 * the screen.
 */

async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const audit = await (include ? builder.include(include) : builder).analyze();
  return audit.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The document is exactly as wide as the viewport: nothing sticks out sideways. */
async function documentWidth(page: Page): Promise<{ document: number; viewport: number }> {
  return page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
}

/** Ticks the first plans for comparison: the checkbox on a desktop, the card's compare chip on a phone. */
async function choosePlans(page: Page, count: number, mobile: boolean): Promise<string[]> {
  const cards = page.getByTestId('plan-card');
  const controls = page.getByTestId(mobile ? 'compare-toggle' : 'compare-checkbox');
  await expect(controls.nth(count - 1)).toBeVisible();
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    await controls.nth(index).check();
    names.push((await cards.nth(index).locator('h3').textContent()) ?? '');
  }
  return names;
}

test.describe('side by side leads somewhere', () => {
  test('three plans side by side, each with its name, price and actions; on a phone two columns that swipe', async ({
    page,
  }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile';
    await visit(page, '/Comparar/Medicina-Prepagada?order=lowerPrice');
    const names = await choosePlans(page, 3, mobile);
    await page.getByTestId('open-comparison').click();
    const table = page.getByTestId('side-by-side');
    await expect(table).toBeVisible();

    const heads = table.getByTestId('side-by-side-plan');
    await expect(heads).toHaveCount(3);
    for (const [index, name] of names.entries()) {
      await expect(heads.nth(index)).toContainText(name);
      // A price in pesos, and both ways forward: the plan's detail and its request (or purchase).
      await expect(heads.nth(index)).toContainText(/\$\s?\d/);
      await expect(heads.nth(index).getByRole('link', { name: 'Ver detalle' })).toHaveCount(1);
      await expect(heads.nth(index).getByRole('link', { name: /^(Solicitar|Comprar)$/ })).toHaveCount(1);
    }
    // Rows where the plans differ are marked, and 'Ver solo diferencias' keeps only those.
    const rows = table.locator('tbody tr[data-differs]');
    const all = await rows.count();
    await table.getByTestId('only-differences').check();
    const differing = await table.locator('tbody tr[data-differs="true"]').count();
    expect(differing).toBeGreaterThan(0);
    await expect(rows).toHaveCount(differing);
    expect(differing).toBeLessThan(all);
    await table.getByTestId('only-differences').uncheck();

    // The plans' heads stay on screen while the rows scroll under them.
    const region = table.getByRole('region');
    await region.evaluate((element) => element.scrollBy(0, 600));
    await expect(heads.first()).toBeInViewport();

    if (mobile) {
      // Two plans fill the phone's width; the third is one swipe away, and snaps into place.
      const box = await region.evaluate((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
        snap: getComputedStyle(element).scrollSnapType,
      }));
      expect(box.scroll).toBeGreaterThan(box.client * 1.3);
      expect(box.snap).toContain('x');
      await expect(heads.nth(2)).not.toBeInViewport({ ratio: 0.5 });
      await region.evaluate((element) => element.scrollBy(element.clientWidth, 0));
      await expect(heads.nth(2)).toBeInViewport({ ratio: 0.9 });
    }
    const width = await documentWidth(page);
    expect(width.document).toBe(width.viewport);
    expect(await seriousViolations(page, '[data-testid=side-by-side]')).toEqual([]);

    // An action leads to the plan: the comparison closes and the plan's page shows.
    await heads.first().getByRole('link', { name: 'Ver detalle' }).click();
    await expect(table).toBeHidden();
    await expect(page.locator('h1')).toContainText(names[0] ?? '');
  });
});
