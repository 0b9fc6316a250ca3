import { expect, test } from '@playwright/test';
import { visit } from './visit';

/**
 * Issue 24: buying for two registers two. A mother of 60 and her son of 30 buy a health policy: both
 * are named and identified, each answers the health declaration, nothing typed is lost going back and
 * forth, and the back office's lead carries both.
 */
const HOUSEHOLD = {
  cotizante: [{ sexo: 'Femenino', edad: 60 }],
  cargas: [{ parentescoCarga: 'Hijo', edad: 30, sexo: 'Masculino' }],
  enPareja: false,
};
const perfil = encodeURIComponent(Buffer.from(JSON.stringify(HOUSEHOLD), 'utf8').toString('base64'));

test.describe('a purchase for a mother and her son', () => {
  // Three steps filled for two people: longer than one page's check.
  test.setTimeout(120_000);
  test('names, identifies and asks the declaration of both; the lead carries both', async ({
    page,
    request,
  }) => {
    // The profile is saved from the comparator's link, as a visitor who compared for both arrives.
    await visit(page, `/Comparar/Polizas-de-Salud?perfil=${perfil}`);
    await expect(page.getByTestId('plan-card').first().getByTestId('price-line')).toHaveCount(2, {
      timeout: 15_000,
    });
    await visit(page, '/Compra-Online/POL-ALLI-01');
    await expect(page.getByTestId('step-title')).toContainText('Datos personales');
    const people = page.getByTestId('insured-person');
    // The prerendered step is the default visitor's; the live page asks about the saved household.
    await expect(people).toHaveCount(2, { timeout: 20_000 });
    const mother = people.nth(0);
    const son = people.nth(1);
    await expect(mother.locator(':scope > legend')).toHaveText('Titular: tú, 60 años');
    await expect(son.locator(':scope > legend')).toHaveText('Asegurado 2: Hijo/Hija, 30 años');
    // The summary: a line per insured person, and a total for both labelled as the total.
    const summary = page.getByTestId('purchase-summary');
    const lines = summary.getByTestId('summary-person');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0).locator('dt')).toHaveText('Titular, 60 años');
    await expect(lines.nth(1).locator('dt')).toHaveText('Hijo/Hija, 30 años');
    await expect(summary.getByText('Total a pagar por 2 asegurados')).toBeVisible();
    const pesos = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
    const each = (await lines.locator('dd').allTextContents()).map(pesos);
    expect(each.every((amount) => amount > 0)).toBe(true);
    expect(each[0]! + each[1]!).toBe(pesos(await summary.getByTestId('purchase-total').textContent()));

    await mother.getByLabel('Nombre completo').fill('Ana María Pérez');
    await mother.getByLabel('Tipo de documento').selectOption('CC');
    await mother.getByLabel('Número de documento').fill('1020304050');
    await mother.getByLabel('Fecha de nacimiento').fill('1966-02-10');
    await mother.getByLabel('Correo electrónico').fill('ana.perez@example.com');
    await mother.getByLabel('Celular').fill('310 456 7890');
    await mother.getByLabel('Dirección de residencia').fill('Calle 80 # 12-34, Bogotá');
    await page.getByLabel(/Autorizo el tratamiento/).check();
    // The son left empty: his fields say so, and what was typed for his mother stays.
    await page.getByTestId('step-next').click();
    await expect(son.getByText('campo requerido')).toHaveCount(4);
    await expect(mother.getByLabel('Nombre completo')).toHaveValue('Ana María Pérez');

    await son.getByLabel('Nombre completo').fill('Juan Pérez');
    await son.getByLabel('Tipo de documento').selectOption('CC');
    await son.getByLabel('Número de documento').fill('1030405060');
    await son.getByLabel('Fecha de nacimiento').fill('1996-07-21');
    await page.getByTestId('step-next').click();

    await expect(page.getByTestId('step-title')).toContainText('Declaración de salud');
    await expect(people).toHaveCount(2);
    // Named as typed once their names are saved.
    await expect(lines.locator('dt')).toHaveText(['Ana María Pérez, 60 años', 'Juan Pérez, 30 años']);
    await expect(people.nth(1).locator(':scope > legend')).toHaveText('Asegurado 2: Hijo/Hija, 30 años');
    const question = /enfermedad crónica/;
    await people.nth(0).getByRole('group', { name: question }).getByLabel('No').check();
    await people.nth(1).getByRole('group', { name: question }).getByLabel('Sí').check();
    // Back to the first step and forward again: both steps keep what was typed.
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(page.getByTestId('step-title')).toContainText('Datos personales');
    await expect(people.nth(1).getByLabel('Nombre completo')).toHaveValue('Juan Pérez');
    await page.getByTestId('step-next').click();
    await expect(page.getByTestId('step-title')).toContainText('Declaración de salud');
    await expect(people.nth(1).getByRole('group', { name: question }).getByLabel('Sí')).toBeChecked();

    for (const person of [people.nth(0), people.nth(1)])
      for (const name of [/hospitalizado/, /tratamiento médico/]) {
        await person.getByRole('group', { name }).getByLabel('No').check();
      }
    await page
      .getByRole('group', { name: /embarazo/ })
      .getByLabel('No')
      .check();
    await page.getByTestId('step-next').click();
    await expect(page.getByTestId('step-title')).toContainText('Pago');

    const session = new URL(page.url()).searchParams.get('session');
    await expect
      .poll(
        async () => {
          const leads = (await (await request.get('/__sample/leads')).json()) as {
            kind: string;
            body: { session?: string; asegurados?: { parentesco: string; datos: Record<string, string> }[] };
          }[];
          const last = leads
            .filter((lead) => lead.kind === 'estado-solicitud' && lead.body.session === session)
            .at(-1);
          return (last?.body.asegurados ?? []).map((person) => [
            person.parentesco,
            person.datos['nombre'],
            person.datos['enfermedadCronica'],
          ]);
        },
        { timeout: 15_000 },
      )
      .toEqual([
        ['Titular', 'Ana María Pérez', 'no'],
        ['Hijo/Hija', 'Juan Pérez', 'si'],
      ]);
  });
});
