import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoUnrendered, visit } from './visit';
import { fillPersonalData } from './support/purchase-form';

/**
 * Issue 24: every place shows a plan's price for the people insured, labelled for what it is. A company
 * reads a price per employee and its total; a household reads a line per person and its total; the
 * plan modal, the plan page and the card read the same number.
 */
const base64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
const amountOf = async (locator: Locator) => Number(await locator.getAttribute('data-amount'));
const pesos = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

const HOUSEHOLD = {
  cotizante: [{ sexo: 'Femenino', edad: 60 }],
  cargas: [{ parentescoCarga: 'Hijo', edad: 30, sexo: 'Masculino' }],
  enPareja: false,
};

async function firstPricedCard(page: Page): Promise<Locator> {
  const card = page.getByTestId('plan-card').first();
  await expect(card.getByTestId('price-total')).toBeVisible({ timeout: 15_000 });
  return card;
}

test.describe('prices for the people insured', () => {
  test('a company of 25: a price per employee near the list price and a total of 25 times it', async ({
    page,
  }) => {
    await visit(page, '/Comparar/Empresas');
    await page.getByTestId('profile-open').first().click();
    const modal = page.getByTestId('profile-modal');
    await modal.getByLabel('Número de empleados').fill('25');
    await modal.getByRole('button', { name: 'Comparar' }).click();
    await expect(modal).toBeHidden();
    const card = page.getByTestId('plan-card').first();
    const total = card.getByTestId('company-total');
    await expect(total).toContainText('25 empleados', { timeout: 15_000 });
    const perEmployee = await amountOf(card.getByTestId('plan-price'));
    // The sample's company plans list between $ 150.000 and $ 500.000 per employee.
    expect(perEmployee).toBeGreaterThan(100_000);
    expect(perEmployee).toBeLessThan(500_000);
    await expect(card.getByTestId('plan-price').locator('xpath=..')).toContainText('p/empl');
    expect(await amountOf(total)).toBe(perEmployee * 25);
    // The price filter files them by that price: none lands above $ 500.000, some below it.
    const band = (name: RegExp) => page.locator('label').filter({ has: page.getByRole('radio', { name }) });
    await expect(band(/Más de \$\s500\.000/)).toHaveCount(1);
    await expect
      .poll(async () =>
        Number(
          await band(/Más de \$\s500\.000/)
            .locator('[aria-label$="resultados"]')
            .textContent(),
        ),
      )
      .toBe(0);
    const below = page.locator('label').filter({ has: page.getByRole('radio', { name: /Hasta|\d a \$/ }) });
    await expect
      .poll(async () =>
        (await below.locator('[aria-label$="resultados"]').allTextContents()).reduce(
          (a, b) => a + Number(b),
          0,
        ),
      )
      .toBeGreaterThan(0);
  });

  test('a household of two: a line per person, a labelled total, the same price in modal and page', async ({
    page,
  }) => {
    const perfil = encodeURIComponent(base64(HOUSEHOLD));
    await visit(page, `/Comparar/Polizas-de-Salud?perfil=${perfil}`);
    const card = await firstPricedCard(page);
    const lines = card.getByTestId('price-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText('Titular, 60 años');
    await expect(lines.nth(1)).toContainText('Beneficiario 1, 30 años');
    await expect(card.getByTestId('price-total')).toContainText('Total del hogar, 2 personas');
    const total = await amountOf(card.getByTestId('plan-price'));
    const sum = (await lines.allTextContents())
      .map((text) => pesos(text.replace(/^[^$]*/, '')))
      .reduce((a, b) => a + b, 0);
    expect(sum).toBe(total);
    await expect(card).not.toContainText('p/p');

    // The plan's modal over the list says the same.
    const detailLink = card.getByRole('link', { name: 'Ver detalle' });
    const href = await detailLink.getAttribute('href');
    await detailLink.click();
    const modal = page.getByTestId('plan-detail');
    await expect(modal.getByTestId('detail-price')).toHaveText(/\d/);
    expect(pesos(await modal.getByTestId('detail-price').textContent())).toBe(total);

    // The plan's own page, opened afresh, says the same.
    await visit(page, href ?? '/');
    await expect(page.getByTestId('detail-price')).toHaveText(/\d/);
    await expect.poll(async () => pesos(await page.getByTestId('detail-price').textContent())).toBe(total);
  });

  test('a plan page opened with ?perfil= shows the price of that profile', async ({ context }) => {
    const perfil = encodeURIComponent(base64(HOUSEHOLD));
    const lister = await context.newPage();
    await visit(lister, `/Comparar/Polizas-de-Salud?perfil=${perfil}`);
    const card = await firstPricedCard(lister);
    const total = await amountOf(card.getByTestId('plan-price'));
    const href = await card.getByRole('link', { name: 'Ver detalle' }).getAttribute('href');
    await lister.close();
    await context.clearCookies();

    const fresh = await context.browser()!.newContext();
    const visitor = await fresh.newPage();
    await visit(visitor, `${href}?perfil=${perfil}`);
    await expect
      .poll(async () => pesos(await visitor.getByTestId('detail-price').textContent()), { timeout: 15_000 })
      .toBe(total);
    await fresh.close();
  });
});

test.describe('a purchase charges the price of who it insures', () => {
  async function fillHolder(page: Page, birthDate: string) {
    await page.getByLabel('Nombre completo').fill('Ana María Pérez');
    await page.getByLabel('Tipo de documento').selectOption('CC');
    await page.getByLabel('Número de documento').fill('1020304050');
    await page.getByLabel('Fecha de nacimiento').fill(birthDate);
    await page.getByLabel('Correo electrónico').fill('ana.perez@example.com');
    await page.getByLabel('Celular').fill('+573001234567');
    await page.getByLabel('Dirección de residencia').fill('Calle 80 # 12-34, Bogotá');
    await page.getByLabel(/Autorizo el tratamiento/).check();
  }

  test('without a saved profile, the typed birth date reprices the purchase', async ({ page }) => {
    await visit(page, '/Compra-Online/POL-ALLI-01');
    await expect(page.getByTestId('step-title')).toContainText('Datos personales');
    const total = page.getByTestId('purchase-total');
    await expect(total).toHaveText(/\$/);
    const before = pesos(await total.textContent());
    await fillHolder(page, '1960-03-15');
    await page.getByTestId('step-next').click();
    await expect(page.getByTestId('step-title')).not.toContainText('Datos personales');
    // A holder in their sixties costs more than the default 25-year-old the page opened with.
    await expect.poll(async () => pesos(await total.textContent())).toBeGreaterThan(before);
  });

  test('calculatePrice failing: a message, no payment, until it answers', async ({ page }) => {
    await page.route('**/api/insurance/*/calculatePrice', (route) =>
      route.fulfill({ status: 500, body: '{}' }),
    );
    // The prerendered first step carries its first price; opened without it, the price is asked for.
    await gotoUnrendered(page, '/Compra-Online/PET-ALLI-02');
    await expect(page.getByRole('heading', { name: 'No pudimos calcular tu precio' })).toBeVisible();
    await expect(page.getByTestId('pay')).toHaveCount(0);
    await expect(page.getByTestId('purchase-total')).toHaveCount(0);
    await page.unroute('**/api/insurance/*/calculatePrice');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByTestId('step-title')).toContainText('Datos personales');
  });
});

