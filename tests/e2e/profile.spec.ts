import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { visit } from './visit';

const NO_EPS = 'No hay opciones de seguros o planes de salud disponibles para personas sin EPS';
const MIN_EMPLOYEES = 'Tu empresa debe tener un minimo de 10 empleados para cotizar un seguro colectivo';

/** The prices the first visible cards show, read through the comparison page's DOM contract. */
async function visiblePrices(page: Page, count: number): Promise<string[]> {
  const prices = page.getByTestId('plan-card').getByTestId('plan-price');
  const texts: string[] = [];
  for (let index = 0; index < count; index += 1) texts.push((await prices.nth(index).textContent()) ?? '');
  return texts;
}

async function openModal(page: Page) {
  await page.getByTestId('profile-open').first().click();
  const modal = page.getByTestId('profile-modal');
  await expect(modal.getByRole('heading', { name: '¿Quiénes se asegurarán?' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Comparar' })).toBeEnabled();
  return modal;
}

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

test.describe('profile: who will be insured', () => {
  test('adding a spouse and a child and comparing reprices every visible card', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const sent = page.waitForRequest((request) => request.url().includes('/api/profile-form/data'));
    await visit(page, '/Comparar/Polizas-de-Salud');
    const cards = page.getByTestId('plan-card');
    await expect(cards.first().getByTestId('plan-price')).toBeVisible();
    // Cards load their price for the profile when they come into view: compare those on screen.
    const onScreen = await cards.evaluateAll(
      (elements) =>
        elements.filter((element) => element.getBoundingClientRect().top < window.innerHeight).length,
    );
    const shown = Math.max(1, Math.min(3, onScreen));
    await expect
      .poll(async () => (await visiblePrices(page, shown)).every((text) => /\d/.test(text)))
      .toBe(true);
    const before = await visiblePrices(page, shown);

    const modal = await openModal(page);
    await expect(modal.getByText('El precio varía según el sexo y la edad de cada persona.')).toBeVisible();
    await modal.getByRole('button', { name: 'Agregar Persona' }).click();
    const menu = page.getByTestId('insured-persons-menu');
    await menu.getByRole('button', { name: /Cónyuge/ }).click();
    await expect(menu.getByRole('button', { name: /Cónyuge/ })).toBeDisabled();
    await menu.getByLabel('Edad del beneficiario').nth(0).fill('41');
    await menu.getByRole('button', { name: /Hijo/ }).click();
    await menu.getByLabel('Edad del beneficiario').nth(1).fill('');
    // An invalid dependant keeps the menu open.
    await menu.getByRole('button', { name: 'Listo' }).click();
    await expect(menu.getByRole('alert')).toBeVisible();
    await menu.getByLabel('Edad del beneficiario').nth(1).fill('6');
    await menu.getByRole('button', { name: 'Listo' }).click();
    await expect(menu).toBeHidden();
    await expect(modal.getByRole('button', { name: /Cónyuge/ })).toContainText('41 años');

    await modal.getByRole('button', { name: 'Comparar' }).click();
    await expect(modal).toBeHidden();
    // The form's validation module (same origin as the API) ran, and the profile went to the server.
    expect(warnings.filter((text) => text.includes('Validation script not loaded'))).toEqual([]);
    expect((await sent).postDataJSON()).toMatchObject({ productType: { name: '' } });
    await expect
      .poll(async () => {
        const after = await visiblePrices(page, shown);
        return after.every((text, index) => /\d/.test(text) && text !== before[index]);
      })
      .toBe(true);

    // The saved profile is what the modal shows next time.
    const again = await openModal(page);
    await expect(again.getByRole('button', { name: /Hijo\/Hija/ })).toContainText('6 años');
  });

  test("'notengo' as EPS shows the EPS message and disables Comparar", async ({ page }) => {
    await visit(page, '/Comparar/Polizas-de-Salud');
    const modal = await openModal(page);
    await modal.getByLabel('¿A qué EPS estás afiliado?').selectOption('notengo');
    await expect(modal.getByRole('alert')).toHaveText(NO_EPS);
    await expect(modal.getByRole('button', { name: 'Comparar' })).toBeDisabled();
    await modal.getByLabel('¿A qué EPS estás afiliado?').selectOption('EPS Sura');
    await expect(modal.getByRole('alert')).toBeHidden();
    await expect(modal.getByRole('button', { name: 'Comparar' })).toBeEnabled();
    await modal.getByRole('button', { name: 'Cerrar' }).click();
    await expect(modal).toBeHidden();
  });

  test('a company of 5 employees sees the minimum-10 message, no subtitle and no add-person', async ({
    page,
  }) => {
    await visit(page, '/Comparar/Empresas');
    const modal = await openModal(page);
    await expect(modal.getByText(/El precio varía/)).toHaveCount(0);
    await expect(modal.getByRole('button', { name: /Agregar/ })).toHaveCount(0);
    await modal.getByLabel('Número de empleados').fill('5');
    await expect(modal.getByRole('alert')).toHaveText(MIN_EMPLOYEES);
    await expect(modal.getByRole('button', { name: 'Comparar' })).toBeDisabled();
    await modal.getByLabel('Número de empleados').fill('25');
    await expect(modal.getByRole('alert')).toBeHidden();
  });

  test('a perfil link is applied and leaves the address', async ({ page }) => {
    const perfil = base64({ cotizante: [{ sexo: 'Femenino', edad: 47 }], cargas: [], enPareja: false });
    await visit(page, `/Comparar/Polizas-de-Salud?perfil=${encodeURIComponent(perfil)}&utm_source=link`);
    await expect(page).toHaveURL(/\/Comparar\/Polizas-de-Salud\?utm_source=link$/);
    const modal = await openModal(page);
    await expect(modal.getByLabel('Edad', { exact: true })).toHaveValue('47');
    await expect(modal.getByRole('radio', { name: 'Mujer' })).toBeChecked();
  });

  test('an invalid perfil is discarded silently', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await visit(page, '/Comparar/Polizas-de-Salud#perfil=%E2%9C%93not-base64');
    await expect(page).toHaveURL(/\/Comparar\/Polizas-de-Salud$/);
    const modal = await openModal(page);
    await expect(modal.getByLabel('Edad', { exact: true })).toHaveValue('25');
    expect(errors).toEqual([]);
  });

  test('pets: one pet is added when none is stored; the modal has no serious accessibility violation', async ({
    page,
  }) => {
    await visit(page, '/Comparar/Mascotas');
    const modal = await openModal(page);
    await expect(modal.getByText('El precio varía según la raza y la edad de tu mascota.')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Agregar Mascota' })).toBeVisible();
    await expect(modal.getByRole('button', { name: /Perro/ })).toHaveCount(1);
    const results = await new AxeBuilder({ page }).include('[data-testid="profile-modal"]').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
