import { expect, test } from '@playwright/test';
import { visit } from './visit';

test.describe('foundation: the built site boots, navigates and expires sessions', () => {
  test('home page renders and navigates inside the site, with back and forward @layout', async ({
    page,
    isMobile,
  }) => {
    // The home page is prerendered: its links navigate inside the site once it is live.
    await visit(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Compara seguros de salud');
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));

    await page
      .getByRole('link', { name: /Comparar pólizas de salud/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/Comparar\/Polizas-de-Salud$/);
    if (isMobile) {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page
        .getByRole('navigation', { name: 'Menú móvil' })
        .getByRole('link', { name: 'Contacto' })
        .click();
    } else {
      await page
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('link', { name: 'Contacto' })
        .click();
    }
    await expect(page).toHaveURL(/\/contacto$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/Comparar\/Polizas-de-Salud$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Compara seguros de salud');
    await page.goForward();
    await expect(page).toHaveURL(/\/Comparar\/Polizas-de-Salud$/);
    expect(loads).toEqual([]); // every step stayed inside the page
  });

  test('an unknown path shows the 404 page with its two ways out', async ({ page }) => {
    await visit(page, '/esta/ruta/no/existe');
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta página');
    await expect(page.getByRole('main').getByRole('link', { name: 'contacto@queseguro.co' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', '/contacto');
    await page.getByRole('link', { name: 'Volver al Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('old paths redirect, keeping the query', async ({ page }) => {
    await visit(page, '/quehacemos?utm_source=x');
    await expect(page).toHaveURL(/\/Que-es-QueSeguro\?utm_source=x$/);
    await visit(page, '/Seguros-de-Salud');
    await expect(page).toHaveURL(/\/Comparar\/Polizas-de-Salud$/);
  });

  test('a session 10 hours old reloads the page once, then starts afresh', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-21T08:00:00-05:00') });
    await visit(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    let loads = 0;
    page.on('load', () => (loads += 1));

    await page.clock.runFor('09:59:00');
    expect(loads).toBe(0);
    await page.clock.runFor('00:01:00');
    await expect.poll(() => loads).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The reloaded page recorded a new session start: another hour does not reload it again.
    await page.clock.runFor('01:00:00');
    expect(loads).toBe(1);
  });
});