test.describe('a payment is charged once', () => {
  test('a lost charge answer, then paying again: exactly one approved charge', async ({ page, request }) => {
    await visit(page, '/Compra-Online/PET-ALLI-02');
    await fillPersonalData(page);
    await page.getByTestId('step-next').click();
    await expect(page.getByTestId('step-title')).toContainText('Pago');
    const session = new URL(page.url()).searchParams.get('session');

    // The provider approves the charge, but the answer never reaches the visitor.
    let cut = 0;
    await page.route('**/qppayment/sandbox/charges', async (route) => {
      cut += 1;
      if (cut > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('radio', { name: 'Tarjeta de crédito', exact: true }).check();
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel('Nombre del titular').fill('Ana Maria Perez');
    await page.getByLabel('Vencimiento (MM/AA)').fill('12/34');
    await page.getByLabel('Código de seguridad (CVV)').fill('123');
    await page.getByTestId('pay').click();

    // Not "declined": the page says the answer is unknown and asks the provider before anything else.
    await expect(page.getByText(/no fue aprobado/)).toHaveCount(0);
    await expect(page.getByTestId('pay')).toHaveCount(0);
    // The flow asks the provider what became of the charge (by itself, or at 'Verificar mi pago').
    const check = page.getByRole('button', { name: 'Verificar mi pago' });
    const confirmed = page.getByTestId('purchase-confirmed');
    await expect(check.or(confirmed)).toBeVisible();
    if (await check.isVisible()) await check.click();
    await expect(confirmed).toBeVisible();
    expect(cut).toBe(1);

    const charges = (await (await request.get('/__sample/payments')).json()) as {
      purchaseId: string;
      status: string;
    }[];
    const mine = charges.filter((charge) => charge.purchaseId === session);
    expect(mine.filter((charge) => charge.status === 'approved')).toHaveLength(1);
  });
});
