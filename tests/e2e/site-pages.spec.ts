import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoUnrendered, reload, visit } from './visit';

/** Console errors of a page, collected from the start. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function internalLinks(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(selector)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.startsWith('/'));
}

async function leadsFor(page: Page, email: string): Promise<number> {
  const response = await page.request.get('/__sample/leads');
  const leads = (await response.json()) as Array<{ kind: string; body: { email?: string } }>;
  return leads.filter((lead) => lead.kind === 'contacto' && lead.body.email === email).length;
}

test.describe('site pages: header, footer, listings, blog, contact, languages, notifications', () => {
  test('every header, footer and home link opens a finished page with its own title and no console error', async ({
    page,
  }) => {
    test.slow();
    const errors = watchConsole(page);
    await visit(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const links = new Set([
      ...(await internalLinks(page, 'header a')),
      ...(await internalLinks(page, '#mobile-menu a')),
      ...(await internalLinks(page, 'footer a')),
      ...(await internalLinks(page, 'main a')),
    ]);
    expect(links.size).toBeGreaterThan(15);
    const titles = new Map<string, string>();
    for (const href of links) {
      await visit(page, href);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading, href).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Próximamente'), href).toHaveCount(0);
      const title = await page.title();
      expect(title, href).toMatch(/QueSeguro/);
      titles.set(href, title);
    }
    // Own titles: the pages do not share one title.
    expect(new Set(titles.values()).size).toBeGreaterThan(links.size * 0.7);
    expect(errors).toEqual([]);
  });

  test('a listing pages with pagina and leads to an organization page with its plans', async ({ page }) => {
    await visit(page, '/Clinicas-y-Hospitales');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clínicas y hospitales');
    await expect(page.getByRole('navigation', { name: 'Paginación' })).toContainText('Página 1 de 2');
    await page.getByRole('link', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/pagina=2$/);
    await expect(page.getByRole('navigation', { name: 'Paginación' })).toContainText('Página 2 de 2');
    await visit(page, '/Seguros');
    await page.getByRole('link', { name: /Ver planes\W+Allianz/ }).click();
    await expect(page).toHaveURL(/\/Seguros\/allianz$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Allianz');
    await expect(page).toHaveTitle('Allianz | QueSeguro');
    await expect(page.getByRole('link', { name: /Ver detalle/ }).first()).toBeVisible();
    // Issue 30: no rating without real reviews, said plainly; its contact routes, each link a safe one.
    await expect(page.getByTestId('organization-rating')).toHaveText(
      'Aún no hay opiniones de clientes sobre Allianz. No mostramos calificaciones sin opiniones reales.',
    );
    const contacts = page.getByTestId('organization-contacts');
    await expect(contacts.getByRole('heading', { level: 2 })).toHaveText('Cómo contactar a Allianz');
    await expect(contacts.getByRole('link', { name: '#265' })).toHaveAttribute('href', 'tel:%23265');
    await expect(contacts.getByRole('link', { name: 'allianz.co' })).toHaveAttribute(
      'href',
      'https://www.allianz.co/',
    );
    // Where a complaint goes beyond the company: its defensor and supervisor, as on its plans' pages.
    const complaints = page.getByTestId('complaint-routes');
    await expect(complaints.locator('[data-body=defensor]')).toContainText(
      'Defensor del Consumidor Financiero',
    );
    await expect(
      complaints.getByRole('link', { name: 'Superintendencia Financiera de Colombia' }),
    ).toHaveAttribute('href', 'https://www.superfinanciera.gov.co');
    for (const href of await page
      .locator('[data-testid=organization-contacts] a, [data-testid=complaint-routes] a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^(https:\/\/|tel:|mailto:)/);
  });

  test('a blog article has its side menu of h2 anchors', async ({ page }) => {
    await visit(page, '/QS-Blog');
    await page.getByRole('link', { name: /Planes complementarios de EPS/ }).click();
    await expect(page).toHaveTitle(/Planes complementarios de EPS.*\| QueSeguro/);
    const menu = page.getByRole('navigation', { name: 'En este artículo' });
    await expect(menu.getByRole('link')).toHaveCount(3);
    await expect(menu.getByRole('link', { name: '¿Qué cubren?' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  test('Portal clientes opens by keyboard only, and Escape closes it @layout', async ({ page, isMobile }) => {
    await visit(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (isMobile) {
      await page.getByRole('button', { name: 'Abrir menú' }).focus();
      await page.keyboard.press('Enter');
      await page
        .getByRole('navigation', { name: 'Menú móvil' })
        .getByRole('button', { name: 'Portal clientes' })
        .focus();
    } else {
      await page
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('button', { name: 'Portal clientes' })
        .focus();
    }
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Portal clientes' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Ir a Portal Personas/ })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Ir a Portal Empresas/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the contact form shows errors beside the fields, then is delivered once online', async ({ page }) => {
    const email = `online.${Date.now()}@correo.com.co`;
    await visit(page, '/contacto');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('campo requerido').first()).toBeVisible();
    await page.getByLabel('Nombre completo').fill('María Fernanda López');
    await page.getByLabel('Correo electrónico').fill('maria@');
    await page.getByLabel('Celular').fill('321 123 4567');
    await page.getByLabel('Correo electrónico').blur();
    await expect(
      page.getByText('Por favor, ingrese su dirección de correo electrónico válido'),
    ).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel(/Autorizo a QueSeguro/).check();
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText(/Recibimos tu mensaje/)).toBeVisible();
    expect(await leadsFor(page, email)).toBe(1);
  });

  test('offline, the contact form keeps the message and delivers it once when back online', async ({
    page,
    context,
  }) => {
    const email = `offline.${Date.now()}@correo.com.co`;
    await visit(page, '/contacto');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByLabel('Nombre completo').fill('Andrés Restrepo');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Celular').fill('3001234567');
    await page.getByLabel(/Autorizo a QueSeguro/).check();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText(/Estás sin conexión/)).toBeVisible();
    expect(await leadsFor(page, email)).toBe(0);
    await context.setOffline(false);
    await expect(page.getByText(/Recibimos tu mensaje/)).toBeVisible();
    expect(await leadsFor(page, email)).toBe(1);
  });

  test('the bell badge clears on click and stays cleared after a reload', async ({ page }) => {
    // The home page is prerendered: the bell answers once the page is live.
    await visit(page, '/');
    const badge = page.getByTestId('notification-badge');
    await expect(badge).toHaveText('+1');
    await page.getByRole('button', { name: 'Notificaciones: 1 nueva' }).click();
    await expect(page.getByText('Nuevos planes para mascotas')).toBeVisible();
    await expect(badge).toHaveCount(0);
    await reload(page);
    await expect(page.getByRole('button', { name: 'Notificaciones' })).toBeVisible();
    await expect(badge).toHaveCount(0);
  });

  test('switching to English and Portuguese reloads the same page under /en and /pt, links keep the prefix, and back @layout', async ({
    page,
    isMobile,
  }) => {
    const select = async (label: string) => {
      if (isMobile) {
        await page.getByRole('button', { name: /Abrir menú|Open menu|Abrir menu/ }).click();
        await page.locator('#language-mobile').selectOption({ label });
      } else {
        await page.locator('#language-header').selectOption({ label });
      }
    };
    await visit(page, '/contacto');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contáctanos');
    await select('English');
    // A language is a view of the same page (issue 30): contact stays contact.
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    await expect(page.locator('footer')).toContainText('Compare health policies');
    await expect(page.locator('footer').getByRole('link', { name: 'Product map' })).toHaveAttribute(
      'href',
      '/en/Sitemap-Products',
    );
    await page.locator('footer').getByRole('link', { name: 'Product map' }).click();
    await expect(page).toHaveURL(/\/en\/Sitemap-Products$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product map');
    await expect(page).toHaveTitle('Product map | QueSeguro');
    // The routes are translated: the footer's comparison and contact links, then the pages they open.
    const footerPolicies = page.locator('footer').getByRole('link', { name: 'Compare health policies' });
    await expect(footerPolicies).toHaveAttribute('href', '/en/Compare/Health-Policies');
    await footerPolicies.click();
    await expect(page).toHaveURL(/\/en\/Compare\/Health-Policies/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare Health policies');
    await expect(page).toHaveTitle('Compare health policies | QueSeguro');
    await expect(page.getByTestId('profile-open')).toContainText('Who will be insured?');
    await visit(page, '/en/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    await select('Português');
    await expect(page).toHaveURL(/\/pt\/contato$/);
    await expect(page.locator('footer')).toContainText('Comparar apólices de saúde');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fale conosco');
    await expect(
      page.locator('footer').getByRole('link', { name: 'Comparar apólices de saúde' }),
    ).toHaveAttribute('href', '/pt/Comparar/Apolices-de-Saude');
    await visit(page, '/pt/contato');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fale conosco');
    await select('Español');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/contacto$/);
    await expect(page.locator('footer')).toContainText('Comparar Pólizas de Salud');
    await expect(
      page.locator('footer').getByRole('link', { name: 'Comparar Pólizas de Salud' }),
    ).toHaveAttribute('href', '/Comparar/Polizas-de-Salud');
  });

  test('the comparator, its profile modal and the 404 page speak English under /en', async ({ page }) => {
    const errors = watchConsole(page);
    await visit(page, '/en/Compare/Health-Policies');
    await expect(page.getByTestId('results-count')).toHaveText(/plans? found/, { timeout: 20_000 });
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect(page.getByTestId('plan-card').first()).toContainText(
      /Price for your profile|Estimated price/,
    );
    await page.getByTestId('profile-open').click();
    const modal = page.getByTestId('profile-modal');
    await expect(modal.getByRole('heading', { name: 'Who will be insured?' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Compare' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    // An unknown address answers HTTP 404 (the browser logs it) with the page's 404 screen.
    await visit(page, '/en/no-such-page');
    await expect(page).toHaveURL(/\/en\/not-found$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find this page');
    await visit(page, '/pt/nada-aqui');
    await expect(page).toHaveURL(/\/pt\/nao-encontrada$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Não encontramos esta página');
  });

  test('a plan detail page and its request form speak English under /en', async ({ page }) => {
    const errors = watchConsole(page);
    await visit(page, '/en/Medicina-Prepagada/colsanitas/Colsanitas-Plan-Integral-Plus/Solicitar');
    const detail = page.getByTestId('plan-detail');
    await expect(detail.getByRole('navigation', { name: 'Plan sections' })).toContainText(
      'Coverages and copays',
    );
    await expect(page.getByTestId('detail-sticky')).toContainText(/Price for your profile|From/);
    await expect(page.getByTestId('detail-sticky')).toContainText('/month');
    const form = page.getByTestId('request-form').first();
    await expect(form.getByRole('heading', { name: 'Ask for free advice' })).toBeVisible();
    await form.getByLabel('First and last name').fill('Ana Pérez');
    await form.getByLabel('ID number (cédula)').fill('12345');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('The ID number must have 8 to 12 digits')).toBeVisible();
    await expect(form.getByText('you must authorize the processing of your data')).toBeVisible();
    await expect(form.getByLabel('Phone call')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: /I authorize QueSeguro/ })).toBeVisible();
    await expect(form.getByText(/Monday to Friday from 7:00 a\.m\./)).toBeVisible();
    await expect(form.getByLabel('First and last name')).toHaveValue('Ana Pérez');
    expect(errors).toEqual([]);
  });

  // The header hides on mobile only.
  test('on mobile the header hides on scroll down and comes back on scroll up @mobile', async ({ page }) => {
    await visit(page, '/QS-Blog/medicina-prepagada-vs-poliza-de-salud');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await page.mouse.wheel(0, 900);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await expect(header).not.toBeInViewport();
    await page.mouse.wheel(0, -300);
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await expect(header).toBeInViewport();
  });

  test('when the menu fails, the header says so and the static menu still works @layout', async ({
    page,
    isMobile,
  }) => {
    // Only this page's menu calls fail: the sample backend's per-request fault header.
    await page.route('**/api/menu', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-sample-fault': '500' } }),
    );
    // The prerendered home carries its menu: the call is made only without it.
    await gotoUnrendered(page, '/');
    const nav = isMobile
      ? (await page.getByRole('button', { name: 'Abrir menú' }).click(),
        page.getByRole('navigation', { name: 'Menú móvil' }))
      : page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByText('Ups! algo salió mal.')).toBeVisible({ timeout: 15_000 });
    await nav.getByRole('link', { name: 'Pólizas de Salud' }).click();
    await expect(page).toHaveURL(/\/Comparar\/Polizas-de-Salud$/);
  });

  // The home and contact pages are audited at both widths in visitor-walk.spec.ts, the 404 page in
  // accessibility.spec.ts.
  test('a listing and a blog article have no serious accessibility violations', async ({ page }) => {
    for (const path of ['/EPS', '/QS-Blog/seguro-para-mascotas-en-colombia']) {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
  });

  test('sitemap.xml lists the products by their canonical path and robots.txt points to it', async ({
    page,
  }) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://www.queseguro.co/Sitemap-Products</loc>');
    expect(sitemap).toContain('<loc>https://www.queseguro.co/Seguros/allianz</loc>');
    expect(sitemap).toMatch(/<loc>https:\/\/www\.queseguro\.co\/EPS\/compensar\/[^<]+<\/loc>/);
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://www.queseguro.co/sitemap.xml');
  });
});
