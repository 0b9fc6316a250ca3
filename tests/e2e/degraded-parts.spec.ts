import { expect, test, type Page } from '@playwright/test';
import { gotoUnrendered, visit } from './visit';

/** A fault on this page's requests only (other tests share the sample backend). */
async function faultOn(page: Page, pattern: string, fault: string) {
  await page.route(pattern, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sample-fault': fault } }),
  );
}

/**
 * Issue 27: a part that cannot load or send says so, with a way on, and heals: the footer's contacts,
 * the contact form's send, the profile's validation module.
 */
test.describe('a degraded part says so', () => {
  test.skip(({ isMobile }) => isMobile, 'layout-independent');

  test('footer contacts that fail say so with the e-mail, and come back with no click once the server does', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await faultOn(page, '**/api/contactInformations**', '500');
    // The shell, not the prerendered page (whose footer carries the contacts of the build).
    await gotoUnrendered(page, '/contacto');
    const failed = page.getByTestId('footer-contacts-failed');
    await expect(failed).toBeVisible({ timeout: 20_000 });
    await expect(failed.getByRole('link', { name: 'contacto@queseguro.co' })).toHaveAttribute(
      'href',
      'mailto:contacto@queseguro.co',
    );
    await page.unroute('**/api/contactInformations**');
    // The healing rule asks again by itself (2, 4, 8, 15 s, then every 20 s): within 30 s of recovery.
    await expect(failed).toHaveCount(0, { timeout: 30_000 });
  });

  test('a contact message the server does not take is failed, not "Enviando…" forever; refused says the API’s reason; nothing typed is lost', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await visit(page, '/contacto');
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Enviar mensaje' }) });
    await form.getByLabel('Nombre completo').fill('Ana María Ruiz');
    await form.getByLabel('Correo electrónico').fill('ana@correo.com.co');
    await form.getByLabel('Celular').fill('3001234567');
    await form.getByRole('checkbox').check();

    // The API refuses it, in its own words.
    await page.route('**/api/contactos', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'El celular no está habilitado' }),
      }),
    );
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    const refused = page.getByTestId('contact-refused');
    await expect(refused).toContainText('El celular no está habilitado', { timeout: 20_000 });
    await refused.getByRole('button', { name: 'Revisar y corregir' }).click();
    await expect(page.getByLabel('Nombre completo')).toHaveValue('Ana María Ruiz');
    await page.unroute('**/api/contactos');

    // The server fails: the form says failed (and keeps trying); Reintentar sends it once it is back.
    await faultOn(page, '**/api/contactos', '500');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const failedSend = page.getByTestId('contact-failed');
    await expect(failedSend).toBeVisible({ timeout: 25_000 });
    await expect(failedSend.getByRole('link', { name: 'contacto@queseguro.co' })).toBeVisible();
    await expect(page.getByTestId('contact-sending')).toHaveCount(0);
    await page.unroute('**/api/contactos');
    await failedSend.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByTestId('contact-sent')).toBeVisible({ timeout: 20_000 });
  });

  test('a validation module that cannot load saves nothing: the form says so, keeps the ages, and Reintentar saves once it loads', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await faultOn(page, '**/api/profile-form/validation/**', '500');
    await visit(page, '/Comparar/Polizas-de-Salud');
    await expect(page.getByTestId('plan-card').first()).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('profile-open').first().click();
    const modal = page.getByTestId('profile-modal');
    const age = modal.getByLabel('Edad', { exact: true });
    await age.fill('47');
    await modal.getByRole('button', { name: 'Comparar' }).click();
    const unvalidated = modal.getByTestId('profile-unvalidated');
    await expect(unvalidated).toContainText('No pudimos validar tu perfil', { timeout: 15_000 });
    await expect(modal).toBeVisible();
    await expect(age).toHaveValue('47');
    await expect(age).toBeEnabled();
    await page.unroute('**/api/profile-form/validation/**');
    await unvalidated.getByRole('button', { name: 'Reintentar' }).click();
    await expect(modal).toBeHidden({ timeout: 15_000 });
  });
});
