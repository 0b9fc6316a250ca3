import { expect, test, type Page } from '@playwright/test';
import { visit } from './visit';

const PATH = '/Comparar/Polizas-de-Salud';

/** The exact prices the first cards show, by product id (cards without a profile price are left out). */
async function exactPrices(page: Page, count: number): Promise<Record<string, number>> {
  return page.getByTestId('plan-card').evaluateAll(
    (cards, count) =>
      Object.fromEntries(
        cards
          .slice(0, count)
          .filter((card) => card.textContent?.includes('Precio para tu perfil'))
          .map((card) => [
            card.getAttribute('data-product-id') ?? '',
            Number(card.querySelector('[data-testid="plan-price"]')?.getAttribute('data-amount')),
          ]),
      ),
    count,
  );
}

test('a profile saved while the cards load: each card ends with the price it shows after a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // two pages on a shared machine
  // The cards' first price answers are held on this page while the profile is saved, and let go once an
  // answer for the new profile has come: the old answers come last.
  let saved = false;
  let letGo = () => {};
  const held = new Promise<void>((resolve) => (letGo = resolve));
  await page.route('**/api/insurance/*/calculatePrice', async (route) => {
    if (!saved) await held;
    await route.fallback();
  });
  await visit(page, PATH);
  const cards = page.getByTestId('plan-card');
  await expect(cards.first()).toBeVisible();

  await page.getByTestId('profile-open').first().click();
  const modal = page.getByTestId('profile-modal');
  await expect(modal.getByRole('button', { name: 'Comparar' })).toBeEnabled();
  await modal.getByLabel('Edad', { exact: true }).fill('58');
  // From here the page asks for the new profile's prices: those go through.
  saved = true;
  const answered = page
    .waitForResponse((response) => /\/api\/insurance\/\d+\/calculatePrice$/.test(response.url()), {
      timeout: 10_000,
    })
    .catch(() => undefined);
  await modal.getByRole('button', { name: 'Comparar' }).click();
  await expect(modal).toBeHidden();
  await answered;
  letGo();
  await page.unroute('**/api/insurance/*/calculatePrice');

  // The same visitor (same storage) opens the page afresh: that is the price after a reload.
  const reloaded = await context.newPage();
  await visit(reloaded, PATH);
  await expect(reloaded.getByTestId('plan-card').first()).toBeVisible();
  const shown = 3;
  await expect.poll(async () => Object.keys(await exactPrices(reloaded, shown)).length).toBeGreaterThan(0);
  const expected = await exactPrices(reloaded, shown);

  await expect
    .poll(
      async () => {
        const prices = await exactPrices(page, 45);
        return Object.keys(expected).map((id) => prices[id] ?? null);
      },
      { timeout: 15_000 },
    )
    .toEqual(Object.values(expected));
});
