import { expect, test } from '@playwright/test';
import { visit } from './visit';

/** Deep links land where they point, and a partner subdomain's head is the partner's. */
test.describe('deep links and partner heads', () => {
  test('a provider under the wrong section goes to its own; a bare /Compra-Online to the comparator that sells online', async ({
    page,
  }) => {
    await visit(page, '/Seguros/x/compensar');
    await expect(page).toHaveURL(/\/EPS\/compensar$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compensar');
    await visit(page, '/Compra-Online');
    await expect(page).toHaveURL(/\/Comparar\/Polizas-de-Salud$/);
    await expect(page.getByTestId('plan-card').first()).toBeVisible({ timeout: 20_000 });
    await visit(page, '/preview?slug=quienes-somos');
    const description = await page.locator('meta[name="description"]').first().getAttribute('content');
    expect(description).not.toMatch(/^[a-zA-Z]+\.[a-zA-Z]+$/);
  });

  test('/Comparar/{section}/{product} shows the comparison with that plan first and open, canonical on the section', async ({
    page,
    baseURL,
  }) => {
    await visit(page, '/Comparar/Medicina-Prepagada/Colmedica-Plan-Oro');
    const first = page.getByTestId('plan-card').first();
    await expect(first).toBeVisible({ timeout: 20_000 });
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('Colmédica Plan Oro');
    await expect(page.getByTestId('plan-card')).not.toHaveCount(1);
    const modal = page.getByTestId('plan-detail-modal');
    await expect(modal).toBeVisible({ timeout: 20_000 });
    await expect(modal.getByRole('heading', { level: 1 })).toContainText('Oro');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/Comparar\/Medicina-Prepagada$/,
    );
    // Closed, it stays closed: the comparison is still the section's, the named plan first.
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(`${baseURL}/Comparar/Medicina-Prepagada/Colmedica-Plan-Oro`);
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('Colmédica Plan Oro');
  });

  test("a partner subdomain's title, description and image are the partner's", async ({ page, baseURL }) => {
    const partner = (baseURL ?? '').replace('127.0.0.1', 'bienestar.localhost');
    await visit(page, `${partner}/contacto`);
    await expect(page).toHaveTitle('Bienestar | Compara planes de salud');
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      'Planes de salud para afiliados de la caja Bienestar.',
    );
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://bienestar.queseguro.co/compartir.png',
    );
    await expect(page.locator('body title')).toHaveCount(0);
  });
});
