import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { reload, visit } from './visit';

const PATH = '/Comparar/Medicina-Prepagada';

/** Asks the sample backend to play a fault on this page's requests only (other tests run in parallel). */
async function faultOn(page: Page, pattern: string, fault: string) {
  await page.route(pattern, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sample-fault': fault } }),
  );
}

/** The amounts of cards priced by the API (without a profile, for a reference person: 'Desde'). */
async function exactAmounts(page: Page): Promise<number[]> {
  return page
    .getByTestId('plan-card')
    .evaluateAll((cards) =>
      cards
        .filter((card) => !card.textContent?.includes('Precio estimado'))
        .map((card) => Number(card.querySelector('[data-testid="plan-price"]')?.getAttribute('data-amount'))),
    );
}

test('compare prepaid medicine: placeholders, cards with prices, filter by organization, sort by price, reload', async ({
  page,
}) => {
  // A long flow (a held call, three price lookups that each wait for a card to stay on screen, a
  // reload): on a loaded 2-core machine it outgrew the default 30 s.
  test.slow();
  // The compare call is held until the placeholders and the rotating message have been seen. The
  // page's prerendered HTML carries its first results, so the call goes out on a move from another page.
  let answer = () => {};
  const seen = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/insurance/compare/metadata**', async (route) => {
    await seen;
    await route.fallback();
  });
  await visit(page, '/');
  await page.getByRole('link', { name: 'Ver medicina prepagada' }).click();
  await expect(page.getByTestId('plan-placeholder').first()).toBeVisible();
  await expect(page.getByTestId('spinner-message')).toBeVisible();
  answer();
  await page.unroute('**/api/insurance/compare/metadata**');

  const cards = page.getByTestId('plan-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByTestId('plan-price')).toHaveText(/^\$\s?[\d.]+/);
  await expect(page.getByTestId('results-count')).toHaveText(/\d+ planes encontrados/);
  await expect(page.getByRole('button', { name: /¿Quiénes se asegurarán\?/ })).toBeVisible();
  await expect(cards.first().getByTestId('coverage-tags')).toBeVisible();
  const audit = await new AxeBuilder({ page }).analyze();
  expect(
    audit.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
  ).toEqual([]);

  // Filter by one organization: the address carries it, every card is from it, counts show.
  const facet = page.getByTestId('facet-organizations');
  const option = facet.locator('label', { hasText: 'Colmédica' });
  await expect(option.locator('span').last()).toHaveText(/^\d+$/);
  const expected = Number(await option.locator('span').last().textContent());
  await option.click();
  await expect(page).toHaveURL(/organizationIds=\d+/);
  await expect(cards).toHaveCount(expected);
  for (const org of await cards.locator('h3 + p').allTextContents()) expect(org).toBe('Colmédica');

  // Sort by lower price: the address carries it and prices on screen ascend.
  await page.getByTestId('sort-select').selectOption('lowerPrice');
  await expect(page).toHaveURL(/order=lowerPrice/);
  await expect(cards).toHaveCount(expected);
  // Each card fetches its price once it has been on screen for a moment; no profile was given, so it
  // says 'Desde' (a reference person's price), never 'Precio para tu perfil'.
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText('Desde', { exact: true })).toBeVisible();
  }
  await expect(cards.getByText('Precio para tu perfil', { exact: true })).toHaveCount(0);
  await expect.poll(async () => (await exactAmounts(page)).length).toBe(expected);
  const amounts = await exactAmounts(page);
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

  // Reloading the address gives the same comparison.
  await reload(page);
  await expect(page).toHaveURL(/organizationIds=\d+.*order=lowerPrice/);
  await expect(cards).toHaveCount(expected);
  await expect(page.getByTestId('sort-select')).toHaveValue('lowerPrice');

  // Per §2 the compare checkbox shows on non-mobile (the phone's test below: none there).
  await expect(page.getByTestId('compare-checkbox')).toHaveCount(expected);
});

test('on a phone the filters open from Filtros and narrow the list, and no card has a compare checkbox (§2) @mobile', async ({
  page,
}) => {
  await visit(page, PATH);
  const cards = page.getByTestId('plan-card');
  await expect(cards.first()).toBeVisible();
  await page.locator('summary', { hasText: 'Filtros' }).click();
  const option = page.getByTestId('facet-organizations').locator('label', { hasText: 'Colmédica' });
  await expect(option.locator('span').last()).toHaveText(/^\d+$/);
  const expected = Number(await option.locator('span').last().textContent());
  await option.click();
  await expect(page).toHaveURL(/organizationIds=\d+/);
  await page.locator('summary', { hasText: 'Filtros' }).click();
  await expect(cards).toHaveCount(expected);
  for (const org of await cards.locator('h3 + p').allTextContents()) expect(org).toBe('Colmédica');
  await expect(page.getByTestId('compare-checkbox')).toHaveCount(0);
});

