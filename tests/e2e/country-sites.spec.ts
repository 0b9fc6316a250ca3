import { expect, test, type Page } from '@playwright/test';
import { visit } from './visit';

/**
 * Chile, Peru and the international site from the same build, picked by the host: cl.localhost,
 * pe.localhost and int.localhost (Chromium resolves *.localhost to the loopback address itself).
 */
interface Site {
  readonly host: 'cl' | 'pe' | 'int';
  readonly code: 'CL' | 'PE' | 'INT';
  /** §3 Countries: each site's language tag (the international site's is es-CL). */
  readonly lang: string;
  /** §9 wording: the coverage table's charge column (Deducible in Chile and Peru). */
  readonly deductible: string;
  readonly title: RegExp;
  readonly legal: RegExp | null;
  readonly comparator: string;
  readonly money: RegExp;
  readonly plan: string;
  readonly idLabel: string;
  readonly badId: string;
  readonly badIdMessage: string;
  readonly goodId: string;
  readonly phone: string;
  /** The site's brand: every title ends in it, no text says Colombia's (QueSeguro). */
  readonly brand: string;
  /** §9 bed wording: cama in Chile, cuarto elsewhere, where a plan says its hospital room. */
  readonly bed: RegExp;
  readonly blog: string;
  /** The plan page's complaint routes: the body after the company and where it links (issue 25). */
  readonly complaint: { readonly name: string | RegExp; readonly href: string | null; readonly lead: RegExp };
  /** The site's listing of insurers in its footer, and one insurer's page (the parent of its plans). */
  readonly listing: { readonly path: string; readonly title: string };
  readonly insurer: { readonly name: string; readonly path: string };
}

const SITES: readonly Site[] = [
  {
    host: 'cl',
    code: 'CL',
    lang: 'es-CL',
    deductible: 'Deducible',
    title: /Compara planes de isapres y seguros de salud en Chile/,
    legal: /Superintendencia de Salud.*CMF/,
    comparator: '/Comparar/Isapres',
    money: /^UF \d+,\d\d$/,
    plan: '/Isapre/banmedica/Planes/Banmedica-Preferente-Clinica-Santa-Maria',
    idLabel: 'RUT',
    // The RUT check digit of 18.972.631 is 7 (public vectors: 18.972.631-7 and 9.068.826-K).
    badId: '18.972.631-0',
    badIdMessage: 'El RUT no es válido.',
    goodId: '9.068.826-K',
    phone: '+56 9 6123 4567',
    brand: 'QuePlan',
    bed: /^Cama en habitación (individual|compartida)$/,
    blog: '/QP-Blog',
    // An isapre plan: the isapre, then the Superintendencia de Salud.
    complaint: {
      name: 'Superintendencia de Salud',
      href: 'https://www.superdesalud.gob.cl/',
      lead: /^Es un plan de isapre fiscalizado por la Superintendencia de Salud/,
    },
    listing: { path: '/Isapres', title: 'Isapres abiertas en Chile' },
    insurer: { name: 'Banmédica', path: '/Isapre/banmedica' },
  },
  {
    host: 'pe',
    code: 'PE',
    lang: 'es-PE',
    deductible: 'Deducible',
    title: /Compara EPS y seguros de salud en el Perú/,
    legal: /SuSalud.*SBS/,
    comparator: '/Comparar/Seguros-de-Salud',
    money: /^S\/\s?\d+\.\d\d$/,
    plan: '/EPS/rimac-eps/Planes/Rimac-EPS-Plan-Base',
    idLabel: 'DNI o carné de extranjería',
    badId: '4567891',
    badIdMessage: 'El número de documento debe tener entre 8 y 12 dígitos',
    goodId: '45678912',
    phone: '987 654 321',
    brand: 'QuePlan',
    bed: /^Cuarto (individual|compartido)$/,
    blog: '/QP-Blog',
    // An EPS plan: the EPS, then SUSALUD.
    complaint: {
      name: 'Superintendencia Nacional de Salud (SUSALUD)',
      href: 'https://www.gob.pe/susalud',
      lead: /^Es un plan de salud supervisado por la Superintendencia Nacional de Salud/,
    },
    listing: { path: '/EPS', title: 'EPS en el Perú' },
    insurer: { name: 'Rímac EPS', path: '/EPS/rimac-eps' },
  },
  {
    host: 'int',
    code: 'INT',
    lang: 'es-CL',
    deductible: 'Deducible',
    title: /Compara seguros de salud internacional/,
    legal: null,
    comparator: '/Comparar/Seguros-Internacionales',
    money: /^US\$\s?[\d.]+,\d\d$/,
    plan: '/Salud-Internacional/bmi/BMI-Serie-3000-deducible-US-1-000',
    idLabel: 'Pasaporte o documento de identidad',
    badId: 'AB-12',
    badIdMessage: 'El documento debe tener entre 5 y 12 letras o números.',
    goodId: 'AB1234567',
    phone: '+1 305 555 0142',
    brand: 'QuePlan Internacional',
    bed: /^Cuarto (individual|compartido)$/,
    blog: '/IH-Blog',
    // BMI's regulator is not in the catalogue: the company alone, and a sentence saying so.
    complaint: { name: 'BMI', href: null, lead: /nuestro catálogo no indica qué autoridad la supervisa/ },
    listing: { path: '/Salud-Internacional', title: 'Aseguradoras de salud internacional' },
    insurer: { name: 'BMI', path: '/Salud-Internacional/bmi' },
  },
];

