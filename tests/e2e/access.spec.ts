import { expect, test } from '@playwright/test';
import { visit } from './visit';

const DEMO = 'Ud. tiene acceso Demo a esta vista';

test.describe('token-gated institution view and /login (§6)', () => {
  test('ordinary visitors never meet /login, whatever the page', async ({ page }) => {
    for (const path of ['/', '/Comparar/Empresas', '/contacto', '/internal-traffic']) {
      await visit(page, path);
      await expect(page.locator('main')).not.toBeEmpty();
      await expect(page).not.toHaveURL(/\/login/);
    }
  });

  test('without a token the view sends to /login, which says why and leads to the portal', async ({
    page,
  }) => {
    await visit(page, '/Vista-Institucion?institucion=allianz');
    await expect(page).toHaveURL(
      /\/login\?loginError=missing&referrer=%2FVista-Institucion%3Finstitucion%3Dallianz$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingresa a tu vista de institución');
    await expect(page.getByTestId('login-error')).toHaveText(
      'Para ver esta vista debes ingresar con tu cuenta de empresa.',
    );
    const portal = new URL(
      (await page.getByRole('link', { name: 'Ingresar con Portal Clientes' }).getAttribute('href')) ?? '',
    );
    expect(portal.hostname).toBe('portal.queseguro.co');
    expect(new URL(portal.searchParams.get('redirect') ?? '').pathname).toBe('/login');
  });

  test('an unparsable JWT in storage goes to /login', async ({ page }) => {
    await visit(page, '/');
    await page.evaluate(() => localStorage.setItem('token', 'esto-no-es-un-jwt'));
    await visit(page, '/Vista-Institucion');
    await expect(page).toHaveURL(/loginError=invalid/);
    await expect(page.getByTestId('login-error')).toHaveText(
      'No pudimos leer tu acceso. Ingresa nuevamente.',
    );
  });

  test('the portal hash gives a demo token: the company claim picks the institution, the demo message shows', async ({
    page,
  }) => {
    const tokenCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/hashtoken/')) tokenCalls.push(request.url());
    });
    await visit(page, '/login?hash=ready-demo&referrer=%2FVista-Institucion');
    await expect(page).toHaveURL(/\/Vista-Institucion$/);
    expect(tokenCalls.length).toBeGreaterThan(0);
    await expect(page.getByTestId('demo-access')).toHaveText(DEMO);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Colsanitas');
    await expect(page.getByRole('link', { name: /Ver detalle/ }).first()).toBeVisible();

    // The address's institution wins over the claim.
    await visit(page, '/Vista-Institucion?institucion=allianz');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Allianz');

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/loginError=signedOut/);
    await expect(page.getByTestId('login-error')).toHaveText('Cerraste tu sesión.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a full token shows no demo message; the token is sent as bearer for the organization list', async ({
    page,
  }) => {
    const bearers: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/organization/'))
        bearers.push(request.headers()['authorization'] ?? '');
    });
    await visit(page, '/login?hash=ready-full&referrer=%2FVista-Institucion');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seguros Sura');
    await expect(page.getByTestId('demo-access')).toHaveCount(0);
    expect(bearers.some((value) => value.startsWith('Bearer '))).toBe(true);
  });

  test('a hash whose token never comes shows the specification text at 15 s, with Reintentar', async ({
    page,
  }) => {
    await page.clock.install();
    await visit(page, '/login?hash=never-1');
    await expect(page.getByTestId('login-verifying')).toBeVisible();
    // The 15 s run on the page's clock.
    await page.clock.fastForward(15_000);
    await expect(page.getByTestId('login-error')).toHaveText('Timeout en rescate de token via hash');
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  });
});
