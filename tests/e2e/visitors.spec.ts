import { expect, test, type Page } from '@playwright/test';
import { visit } from './visit';
import { fillPersonalData } from './support/purchase-form';

/** CSP violations the page reports (the event fires for every blocked load or eval). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Reflect.set(window, '__cspViolations', seen);
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...consoleViolations,
    ...((await page.evaluate(() => Reflect.get(window, '__cspViolations') as string[] | undefined)) ?? []),
  ];
}

async function openReferralModal(page: Page) {
  await page.getByRole('button', { name: 'Ingresar referido' }).click();
  await expect(page.getByTestId('referral-modal')).toBeVisible();
}

test.describe('who visits: referrals, staff, sharing, partners, embedding, headers', () => {
  test('every response carries the security headers: a page, a 404, an asset, a missing asset', async ({
    request,
  }) => {
    const page = await request.get('/');
    const asset = /\/assets\/[^"']+\.js/.exec(await page.text())?.[0];
    expect(asset).toBeTruthy();
    const responses = [
      ['page', page, 200],
      ['404 page', await request.get('/no-existe-esta-pagina'), 404],
      ['asset', await request.get(asset ?? '/'), 200],
      ['missing asset', await request.get('/assets/no-existe-1234.js'), 404],
    ] as const;
    for (const [what, response, status] of responses) {
      expect(response.status(), what).toBe(status);
      const headers = response.headers();
      expect(headers['content-security-policy'], what).toContain("script-src 'self'");
      expect(headers['content-security-policy'], what).not.toContain('unsafe-eval');
      expect(headers['content-security-policy'], what).toContain('frame-ancestors');
      expect(headers['x-content-type-options'], what).toBe('nosniff');
      expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], what).toContain('camera=()');
      expect(headers['strict-transport-security'], what).toMatch(/max-age=\d{8,}; includeSubDomains/);
    }
  });

  test('no CSP violation on home, a comparator, a plan detail and the purchase flow', async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await watchCsp(page);
    await visit(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await visit(page, '/Comparar/Medicina-Prepagada');
    await expect(page.getByTestId('plan-card').first()).toBeVisible({ timeout: 20_000 });
    // The plan detail with its document: pdf.js runs its worker and text layer under the policy.
    await visit(page, '/Medicina-Prepagada/colsanitas/Colsanitas-Plan-Integral-Plus/Documentos');
    await expect(page.getByTestId('pdf-page')).toHaveAttribute('data-drawn', '1', { timeout: 20_000 });
    // The purchase, from its first step through payment to the confirmation.
    await visit(page, '/Compra-Online/PET-ALLI-02');
    await expect(page.getByTestId('step-title')).toContainText('Datos personales');
    await fillPersonalData(page);
    await page.getByTestId('step-next').click();
    await expect(page.getByTestId('step-title')).toContainText('Pago');
    await page.getByRole('radio', { name: 'Tarjeta de crédito', exact: true }).check();
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel('Nombre del titular').fill('Ana Maria Perez');
    await page.getByLabel('Vencimiento (MM/AA)').fill('12/34');
    await page.getByLabel('Código de seguridad (CVV)').fill('123');
    await page.getByTestId('pay').click();
    await expect(page.getByTestId('purchase-confirmed')).toBeVisible({ timeout: 20_000 });
    // The token pages too.
    await visit(page, '/login?hash=ready-demo&referrer=%2FVista-Institucion');
    await expect(page.getByTestId('demo-access')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the referral modal finds one e-mail and not another; the banner follows', async ({ page }) => {
    await visit(page, '/');
    await openReferralModal(page);
    const next = page.getByRole('button', { name: 'Siguiente' });
    const email = page.getByLabel('Correo de quien te refirió');
    await email.fill('no-es-correo');
    await expect(next).toBeDisabled();
    await expect(page.getByText('Ingresa un correo válido')).toBeVisible();
    await email.fill('laura.gomez@queseguro.co');
    await expect(next).toBeEnabled();
    await next.click();
    const result = page.getByTestId('referral-result');
    await expect(result).toContainText('Te refirió Laura Gómez');
    await expect(page.getByTestId('referral-modal')).toBeHidden();
    await result.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByTestId('referrer-banner')).toContainText('Laura Gómez (laura.gomez@queseguro.co)');

    // Kept across a reload (a recorded event), then removed by a lookup that finds nobody.
    await page.reload();
    await expect(page.getByTestId('referrer-banner')).toContainText('Laura Gómez');
    await openReferralModal(page);
    await page.getByLabel('Correo de quien te refirió').fill('nadie@ejemplo.com');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByTestId('referral-result')).toContainText(
      'No encontramos un asesor con ese correo',
    );
    await expect(page.getByTestId('referrer-banner')).toBeHidden();
  });

  test('/internal-traffic turns staff mode on: banner, toolbar, ponderation, build-URL copy', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, '/internal-traffic');
    await page.getByRole('button', { name: 'Activar' }).click();
    await expect(page.getByTestId('flag-state')).toContainText('Activado');
    await expect(page.getByTestId('staff-banner')).toBeVisible();
    await expect(page.getByTestId('staff-toolbar')).toBeVisible();
    await page.getByRole('link', { name: 'Ir al comparador' }).click();
    await expect(page.getByTestId('plan-card').first()).toBeVisible({ timeout: 20_000 });
    await page.getByText('Herramientas internas').click();
    await page.getByTestId('ponderation').fill('1,5');
    await expect(page.getByText('La ponderación debe ser un número entre 0 y 1')).toBeVisible();
    await page.getByTestId('ponderation').fill('0,5');
    await expect(page.getByText('La ponderación debe ser un número entre 0 y 1')).toBeHidden();
    await page.getByRole('button', { name: 'Copiar URL del comparador' }).click();
    await expect(page.getByText('URL copiada')).toBeVisible();
    // Turning it off again removes the toolbar.
    await visit(page, '/internal-traffic');
    await page.getByRole('button', { name: 'Desactivar' }).click();
    await expect(page.getByTestId('staff-toolbar')).toBeHidden();
  });

  test('Compartir opens the same comparison in a fresh browser', async ({ page, browser, isMobile }) => {
    test.setTimeout(90_000);
    await visit(page, '/Comparar/Medicina-Prepagada?order=lowerPrice');
    await expect(page.getByTestId('plan-card').first()).toBeVisible({ timeout: 20_000 });
    if (!isMobile) await page.getByTestId('compare-checkbox').first().check();
    await page.getByRole('button', { name: 'Compartir' }).first().click();
    const link = await page.getByTestId('share-link').first().inputValue();
    expect(link).toMatch(/\/url\/[A-Za-z0-9_-]+$/);

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await visit(other, link);
    await expect(other).toHaveURL(/\/Comparar\/Medicina-Prepagada\?/);
    const url = new URL(other.url());
    expect(url.searchParams.get('order')).toBe('lowerPrice');
    expect(url.searchParams.get('skipLanding')).toBe('true');
    expect(url.searchParams.get('code')).toBe(link.split('/url/')[1]);
    await expect(other.getByTestId('plan-card').first()).toBeVisible({ timeout: 20_000 });
    if (!isMobile) await expect(other.getByTestId('compare-checkbox').first()).toBeChecked();
    await visit(other, '/url/no-existe-123');
    await expect(other.getByTestId('short-link-invalid')).toContainText('Este enlace no es válido');
    await fresh.close();
  });

  test('a partner subdomain redirects, shows its colours and only its organizations', async ({
    page,
    baseURL,
  }) => {
    const partner = (baseURL ?? '').replace('127.0.0.1', 'bienestar.localhost');
    const compareCalls: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/insurance/compare/metadata'))
        compareCalls.push(new URL(request.url()));
    });
    await visit(page, `${partner}/`);
    await expect(page).toHaveURL(/\/Comparar\/Medicina-Prepagada$/);
    const banner = page.getByTestId('partner-banner');
    await expect(banner).toContainText('Bienestar');
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('rgb(0, 163, 108)');
    await expect(page.getByTestId('partner-header')).toContainText('Caja Bienestar');
    await expect(page.getByTestId('plan-card').first()).toBeVisible({ timeout: 20_000 });
    expect(compareCalls.length).toBeGreaterThan(0);
    for (const call of compareCalls) expect(call.searchParams.get('organizations')).toBe('3,7,8,13');
    // Its menu offers only its four allowed paths (the logo's root goes to its default path).
    const allowed = ['/', '/Comparar', '/Comparar/Medicina-Prepagada', '/Comparar/EPS', '/contacto'];
    const menu = await page
      .locator('header a[href^="/"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(menu).toContain('/Comparar/Medicina-Prepagada');
    expect(menu.filter((path) => !allowed.includes(path))).toEqual([]);

    await visit(page, `${partner}/Comparar/Empresas`);
    await expect(page).toHaveURL(/\/Comparar\/Medicina-Prepagada$/);
    await visit(page, `${partner}/contacto`);
    await expect(page).toHaveURL(/\/contacto$/);
    await expect(page.getByTestId('partner-footer')).toContainText('Aliado de QueSeguro');
  });

  test('a partner whose layout hides the request button and the score: its cards show neither', async ({
    page,
    baseURL,
  }) => {
    test.slow(); // two comparators on a shared machine
    const partner = (baseURL ?? '').replace('127.0.0.1', 'mascotasfelices.localhost');
    await visit(page, `${partner}/Comparar/Mascotas`);
    const cards = page.getByTestId('plan-card');
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    await expect(cards.first().getByRole('link', { name: 'Ver detalle' })).toBeVisible();
    await expect(cards.getByRole('link', { name: 'Solicitar' })).toHaveCount(0);
    await expect(cards.getByRole('button', { name: /^Puntaje/ })).toHaveCount(0);
    // The site itself shows both on the same comparator.
    await visit(page, '/Comparar/Mascotas');
    await expect(cards.first().getByRole('button', { name: /^Puntaje/ })).toBeVisible({ timeout: 20_000 });
  });

  test('an unauthorized iframe with deny on gets a blank page and the warning', async ({ page, baseURL }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // The partner key names its own pages only: it does not vouch for another embedder.
    const site = `${baseURL}/Comparar?key=aliado-123`;
    await page.route('http://embedder.test/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<h1>Otro sitio</h1><iframe src="${site}" width="600" height="400"></iframe>`,
      }),
    );
    // Let the frame load past frame-ancestors, so the site's own check is what blanks it.
    await page.route(
      (url) => url.pathname === '/Comparar',
      async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['content-security-policy'];
        await route.fulfill({ response, headers });
      },
    );
    await page.goto('http://embedder.test/');
    const frame = page.frames().find((f) => f !== page.mainFrame());
    await expect
      .poll(() =>
        page
          .frames()
          .find((f) => f !== page.mainFrame())
          ?.url(),
      )
      .toBe('about:blank');
    expect(frame).toBeDefined();
    await expect
      .poll(() => warnings.some((w) => w.includes('Acceso presuntamente no autorizado')))
      .toBe(true);
  });

  test('an iframe on a page its partner key lists works, and the key asks for the referrer', async ({
    page,
    baseURL,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const keyCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/integration/iframe-token')) keyCalls.push(request.url());
    });
    await page.route('http://aliado.test/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<h1>Aliado Seguros</h1><iframe src="${baseURL}/Comparar/Medicina-Prepagada?key=aliado-123" width="100%" height="700"></iframe>`,
      }),
    );
    // Served through Playwright like the test above (Chromium blocks a public page framing 127.0.0.1);
    // the site's own headers are kept, frame-ancestors included.
    await page.route(
      (url) => url.pathname === '/Comparar/Medicina-Prepagada',
      async (route) => route.fulfill({ response: await route.fetch() }),
    );
    await page.goto('http://aliado.test/');
    const frame = page.frameLocator('iframe');
    // A partner-iframe key requires a referido (§6): the modal opens and cannot be closed.
    await expect(frame.getByTestId('referral-modal')).toBeVisible({ timeout: 20_000 });
    expect(new URL(keyCalls[0] ?? 'http://x').searchParams.get('token')).toBe('aliado-123');
    await frame.getByLabel('Correo de quien te refirió').fill('laura.gomez@queseguro.co');
    await frame.getByRole('button', { name: 'Siguiente' }).click();
    await expect(frame.getByText('Te refirió Laura Gómez').first()).toBeVisible();
    await frame.getByRole('button', { name: 'Continuar' }).click();
    await expect(frame.getByTestId('plan-card').first()).toBeVisible({ timeout: 20_000 });
    expect(
      page
        .frames()
        .find((f) => f !== page.mainFrame())
        ?.url(),
    ).toContain('/Comparar/Medicina-Prepagada');
    expect(warnings.some((w) => w.includes('Acceso presuntamente no autorizado'))).toBe(false);
  });
});
