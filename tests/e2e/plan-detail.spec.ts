import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { visit } from './visit';
import { loggedTypes } from './support/event-log';

const CANONICAL = '/Medicina-Prepagada/colsanitas/Colsanitas-Plan-Integral-Plus';

interface StoredLead {
  kind: string;
  idempotencyKey?: string | null;
  body: {
    email?: string;
    consent?: { channels?: string[] };
    referido?: { email: string; name?: string };
    leadAttributionInfo?: Record<string, string>[];
  };
}

async function leadsFor(page: Page, email: string): Promise<StoredLead[]> {
  const response = await page.request.get('/__sample/leads');
  const leads = (await response.json()) as StoredLead[];
  return leads.filter((lead) => lead.body.email === email);
}

async function seriousViolations(page: Page) {
  const audit = await new AxeBuilder({ page }).analyze();
  return audit.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

test('a card opens the plan as a modal (back closes it) and as a page', async ({ page }) => {
  await visit(page, '/Comparar/Medicina-Prepagada');
  const card = page.getByTestId('plan-card').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name: 'Ver detalle' }).click();
  const modal = page.getByTestId('plan-detail-modal');
  await expect(modal.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(page.url()).toContain('#detalle=');
  await modal.getByRole('button', { name: 'Exclusiones', exact: true }).click();
  await expect(modal.getByRole('heading', { name: 'Exclusiones', level: 2 })).toBeVisible();
  await page.goBack();
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(/\/Comparar\/Medicina-Prepagada$/);

  // The same link opened as a page.
  const href = await card.getByRole('link', { name: 'Ver detalle' }).getAttribute('href');
  await visit(page, href ?? '/');
  await expect(page.getByTestId('plan-detail')).toHaveAttribute('data-mode', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('a plan whose modal code does not arrive says so over the comparison; one reload, then Reintentar opens it', async ({
  page,
}) => {
  const modalCode = /\/assets\/plan-detail-modal-[\w-]+\.js$/;
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.route(modalCode, (route) => route.abort('failed'));
  await visit(page, '/Comparar/Medicina-Prepagada');
  const card = page.getByTestId('plan-card').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name: 'Ver detalle' }).click();
  // Online, missing code is most likely a deploy: one reload; the plan asked for is in the address.
  const failure = page.getByRole('dialog', { name: 'No pudimos abrir esta página' });
  await expect(failure.getByRole('alert')).toContainText('No se descargó por completo', { timeout: 20_000 });
  expect(documents).toHaveLength(2);
  // Closed, the comparison is there; the code is back, and the visitor's Reintentar opens the plan.
  await failure.getByRole('button', { name: 'Cerrar' }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Compara Medicina Prepagada' })).toBeVisible();
  await page.unroute(modalCode);
  await card.getByRole('link', { name: 'Ver detalle' }).click();
  await failure.getByRole('button', { name: 'Reintentar' }).click();
  const modal = page.getByTestId('plan-detail-modal');
  await expect(modal.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 20_000 });
});

test('the page: canonical redirect, tabs, head and structured data, accessibility', async ({
  page,
  isMobile,
}) => {
  await visit(page, '/Seguros/colsanitas/mp-cols-02/Precio');
  await expect(page).toHaveURL(`${CANONICAL}/Precio`);
  await expect(page.getByRole('heading', { name: 'Precio', level: 2 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `https://www.queseguro.co${CANONICAL}/Precio`,
  );
  await expect(page).toHaveTitle(/Colsanitas Plan Integral Plus/);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
  expect(types).toEqual(expect.arrayContaining(['Product', 'Organization', 'BreadcrumbList']));

  const tabs = page.getByTestId('plan-tabs');
  await tabs.getByRole('link', { name: 'Coberturas y copagos' }).click();
  await expect(page).toHaveURL(CANONICAL);
  await expect(page.getByRole('heading', { name: 'Coberturas y copagos', level: 2 })).toBeVisible();
  if (isMobile) {
    await tabs.getByRole('button', { name: 'Ver más' }).click();
  }
  await page.getByRole('link', { name: 'Preguntas frecuentes' }).click();
  await expect(page).toHaveURL(`${CANONICAL}/Preguntas-Frecuentes`);
  const faqBlocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(faqBlocks.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toContain('FAQPage');
  expect(await seriousViolations(page)).toEqual([]);

  // An unknown plan lands on its comparison.
  await visit(page, '/EPS/compensar/plan-que-no-existe');
  await expect(page).toHaveURL(/\/Comparar\/EPS$/);
});

test('request: invalid ID, then queued while offline, delivered once when online, still once after a reload', async ({
  page,
  context,
}) => {
  const email = `ana.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.co`;
  await visit(page, `${CANONICAL}/Solicitar`);
  const form = page.getByTestId('request-form');
  await form.getByLabel('Nombre y apellido').fill('Ana Pérez');
  await form.getByLabel('Número de cédula').fill('12345');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  // Six digits are no Colombian mobile (ten digits, with or without +57).
  await form.getByLabel('Celular', { exact: true }).fill('300123');
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form.getByText('El número de documento debe tener entre 8 y 12 dígitos')).toBeVisible();
  await expect(form.getByText('celular colombiano de 10 dígitos')).toBeVisible();
  await expect(form.getByText('autorizar el tratamiento de tus datos')).toBeVisible();
  // Nothing typed was lost.
  await expect(form.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(email);
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByLabel('Número de cédula').fill('1020304050');
  // The quote form takes a mobile typed without +57, as the contact page does.
  await form.getByLabel('Celular', { exact: true }).fill('300 123 4567');
  await form.getByLabel('WhatsApp').check();
  await form.getByRole('checkbox', { name: /Autorizo a QueSeguro/ }).check();
  await expect(form.getByText(/lunes a viernes de 7:00 a\. m\. a 7:00 p\. m\./)).toBeVisible();

  await context.setOffline(true);
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  const status = page.getByTestId('request-status');
  await expect(status).toHaveAttribute('data-status', 'offline');
  await expect(page.getByTestId('request-thanks')).toContainText('¡Gracias, Ana!');

  await context.setOffline(false);
  await expect(status).toHaveAttribute('data-status', 'delivered');
  await expect.poll(async () => (await leadsFor(page, email)).length).toBe(1);
  const [lead] = await leadsFor(page, email);
  expect(lead?.kind).toBe('solicitarplan');
  expect(lead?.idempotencyKey).toBeTruthy();
  expect(lead?.body.consent?.channels).toEqual(['whatsapp']);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await leadsFor(page, email)).length).toBe(1);
});

test('a request whose answer is lost is kept once when the outbox retries', async ({ page }) => {
  const email = `luis.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.co`;
  // The first answer is lost after the backend kept the lead; the retry carries the same key.
  let lost = false;
  await page.route('**/api/solicitarplans', (route) => {
    const fault: Record<string, string> = lost ? {} : { 'x-sample-fault': 'lost' };
    lost = true;
    return route.continue({ headers: { ...route.request().headers(), ...fault } });
  });
  await visit(page, `${CANONICAL}/Solicitar`);
  const form = page.getByTestId('request-form');
  await form.getByLabel('Nombre y apellido').fill('Luis Gómez');
  await form.getByLabel('Número de cédula').fill('79123456');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await form.getByLabel('Celular', { exact: true }).fill('+573101234567');
  await form.getByRole('checkbox', { name: 'Correo electrónico' }).check();
  await form.getByRole('checkbox', { name: /Autorizo a QueSeguro/ }).check();
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByTestId('request-status')).toHaveAttribute('data-status', 'delivered', {
    timeout: 15_000,
  });
  expect(await leadsFor(page, email)).toHaveLength(1);
});

test('additional insurance: offered with the plan, sent once through the outbox though its first answer was lost', async ({
  page,
}) => {
  const email = `eva.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.co`;
  let lost = false;
  await page.route('**/api/seguro-adicional/solicitar', (route) => {
    const fault: Record<string, string> = lost ? {} : { 'x-sample-fault': 'lost' };
    lost = true;
    return route.continue({ headers: { ...route.request().headers(), ...fault } });
  });
  await visit(page, `${CANONICAL}/Solicitar`);
  const form = page.getByTestId('request-form');
  const offered = form.getByRole('group', { name: 'Seguros adicionales (opcional)' });
  await expect(offered).toContainText('Plan odontológico');
  await form.getByLabel('Nombre y apellido').fill('Eva Ríos');
  await form.getByLabel('Número de cédula').fill('52123456');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await form.getByLabel('Celular', { exact: true }).fill('3151234567');
  await form.getByRole('checkbox', { name: 'WhatsApp' }).check();
  await offered.getByRole('checkbox', { name: /Seguro de vida/ }).check();
  await form.getByRole('checkbox', { name: /Autorizo a QueSeguro/ }).check();
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  const additional = page.getByTestId('additional-status');
  await expect(additional).toContainText('Solicitud de seguro adicional: Seguro de vida');
  await expect(additional).toHaveAttribute('data-status', 'delivered', { timeout: 15_000 });
  await expect.poll(async () => (await leadsFor(page, email)).length).toBe(2);
  const leads = await leadsFor(page, email);
  const kept = leads.filter((lead) => lead.kind === 'seguro-adicional');
  expect(kept).toHaveLength(1);
  expect(kept[0]?.idempotencyKey).toBeTruthy();
  expect((kept[0]?.body as { seguroAdicional?: unknown }).seguroAdicional).toEqual([
    { code: 'vida', name: 'Seguro de vida' },
  ]);
  expect(leads.filter((lead) => lead.kind === 'solicitarplan')).toHaveLength(1);
});

test('a plan document reads page by page, with its text layer and a download link', async ({ page }) => {
  await visit(page, `${CANONICAL}/Documentos`);
  // Prerenderers wait for the flag: down while the page loads, up once the documents drew their text.
  await expect
    .poll(() => page.evaluate(() => Reflect.get(window, 'prerenderReady') as boolean | undefined), {
      timeout: 20_000,
    })
    .toBe(true);
  const viewer = page.getByTestId('pdf-viewer');
  const counter = viewer.getByTestId('pdf-page');
  await expect(counter).toHaveText(/Página 1 de \d+/, { timeout: 20_000 });
  await expect(viewer.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await expect(counter).toHaveAttribute('data-drawn', '1');
  await expect(viewer.locator('.textLayer')).toContainText('Condiciones generales');
  await viewer.getByRole('button', { name: 'Siguiente' }).click();
  await expect(counter).toHaveText(/Página 2 de/);
  await expect(counter).toHaveAttribute('data-drawn', '2');
  await viewer.getByRole('button', { name: 'Anterior' }).click();
  await expect(counter).toHaveText(/Página 1 de/);
  await expect(viewer.getByRole('link', { name: /Descargar PDF/ })).toHaveAttribute('href', /\.pdf$/);
});

test('the request of a referred visitor carries the referrer and where the visit came from', async ({
  page,
}) => {
  const email = `rosa.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.co`;
  await page.clock.install();
  await visit(page, '/?utm_source=referidos-e2e&utm_medium=email');
  await page.getByRole('button', { name: 'Ingresar referido' }).click();
  await page.getByLabel('Correo de quien te refirió').fill('laura.gomez@queseguro.co');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByTestId('referral-result').getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByTestId('referrer-banner')).toContainText('Laura Gómez');
  // A visit counts once the visitor stayed on its first page 2 s (§9 lead attribution): the page's
  // clock is moved on, and the visit is in the visitor's log.
  await page.clock.fastForward(2_500);
  await expect.poll(() => loggedTypes(page)).toContain('TouchRecorded');

  await visit(page, `${CANONICAL}/Solicitar`);
  const form = page.getByTestId('request-form');
  await form.getByLabel('Nombre y apellido').fill('Rosa Díaz');
  await form.getByLabel('Número de cédula').fill('52123456');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await form.getByLabel('Celular', { exact: true }).fill('+573151234567');
  await form.getByLabel('WhatsApp').check();
  await form.getByRole('checkbox', { name: /Autorizo a QueSeguro/ }).check();
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByTestId('request-status')).toHaveAttribute('data-status', 'delivered', {
    timeout: 15_000,
  });
  const [lead] = await leadsFor(page, email);
  expect(lead?.body.referido).toEqual({ email: 'laura.gomez@queseguro.co', name: 'Laura Gómez' });
  expect(lead?.body.leadAttributionInfo?.[0]).toMatchObject({
    utm_source: 'referidos-e2e',
    utm_medium: 'email',
    landing: '/',
  });
});

test('a page opened on a tab brings that tab into view', async ({ page }) => {
  await visit(page, `${CANONICAL}/Solicitar`);
  await expect(page.getByTestId('plan-detail')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#plan-tab-body')).toBeInViewport();
});

test('a plan segment naming a category or a clinic of the networks leads to its page', async ({ page }) => {
  await visit(page, '/Seguros/alguna/Medicina-Prepagada');
  await expect(page).toHaveURL(/\/Comparar\/Medicina-Prepagada$/);
  await visit(page, '/EPS/red/Clinica-del-Country');
  await expect(page).toHaveURL(/\/Clinicas-y-Hospitales\/clinica-del-country$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Clínica del Country');
});
