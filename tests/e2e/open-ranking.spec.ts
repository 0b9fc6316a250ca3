import { expect, test } from '@playwright/test';
import { visit } from './visit';
import { fillPersonalData } from './support/purchase-form';

interface Lead {
  kind: string;
  idempotencyKey?: string | null;
  body: Record<string, unknown>;
}

const leadsOf = async (request: import('@playwright/test').APIRequestContext) =>
  (await (await request.get('/__sample/leads')).json()) as Lead[];

test.describe('an open ranking and contact without calls (issue 28)', () => {
  test.skip(() => test.info().project.name === 'mobile', 'layout-independent');

  test('the comparator says whom it compares, why this order and each price date; a plan page names its complaint routes', async ({
    page,
  }) => {
    await visit(page, '/Comparar/Medicina-Prepagada');
    const notice = page.getByTestId('ranking-notice');
    // Seven prepaid-medicine companies in the sample catalogue; Merci and Servicio de Salud Inmediato missing.
    await expect(notice.getByTestId('market-coverage')).toContainText('Comparamos 7 de 9 entidades');
    await notice.getByText('Comparamos 7 de 9 entidades').click();
    await expect(notice).toContainText('Merci: no publica precios que podamos verificar');
    await notice.getByText('¿Por qué este orden?').click();
    await expect(notice).toContainText('nunca cambia este orden');
    await expect(page.getByTestId('intermediary')).toContainText('intermediario de seguros');

    const cards = page.getByTestId('plan-card');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    await expect(page.getByTestId('price-source')).toHaveCount(count);
    for (const source of await page.getByTestId('price-source').allTextContents())
      expect(source).toMatch(/Fuente: .+ · Actualizado el \d{1,2} de \w+ de \d{4}/);

    await visit(page, '/Seguros/seguros-sura/Sura-Poliza-Salud-Global');
    const routes = page.getByTestId('complaint-routes');
    await expect(routes).toContainText('Defensor del Consumidor Financiero');
    await expect(
      routes.getByRole('link', { name: 'Superintendencia Financiera de Colombia' }),
    ).toHaveAttribute('href', 'https://www.superfinanciera.gov.co');

    await visit(page, '/Medicina-Prepagada/colmedica/Colmedica-Plan-Oro');
    await expect(
      page.getByTestId('complaint-routes').getByRole('link', { name: /Supersalud/ }),
    ).toHaveAttribute('href', 'https://www.supersalud.gov.co');
  });

  test('the whole purchase works with no contact consent given', async ({ page, request }) => {
    await visit(page, '/Compra-Online/PET-ALLI-02');
    await expect(page.getByTestId('step-title')).toContainText('Datos personales');
    // The only authorisation asked is the one the policy itself needs, never one to be contacted.
    const checkboxes = page.locator('main input[type="checkbox"]');
    for (const label of await page.locator('main label:has(input[type="checkbox"])').allTextContents())
      expect(label).not.toMatch(/contact|llam|whatsapp|ofertas|publicidad/i);
    expect(await checkboxes.count()).toBeLessThanOrEqual(1);
    await fillPersonalData(page);
    await page.getByTestId('step-next').click();
    await expect(page.getByTestId('step-title')).toContainText('Pago');
    const session = new URL(page.url()).searchParams.get('session');
    await page.getByRole('radio', { name: 'Tarjeta de crédito', exact: true }).check();
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel('Nombre del titular').fill('Ana Maria Perez');
    await page.getByLabel('Vencimiento (MM/AA)').fill('12/34');
    await page.getByLabel('Código de seguridad (CVV)').fill('123');
    await page.getByTestId('pay').click();
    await expect(page.getByTestId('purchase-confirmed')).toBeVisible();

    await expect
      .poll(
        async () =>
          (await leadsOf(request)).filter(
            (lead) => lead.kind === 'estado-solicitud' && lead.body['session'] === session,
          ).length,
      )
      .toBe(3);
    // Nothing asks to contact this buyer: no consent and no contact channels went anywhere.
    const sent = (await leadsOf(request)).filter((lead) => lead.body['session'] === session);
    expect(JSON.stringify(sent)).not.toContain('channels');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mis datos' }).click();
    await expect(page.getByTestId('consents-empty')).toBeVisible();
  });

  test('a consent given and then revoked in Mis datos ends with one revocation in the backend', async ({
    page,
    request,
  }) => {
    await visit(page, '/Mis-Datos');
    await expect(page.getByTestId('pledge')).toContainText('no vendemos ni compartimos');
    await page.getByRole('radio', { name: 'WhatsApp' }).check();
    await page.getByRole('radio', { name: 'enviarme novedades y ofertas de seguros' }).check();
    await page.getByTestId('consent-address').fill('321 555 0142');
    await page.getByTestId('consent-from').selectOption('17');
    await page.getByTestId('consent-to').selectOption('22');
    // Asked 17-22, kept inside the law: 17-19 on weekdays, no Saturday.
    await expect(page.getByTestId('consent-hours')).toHaveText(
      'Te contactaríamos: de lunes a viernes de 17:00 a 19:00',
    );
    const statement = await page.getByTestId('consent-statement').textContent();
    // The sample backend keeps its record between runs: this run's consent is the one not there before.
    const isThisAddress = (lead: { kind: string; body: Record<string, unknown> }) =>
      lead.kind === 'consentimiento' && lead.body['address'] === '+573215550142';
    const earlier = new Set(
      (await leadsOf(request)).filter(isThisAddress).map((lead) => String(lead.body['consentId'])),
    );
    const fresh = async () =>
      (await leadsOf(request)).filter(
        (lead) => isThisAddress(lead) && !earlier.has(String(lead.body['consentId'])),
      );
    await page.getByTestId('consent-give').click();
    const item = page.getByTestId('consent-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Vigente');
    await expect(item).toContainText('+573215550142');

    const consentId = await expect
      .poll(async () => (await fresh()).length)
      .toBe(1)
      .then(async () => String((await fresh())[0]?.body['consentId']));
    const stored = (await leadsOf(request)).find((lead) => lead.body['consentId'] === consentId);
    // The exact text the visitor read is what is kept.
    expect(stored?.body['text']).toBe(statement);

    await page.getByTestId('consent-revoke').click();
    await expect(item).toHaveAttribute('data-revoked', 'true');
    await expect(item).toContainText('Revocada el');
    await expect(page.getByTestId('consent-revoke')).toHaveCount(0);
    await expect(item).toContainText('Recibida por QueSeguro');
    await page.reload();
    await expect(page.getByTestId('consent-item')).toContainText('Revocada el');

    const revocations = (await leadsOf(request)).filter(
      (lead) => lead.kind === 'revocacion' && lead.body['consentId'] === consentId,
    );
    expect(revocations).toHaveLength(1);

    // Deleting the local history leaves nothing in this browser; the backend keeps its record.
    await page.getByTestId('history-delete').click();
    await page.getByTestId('history-confirm').click();
    await expect(page.getByTestId('consents-empty')).toBeVisible();
  });
});
