import { expect, test } from '@playwright/test';
import { reload, visit } from './visit';

/**
 * "Which plans include my clinic?": 'Mi clínica' in every comparator whose plans have a clinic
 * network, searchable, with counts, in the address, kept on reload; the plan's network marks it.
 */
test.describe("'Mi clínica' filter", () => {
  test('narrows each comparator to the plans that include the clinic and survives a reload', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const section of ['Polizas-de-Salud', 'EPS', 'Medicina-Prepagada']) {
      await visit(page, `/Comparar/${section}`);
      const cards = page.getByTestId('plan-card');
      await expect(cards.first()).toBeVisible();
      const facet = page.getByTestId('facet-coverageOrganizations');
      await expect(facet.locator('label', { hasText: 'Clínica del Country' })).toBeVisible();
      await facet.getByRole('searchbox', { name: 'Busca tu clínica u hospital' }).fill('country');
      const option = facet.locator('label', { hasText: 'Clínica del Country' });
      await expect(facet.locator('label')).toHaveCount(1);
      const expected = Number(await option.locator('span').last().textContent());
      expect(expected).toBeGreaterThan(0);
      await option.click();
      await expect(page).toHaveURL(/coverageOrganizations=24/);
      await expect(cards).toHaveCount(expected);
      await reload(page);
      await expect(page).toHaveURL(/coverageOrganizations=24/);
      await expect(cards).toHaveCount(expected);
      await expect(
        page
          .getByTestId('facet-coverageOrganizations')
          .getByRole('checkbox', { name: /Clínica del Country/ }),
      ).toBeChecked();
    }
  });

  test("the plan's network marks the visitor's clinic", async ({ page }) => {
    // The comparator, the modal, then the plan's own page and its reload.
    test.setTimeout(60_000);
    await visit(page, '/Comparar/EPS?coverageOrganizations=24');
    const card = page.getByTestId('plan-card').first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    await card.getByRole('link', { name: 'Ver detalle' }).click();
    const dialog = page.getByTestId('plan-detail-modal');
    await dialog.getByRole('button', { name: 'Red de clínicas', exact: true }).click();
    const mine = dialog.locator('li[data-mine]');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Clínica del Country');
    await expect(mine).toContainText('Tu clínica');

    // The plan's own page opened on its own (a link, then a reload) marks it too: the visitor's log keeps it.
    const full = await dialog.getByRole('link', { name: 'Ver página completa' }).getAttribute('href');
    await visit(page, `${full}/Red-de-Clinicas`);
    const onPage = page.getByTestId('plan-detail').locator('li[data-mine]');
    await expect(onPage).toHaveCount(1);
    await expect(onPage).toContainText('Clínica del Country');
    await reload(page);
    await expect(onPage).toContainText('Tu clínica');
  });
});