/**
 * What a visitor of the page reads or hears, and what its head says (title, description, share tags):
 * the site's own brand ends the title and the Colombian brand is nowhere.
 */
async function expectOwnBrand(page: Page, brand: string): Promise<void> {
  await expect(page).toHaveTitle(new RegExp(`${brand}$`));
  const said = await page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll('meta[content]')].map((meta) => meta.getAttribute('content')),
      ...[...document.querySelectorAll('[aria-label],[title],[alt],[placeholder]')].flatMap((element) =>
        ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
      ),
      ...[...document.querySelectorAll('a[href^="mailto:"]')].map((link) => link.getAttribute('href')),
    ].join('\n'),
  );
  expect(said.split('\n').filter((line) => /queseguro/i.test(line))).toEqual([]);
}

interface StoredLead {
  kind: string;
  country: string | null;
  body: { email?: string; rutsolicitud?: string; telefono?: string };
}

test.describe('Chile, Peru and the international site', () => {
  for (const site of SITES) {
    test(`${site.host}.localhost: home, comparator in its money, plan page, request with its ID`, async ({
      page,
      baseURL,
    }) => {
      // Seven pages of one site, one after the other (the insurer page by a click, without a reload).
      test.slow();
      const port = new URL(baseURL ?? 'http://127.0.0.1:4173').port;
      const at = (path: string) => `http://${site.host}.localhost:${port}${path}`;
      await visit(page, at('/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.title);
      await expect(page.locator('html')).toHaveAttribute('lang', site.lang);
      if (site.legal) await expect(page.getByTestId('site-legal')).toHaveText(site.legal);
      await expectOwnBrand(page, site.brand);

      await visit(page, at(site.comparator));
      const prices = page.getByTestId('plan-price');
      await expect.poll(() => prices.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
      // A price for the profile, or a range before it is known: every amount in the site's money.
      for (const text of (await prices.allTextContents()).slice(0, 6))
        for (const amount of text.trim().split(' - ')) expect(amount).toMatch(site.money);
      if (site.code === 'CL')
        await expect(page.getByTestId('plan-price-clp').first()).toHaveText(/≈ \$\s?[\d.]+/);

      await visit(page, at(site.plan));
      await expect(page.getByRole('columnheader', { name: site.deductible, exact: true })).toBeVisible();
      // The hospital room in the site's word: 'cama' in Chile, 'cuarto' in Peru and the international site.
      await expect(page.getByTestId('plan-bed').first()).toHaveText(site.bed);
      await expectOwnBrand(page, site.brand);
      // Where to complain, in the site's country: never a Colombian supervisor.
      const complaints = page.getByTestId('complaint-routes');
      await expect(complaints.locator('p').first()).toHaveText(site.complaint.lead);
      await expect(complaints).not.toContainText(/Colombia|Supersalud|Superintendencia Financiera/);
      const last = complaints.getByRole('listitem').last();
      await expect(last).toContainText(site.complaint.name);
      if (site.complaint.href)
        await expect(last.getByRole('link')).toHaveAttribute('href', site.complaint.href);
      else await expect(complaints.getByRole('listitem')).toHaveCount(1);

      // The footer's listing of insurers, then one insurer's page: its plans at the site's plan paths.
      await page.getByRole('contentinfo').getByRole('link', { name: site.listing.title }).click();
      await expect(page).toHaveURL(new RegExp(`${site.listing.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.listing.title);
      await page.getByRole('link', { name: new RegExp(`^Ver planes\\W+${site.insurer.name}$`) }).click();
      await expect(page).toHaveURL(new RegExp(`${site.insurer.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.insurer.name);
      const planLinks = page.getByRole('link', { name: /^Ver detalle/ });
      await expect(planLinks.first()).toBeVisible();
      for (const href of await planLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
        expect(href).toMatch(new RegExp(`^${site.plan.split('/').slice(0, -1).join('/')}/`));
      // No rating without real reviews; the complaint routes as on its plans' pages.
      await expect(page.getByTestId('organization-rating')).toHaveAttribute('data-rating', 'none');
      await expect(page.getByTestId('complaint-routes')).toContainText(site.complaint.name);
      await expectOwnBrand(page, site.brand);

      await visit(page, at(`${site.plan}/Solicitar`));
      await expect(page).toHaveURL(new RegExp(`${site.plan}/Solicitar$`));
      const form = page.getByTestId('request-form');
      const email = `${site.host}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
      await form.getByLabel('Nombre y apellido').fill('Ana Pérez');
      await form.getByLabel(site.idLabel, { exact: true }).fill(site.badId);
      await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
      await form.getByLabel('Celular', { exact: true }).fill(site.phone);
      await form.getByLabel('WhatsApp').check();
      const consent = form.getByRole('checkbox', { name: /Autorizo a/ });
      if (site.legal) await expect(consent).toHaveAccessibleName(site.legal);
      await consent.check();
      await form.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(form.getByText(site.badIdMessage)).toBeVisible();

      await form.getByLabel(site.idLabel, { exact: true }).fill(site.goodId);
      await form.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(page.getByTestId('request-status')).toHaveAttribute('data-status', 'delivered');
      // The sample backend's leads (Node's resolver has no *.localhost: asked on the base address).
      const leads = (await (await page.request.get('/__sample/leads')).json()) as StoredLead[];
      const mine = leads.filter((lead) => lead.body.email === email);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ kind: 'solicitarplan', country: site.code });

      // The contact page and the blog say the site's brand, its data law and its phone format.
      await visit(page, at('/contacto'));
      await expect(
        page.getByRole('checkbox', { name: new RegExp(`^Autorizo a ${site.brand} `) }),
      ).toBeVisible();
      await expectOwnBrand(page, site.brand);
      await visit(page, at(site.blog));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Blog de ${site.brand}`);
      await expectOwnBrand(page, site.brand);
      // Its articles are its own, at its own blog's address, signed by its own team.
      await page.locator(`main a[href^="${site.blog}/"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${site.blog}/[a-z0-9-]+$`));
      await expect(page.getByText(`Por Equipo ${site.brand} ·`)).toBeVisible();
      await expectOwnBrand(page, site.brand);
    });
  }

  test('cl.localhost: a pet insurance bought online in pesos, with a RUT and a Chilean mobile', async ({
    page,
    baseURL,
  }) => {
    const port = new URL(baseURL ?? 'http://127.0.0.1:4173').port;
    const at = (path: string) => `http://cl.localhost:${port}${path}`;
    await visit(page, at('/Compra-Online/CL-BCI-01'));
    await expect(page.getByTestId('step-title')).toContainText('Datos personales');
    // A pet plan is priced for the pet typed: until then nothing is said to cost anything.
    await expect(page.getByTestId('purchase-total')).toHaveText('Por calcular');
    await page.getByLabel('Nombre completo').fill('Ana María Pérez');
    await page.getByLabel('Tipo de documento').selectOption('RUT');
    await page.getByLabel('Número de documento').fill('18.972.631-0');
    await page.getByLabel('Fecha de nacimiento').fill('1990-05-10');
    await page.getByLabel('Correo electrónico').fill('ana.perez@example.com');
    await page.getByLabel('Celular').fill('+56 9 6123 4567');
    await page.getByLabel('Dirección de residencia').fill('Av. Apoquindo 4501, Las Condes');
    await page.getByLabel('Nombre de tu mascota').fill('Luna');
    await page.getByLabel('Especie').selectOption('perro');
    await page.getByLabel('Raza').fill('Quiltro');
    await page.getByLabel('Edad de tu mascota (años)').fill('3');
    await page.getByLabel(/Ley 19\.628/).check();
    await page.getByTestId('step-next').click();
    // An invalid RUT keeps the step, with its message beside the field.
    await expect(page.locator('#field-documento-error')).toBeVisible();
    await page.getByLabel('Número de documento').fill('18.972.631-7');
    await page.getByTestId('step-next').click();
    await expect(page).toHaveURL(/\/CL-BCI-01\/Pago\?session=/);
    // Priced in pesos for the dog typed.
    await expect(page.getByTestId('purchase-total')).toHaveText(/^\$\s?[\d.]+$/);
    const shown = await page.getByTestId('purchase-total').textContent();
    await page.getByRole('radio', { name: 'Tarjeta de crédito', exact: true }).check();
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel('Nombre del titular').fill('Ana Maria Perez');
    await page.getByLabel('Vencimiento (MM/AA)').fill('12/34');
    await page.getByLabel('Código de seguridad (CVV)').fill('123');
    await page.getByTestId('pay').click();
    await expect(page.getByRole('heading', { name: 'Compra exitosa!' })).toBeVisible();
    await expect(page.getByTestId('paid-total')).toHaveText(shown ?? '');
  });

  test('pe.localhost: an Oncosalud plan bought online in soles, with a DNI and a Peruvian mobile', async ({
    page,
    baseURL,
  }) => {
    const port = new URL(baseURL ?? 'http://127.0.0.1:4173').port;
    await visit(page, `http://pe.localhost:${port}/Compra-Online/PE-ONC-01`);
    await expect(page.getByTestId('step-title')).toContainText('Datos personales');
    await page.getByLabel('Nombre completo').fill('Rosa Quispe Mamani');
    await page.getByLabel('Tipo de documento').selectOption('DNI');
    // Peru: 8 to 12 digits; a mobile of 9 digits from 9 (+51).
    await page.getByLabel('Número de documento').fill('4567891');
    await page.getByLabel('Fecha de nacimiento').fill('1988-03-14');
    await page.getByLabel('Correo electrónico').fill('rosa.quispe@example.com');
    await page.getByLabel('Celular').fill('987 654 32');
    await page.getByLabel('Dirección de residencia').fill('Av. Larco 1150, Miraflores');
    await page.getByLabel(/Ley 29733/).check();
    await page.getByTestId('step-next').click();
    await expect(page.locator('#field-documento-error')).toHaveText(
      'El número de documento debe tener entre 8 y 12 dígitos',
    );
    await expect(page.locator('#field-telefono-error')).toBeVisible();
    await page.getByLabel('Número de documento').fill('45678912');
    await page.getByLabel('Celular').fill('987 654 321');
    await page.getByTestId('step-next').click();
    await expect(page).toHaveURL(/\/PE-ONC-01\/Declaracion-de-salud\?session=/);
    const session = new URL(page.url()).searchParams.get('session');
    for (const no of await page.getByRole('radio', { name: 'No', exact: true }).all()) await no.check();
    await page.getByTestId('step-next').click();
    await expect(page).toHaveURL(/\/PE-ONC-01\/Pago\?session=/);
    // Priced in soles, with their 2 decimals, for the holder's age.
    await expect(page.getByTestId('purchase-total')).toHaveText(/^S\/\s?\d+\.\d\d$/);
    const shown = (await page.getByTestId('purchase-total').textContent()) ?? '';
    await page.getByRole('radio', { name: 'Tarjeta de crédito', exact: true }).check();
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel('Nombre del titular').fill('Rosa Quispe Mamani');
    await page.getByLabel('Vencimiento (MM/AA)').fill('12/34');
    await page.getByLabel('Código de seguridad (CVV)').fill('123');
    await page.getByTestId('pay').click();
    await expect(page.getByRole('heading', { name: 'Compra exitosa!' })).toBeVisible();
    await expect(page.getByTestId('paid-total')).toHaveText(shown);
    // The charge is the amount shown, in soles; the purchase's statuses travel with Peru's id.
    const charges = (await (await page.request.get('/__sample/payments')).json()) as {
      purchaseId: string;
      amount: number;
    }[];
    expect(charges.filter((charge) => charge.purchaseId === session).map((c) => c.amount)).toEqual([
      Number(shown.replace(/[^\d.]/g, '')),
    ]);
    await expect
      .poll(async () => {
        const leads = (await (await page.request.get('/__sample/leads')).json()) as (StoredLead & {
          body: { session?: string };
        })[];
        return leads
          .filter((lead) => lead.kind === 'estado-solicitud' && lead.body.session === session)
          .map((lead) => lead.country);
      })
      .toEqual(expect.arrayContaining(['PE']));
  });

  test('cl.localhost: the pesos of a UF price follow the day’s UF from /api/globales/uf', async ({
    page,
    baseURL,
  }) => {
    const port = new URL(baseURL ?? 'http://127.0.0.1:4173').port;
    // A day's UF other than the 39214.8 default: every equivalent is the UF amount times 40.000.
    await page.route('**/api/globales/uf', (route) =>
      route.fulfill({ json: { value: 40_000, date: '2026-11-27' } }),
    );
    // A holder earning 1.000.000 pesos: 7 % / 0,8 = 87.500 pesos, UF 2,19 at 40.000.
    const perfil = Buffer.from(
      JSON.stringify({ cotizante: [{ sexo: 'Femenino', edad: 35, ingreso: 1_000_000 }], cargas: [] }),
    ).toString('base64');
    await visit(page, `http://cl.localhost:${port}/Comparar/Isapres?perfil=${encodeURIComponent(perfil)}`);
    await expect(page.getByTestId('health-budget')).toHaveText(/hasta UF 2,19 \(\$\s?87\.500\) al mes\.$/);
    const card = page
      .getByTestId('plan-card')
      .filter({ has: page.getByTestId('plan-price-clp') })
      .first();
    const uf = Number(
      ((await card.getByTestId('plan-price').textContent()) ?? '')
        .split(' - ')[0]!
        .replace(/[^\d,]/g, '')
        .replace(',', '.'),
    );
    await expect(card.getByTestId('plan-price-clp')).toHaveText(
      new RegExp(`^≈ \\$\\s?${Math.round(uf * 40_000).toLocaleString('es-CL')}`),
    );
  });

  test('cl.localhost: /Comparar/Seguros-de-Salud/Dental compares dental insurance only', async ({
    page,
    baseURL,
  }) => {
    const port = new URL(baseURL ?? 'http://127.0.0.1:4173').port;
    await visit(page, `http://cl.localhost:${port}/Comparar/Seguros-de-Salud/Dental`);
    const names = page.getByTestId('plan-card').getByRole('heading', { level: 3 });
    await expect.poll(() => names.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    for (const name of await names.allTextContents()) expect(name).toMatch(/Dental/);
    await visit(page, `http://cl.localhost:${port}/Comparar/Seguros-de-Salud/Catastrofico`);
    await expect.poll(() => names.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    for (const name of await names.allTextContents()) expect(name).toMatch(/Catastr/);
  });

  test('cl.localhost: Limpiar on /Comparar/Seguros-de-Salud/Dental returns to the whole health-insurance list', async ({
    page,
    baseURL,
  }) => {
    const port = new URL(baseURL ?? 'http://127.0.0.1:4173').port;
    await visit(page, `http://cl.localhost:${port}/Comparar/Seguros-de-Salud/Dental`);
    const names = page.getByTestId('plan-card').getByRole('heading', { level: 3 });
    await expect.poll(() => names.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // The kind the address names is the one filter on: clearing the filters drops it with the address.
    await page.getByRole('button', { name: 'Limpiar (1)' }).click();
    await expect(page).toHaveURL(new RegExp(`:${port}/Comparar/Seguros-de-Salud$`));
    await expect
      .poll(async () => (await names.allTextContents()).some((name) => !/Dental/.test(name)), {
        timeout: 20_000,
      })
      .toBe(true);
    // No filter is left on: nothing to clear.
    await expect(page.getByRole('button', { name: /^Limpiar/ })).toHaveCount(0);
  });

  test('a visitor of two sites keeps two histories: each site its own storage key', async ({
    page,
    baseURL,
  }) => {
    const port = new URL(baseURL ?? 'http://127.0.0.1:4173').port;
    await visit(page, `http://cl.localhost:${port}/`);
    const chile = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
    await visit(page, `http://pe.localhost:${port}/`);
    const peru = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
    // Each host is its own origin: its own database, named after the site's storage version.
    expect(chile.join(' ')).toContain('V1.7');
    expect(chile.join(' ')).not.toContain('V1.6_PE');
    expect(peru.join(' ')).toContain('V1.6_PE');
    expect(peru.join(' ')).not.toContain('V1.7');
  });
});
