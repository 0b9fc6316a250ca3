import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { visit } from './visit';

/** Serious and critical violations only: the bar issue 14 sets for every public page. */
async function seriousViolations(page: Page): Promise<string[]> {
  const audit = await new AxeBuilder({ page }).analyze();
  return audit.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

// visitor-walk.spec.ts audits the home, the company comparator, a plan page, an insurer page, the
// purchase and the contact page at both widths, compare.spec.ts the prepaid-medicine comparator on the
// desktop, site-pages.spec.ts a listing and a blog article: here, the other comparators, the
// prepaid-medicine one at 375 px, and the not-found page.
const PAGES = [
  '/Comparar/EPS',
  '/Comparar/Polizas-de-Salud',
  '/Comparar/Medicina-Prepagada',
  '/Comparar/Mascotas',
  '/not-found',
];

// On the desktop; the prepaid-medicine comparator at 375 px (its filters behind 'Filtros', its cards).
test.describe('accessibility (axe: no serious or critical violation)', () => {
  // axe reads every card of a comparator: slow on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  for (const path of PAGES) {
    test(path === '/Comparar/Medicina-Prepagada' ? `${path} @mobile` : path, async ({ page }) => {
      await visit(page, path);
      await expect(page.locator('h1')).toBeVisible();
      if (path.startsWith('/Comparar')) await expect(page.getByTestId('plan-card').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the profile modal, open', async ({ page }) => {
    await visit(page, '/Comparar/Medicina-Prepagada');
    await page.getByTestId('profile-open').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Comparar' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('keyboard alone', () => {
  test('skip link, then the profile dialog opens with Enter, closes with Escape and gives focus back', async ({
    page,
  }) => {
    await visit(page, '/Comparar/Medicina-Prepagada');
    await expect(page.getByTestId('plan-card').first()).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    // Focus is visible: the focused element draws an outline.
    const outline = await skip.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#contenido$/);

    const opener = page.getByTestId('profile-open');
    await opener.focus();
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Focus moves into the dialog and stays there while it is open.
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    const openerOutline = await opener.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(openerOutline).not.toBe('none');
  });

  test('a comparison section is reached and opened from the home page by keyboard', async ({ page }) => {
    await visit(page, '/');
    await expect(page.locator('h1')).toBeVisible();
    const cta = page.getByRole('link', { name: 'Comparar pólizas de salud' }).first();
    for (let step = 0; step < 40; step += 1) {
      if (await cta.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(cta).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/Comparar\/Polizas-de-Salud$/);
    await expect(page.getByTestId('plan-card').first()).toBeVisible();
  });

  test('the tabs of a plan are reached and followed by keyboard', async ({ page }) => {
    await visit(page, '/Medicina-Prepagada/colmedica/Colmedica-Plan-Oro');
    const tab = page.getByRole('link', { name: 'Exclusiones', exact: true }).first();
    for (let step = 0; step < 80; step += 1) {
      if (await tab.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(tab).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/Colmedica-Plan-Oro\/Exclusiones$/);
  });

  test('the customer portal dialog closes with Escape and gives focus back to its button', async ({
    page,
  }) => {
    // On phones the button sits in the menu sheet (site-pages.spec.ts opens it there by keyboard).
    await visit(page, '/contacto');
    const opener = page.getByRole('navigation', { name: 'Principal' }).getByRole('button', {
      name: 'Portal clientes',
    });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Portal clientes' });
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