// The compare checkbox and the side-by-side table are desktop-only (§2 Result list).
test('tick three plans, a fourth is disabled, compare side by side, and find the same three after a reload', async ({
  page,
}) => {
  await visit(page, `${PATH}?order=lowerPrice`);
  const cards = page.getByTestId('plan-card');
  // Tick three plans: a fourth checkbox is disabled.
  await expect(cards.nth(3)).toBeVisible();
  const boxes = page.getByTestId('compare-checkbox');
  const names: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    await boxes.nth(index).check();
    names.push((await cards.nth(index).locator('h3').textContent()) ?? '');
  }
  await expect(boxes.nth(3)).toBeDisabled();
  await expect(page.getByTestId('compare-tray')).toContainText(names[2] ?? '');

  // The side-by-side table: the three plans, their prices, and the rows where they differ.
  await page.getByTestId('open-comparison').click();
  const table = page.getByTestId('side-by-side');
  await expect(table).toBeVisible();
  for (const name of names) await expect(table.locator('thead')).toContainText(name);
  await expect(table.locator('tr[data-differs="true"]').first()).toBeVisible();
  await table.getByRole('button', { name: 'Cerrar' }).click();
  await expect(table).toBeHidden();

  // The choice survives a reload (domain events in the visitor's log).
  await reload(page);
  const slots = page.getByTestId('compare-slot');
  await expect(slots).toHaveCount(3);
  for (const [index, name] of names.entries()) await expect(slots.nth(index)).toContainText(name);
  await expect(page.getByTestId('compare-checkbox').nth(3)).toBeDisabled();
});

test('a coverage failure shows the error on the cards and Reintentar reloads that card only', async ({
  page,
}) => {
  await faultOn(page, '**/api/insurance/coverages/*/resume**', '500');
  // A prerendered comparator carries its first cards' details: on a move from home they are asked for.
  await visit(page, '/');
  await page.getByRole('link', { name: 'Ver medicina prepagada' }).click();
  const errors = page.getByTestId('coverage-error');
  await expect(errors.first()).toBeVisible({ timeout: 15_000 });
  await expect(errors.first()).toContainText('Error al cargar resultados');
  await expect(errors.first()).toContainText('No fue posible cargar los resultados.');
  const failedBefore = await errors.count();
  expect(failedBefore).toBeGreaterThan(0);

  await page.unroute('**/api/insurance/coverages/*/resume**');
  const card = page
    .getByTestId('plan-card')
    .filter({ has: page.getByTestId('coverage-error') })
    .first();
  const id = await card.getAttribute('data-product-id');
  const requested: string[] = [];
  page.on('request', (request) => {
    const match = /coverages\/(\d+)\/resume/.exec(request.url());
    if (match?.[1]) requested.push(match[1]);
  });
  await card.getByRole('button', { name: 'Reintentar' }).click();
  const retried = page.locator(`[data-testid="plan-card"][data-product-id="${id}"]`);
  await expect(retried.getByTestId('coverage-tags')).toBeVisible();
  await expect(retried.getByTestId('coverage-error')).toHaveCount(0);
  // Only that product was asked for again; the other failed cards still show their error.
  expect(new Set(requested)).toEqual(new Set([id]));
  await expect(errors).toHaveCount(failedBefore - 1);
});

test('the server-error panel and the robot check', async ({ page }) => {
  await faultOn(page, '**/api/insurance/compare/metadata**', '500');
  // The prerendered page carries its first results: the failing call is made on a move from home.
  await visit(page, '/');
  await page.getByRole('link', { name: 'Ver medicina prepagada' }).click();
  const panel = page.getByTestId('server-error');
  await expect(panel).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('plan-card')).toHaveCount(0);
  await page.unroute('**/api/insurance/compare/metadata**');
  await panel.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByTestId('plan-card').first()).toBeVisible();

  await faultOn(page, '**/api/insurance/compare/metadata**', '401');
  // A sort in the address is a search the prerendered page does not carry: it asks the server.
  await visit(page, `${PATH}?order=lowerPrice`);
  await expect(page.getByText('El sistema piensa que eres un robot...')).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/api/insurance/compare/metadata**');
  await page.getByRole('button', { name: 'Soy humano!' }).click();
  await expect(page.getByTestId('plan-card').first()).toBeVisible();
});

test('company plans: price per employee, contribution slider, minimum employees, 3-digit field', async ({
  page,
}) => {
  await visit(page, '/Comparar/Empresas');
  const card = page.getByTestId('plan-card').first();
  await expect(card.getByText('/mes p/empl')).toBeVisible();
  await expect(card.getByText(/Este plan es para un mínimo de \d+ empleados/)).toBeVisible();

  const employees = page.getByTestId('employees-input');
  await employees.fill('12345');
  await expect(employees).toHaveValue('123');
  await expect(card.getByText(/Este plan es para un mínimo de/)).toHaveCount(0);

  const employerShare = card.locator('dt', { hasText: 'Paga la empresa' }).locator('+ dd');
  const before = await employerShare.textContent();
  await page.getByTestId('contribution-slider').fill('100');
  await expect(employerShare).not.toHaveText(before ?? '');
  await expect(card.locator('dt', { hasText: 'Paga el empleado' }).locator('+ dd')).toHaveText(/^\$\s?0$/);
});
