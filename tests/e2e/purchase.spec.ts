import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { visit } from './visit';
import { fillPersonalData } from './support/purchase-form';

/** The online pet plan with a 10% offer: for a 3-year-old mixed-breed dog 96.000 less 9.600 is 86.400 (sample figures). */
const PET_PLAN = 'PET-ALLI-02';
const CARD_NUMBERS = ['4242424242424242', '4000000000000002'];
const INSUFFICIENT = 'Tu tarjeta no tiene fondos suficientes. Utiliza otra tarjeta u otro medio de pago.';

async function payWithCard(page: Page, number: string) {
  await page.getByRole('radio', { name: 'Tarjeta de crédito', exact: true }).check();
  await page.getByLabel('Número de tarjeta').fill(number);
  await page.getByLabel('Nombre del titular').fill('Ana Maria Perez');
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/34');
  await page.getByLabel('Código de seguridad (CVV)').fill('123');
  await page.getByTestId('pay').click();
}

/** Every value the page keeps in IndexedDB, localStorage and sessionStorage, as one text. */
async function browserStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((done, fail) => {
        const request = indexedDB.open(info.name as string);
        request.onsuccess = () => done(request.result);
        request.onerror = () => fail(request.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((done, fail) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => done(request.result);
          request.onerror = () => fail(request.error);
        });
        parts.push(JSON.stringify(values));
      }
      db.close();
    }
    return parts.join('\n');
  });
}

/** The sample backend's files (the preview server runs in the project root). */
async function sampleBackendFiles(): Promise<string> {
  return readFile(resolve(process.cwd(), '.data', 'sample-leads.json'), 'utf8').catch(() => '');
}

const noCardNumber = (text: string) => {
  const digits = text.replace(/[\s-]/g, '');
  for (const number of CARD_NUMBERS) expect(digits).not.toContain(number);
};

test.describe('online purchase', () => {
  test('a pet plan bought with 4242 4242 4242 4242 reaches Confirmacion, charged the total shown', async ({
    page,
    request,
  }) => {
    await visit(page, `/Compra-Online/${PET_PLAN}`);
    await expect(page.getByTestId('step-title')).toContainText('Datos personales');
    await expect(page).toHaveURL(
      /\/Compra-Online\/PET-ALLI-02\/Datos-personales\?session=[\w-]+&sessionType=online$/,
    );
    // No pet is known yet: no price is shown as if it were the pet's (issue 24).
    await expect(page.getByTestId('purchase-total')).toHaveText('Por calcular');

    // A required field left empty keeps the step, with the message beside the field.
    await page.getByTestId('step-next').click();
    await expect(page.locator('#field-nombre-error')).toHaveText('campo requerido');
    await page.getByLabel('Correo electrónico').fill('ana@');
    await page.getByTestId('step-next').click();
    await expect(page.locator('#field-email-error')).toHaveText(
      'Por favor, ingrese su dirección de correo electrónico válido',
    );
    await expect(page).toHaveURL(/Datos-personales/);

    await fillPersonalData(page);
    await page.getByTestId('step-next').click();
    await expect(page).toHaveURL(/\/PET-ALLI-02\/Pago\?session=/);
    await expect(page.getByTestId('step-title')).toContainText('Pago');
    // The dog typed (3 years, mixed breed) is priced at the plan's reference price, less the 10 % offer.
    await expect(page.getByTestId('purchase-total')).toHaveText('$ 86.400');
    const shown = await page.getByTestId('purchase-total').textContent();

    const session = new URL(page.url()).searchParams.get('session');
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page.getByTestId('purchase-confirmed')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Compra exitosa!' })).toBeVisible();
    await expect(page).toHaveURL(/\/PET-ALLI-02\/Confirmacion\?session=/);
    await expect(page.getByTestId('paid-total')).toHaveText(shown ?? '');

    const charges = (await (await request.get('/__sample/payments')).json()) as {
      purchaseId: string;
      amount: number;
      status: string;
    }[];
    const mine = charges.filter((charge) => charge.purchaseId === session);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ amount: 86_400, status: 'approved' });

    // The back office sees the lead move through 500 (Datos personales, Pago) to 501.
    // The statuses travel through the visitor's outbox: they arrive shortly after.
    await expect
      .poll(async () => {
        const leads = (await (await request.get('/__sample/leads')).json()) as {
          kind: string;
          body: { session?: string; status?: number; subStatus?: number };
        }[];
        return leads
          .filter((lead) => lead.kind === 'estado-solicitud' && lead.body.session === session)
          .map((lead) => `${lead.body.status}/${lead.body.subStatus}`)
          .sort();
      })
      .toEqual(['500/300', '500/303', '501/330']);

    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(
      axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
    ).toEqual([]);
  });

  test('declined with 0002, paid by transfer after a reload mid-way; no card number is kept anywhere', async ({
    page,
  }) => {
    await visit(page, `/Compra-Online/${PET_PLAN}`);
    await expect(page.getByTestId('step-title')).toContainText('Datos personales');
    await fillPersonalData(page);
    await page.getByTestId('step-next').click();
    await expect(page).toHaveURL(/\/Pago\?session=/);

    // A reload resumes at the same step, with what was typed.
    await page.reload();
    await expect(page.getByTestId('step-title')).toContainText('Pago');
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(page).toHaveURL(/\/Datos-personales\?session=/);
    await expect(page.getByLabel('Nombre completo')).toHaveValue('Ana María Pérez');
    await expect(page.getByLabel('Especie')).toHaveValue('perro');
    await page.goBack();
    await expect(page.getByTestId('step-title')).toContainText('Pago');

    await payWithCard(page, '4000 0000 0000 0002');
    await expect(page.getByTestId('payment-error')).toContainText(INSUFFICIENT);
    await expect(page).toHaveURL(/\/Pago\?session=/);

    await page.getByRole('radio', { name: 'Transferencia', exact: true }).check();
    await page.getByTestId('pay').click();
    await expect(page.getByRole('heading', { name: 'Compra exitosa!' })).toBeVisible();
    await expect(page).toHaveURL(/\/Confirmacion\?session=/);
    await expect(page.getByTestId('paid-total')).toHaveText('$ 86.400');

    // A reload of the confirmation stays confirmed.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Compra exitosa!' })).toBeVisible();

    noCardNumber(await browserStorage(page));
    noCardNumber(await sampleBackendFiles());
  });
});
