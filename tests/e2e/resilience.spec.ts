import { expect, test, type Page } from '@playwright/test';
import { gotoUnrendered, pageReady, reload, visit } from './visit';
import { loggedTypes } from './support/event-log';

const PATH = '/Comparar/Medicina-Prepagada';

/** A fault on this page's requests only (other tests share the sample backend). */
async function faultOn(page: Page, pattern: string, fault: string) {
  await page.route(pattern, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sample-fault': fault } }),
  );
}

test.describe('failures show, and heal themselves', () => {
  test('a result list that takes 60 s gives its message with Reintentar at its deadline, and the retry works', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await faultOn(page, '**/api/insurance/compare/metadata**', 'latency;ms=60000');
    await page.clock.install();
    // The prerendered page carries its first results: the list is asked for only without it.
    await gotoUnrendered(page, PATH);
    const failure = page.getByTestId('server-error');
    // The list's deadline is 15 s (core/domain/api/call-deadlines.ts), on the page's clock: moved on
    // until the message shows.
    await expect(async () => {
      await page.clock.fastForward(5_000);
      await expect(failure).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 30_000 });
    await expect(failure.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    await page.unroute('**/api/insurance/compare/metadata**');
    await failure.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByTestId('plan-card').first()).toBeVisible();
  });

  test('the offline banner shows while offline and leaves when the network returns', async ({
    page,
    context,
  }) => {
    await visit(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: 'Sin conexión' });
    await expect(banner).toHaveCount(0);
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });

  test('a never-visited page opened offline offers Reintentar in its place and opens by itself online', async ({
    page,
    context,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The site is running (its code arrives after the first paint); then the network goes.
    await visit(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Compara seguros de salud');
    await context.setOffline(true);
    await page
      .getByRole('link', { name: /Comparar pólizas de salud/ })
      .first()
      .click();
    const failed = page.getByRole('alert').filter({ hasText: 'No pudimos abrir esta página' });
    await expect(failed).toBeVisible();
    await expect(failed.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    // The header and footer stay: the visitor can still go elsewhere.
    await expect(page.getByRole('banner').getByRole('link', { name: /ir al inicio/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await context.setOffline(false);
    await expect(failed).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compara Pólizas de Salud');
    expect(errors).toEqual([]);
  });

  test('an unknown path answers HTTP 404 and still shows the site’s 404 screen; a missing file is a plain 404', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/esta/ruta/no/existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta página');
    expect((await request.get('/Comparar/Medicina-Prepagada')).status()).toBe(200);
    const missing = await request.get('/assets/chunk-de-un-deploy-anterior.js');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain('<html');
  });

  test('a profile submitted offline survives a reload and reaches the server once when the network returns', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(60_000);
    // Two ages no other test uses together: this run's profile among the backend's leads.
    const spouse = 60 + Math.floor(Math.random() * 30);
    const child = 1 + Math.floor(Math.random() * 17);
    const mine = async () => {
      const leads = (await (await request.get('/__sample/leads')).json()) as Array<{
        kind: string;
        body: { form?: { cargas?: Array<{ edad: number }> } };
      }>;
      return leads.filter(
        (lead) =>
          lead.kind === 'perfil' &&
          JSON.stringify(lead.body.form?.cargas?.map((carga) => carga.edad)) ===
            JSON.stringify([spouse, child]),
      ).length;
    };
    const before = await mine();
    // The sends this page has under way (a later attempt would be one of them).
    let sending = 0;
    const isSend = (url: string) => url.includes('/api/profile-form/data');
    page.on('request', (request) => void (isSend(request.url()) && (sending += 1)));
    const sent = (request: { url(): string }) => void (isSend(request.url()) && (sending -= 1));
    page.on('requestfinished', sent);
    page.on('requestfailed', sent);

    await visit(page, '/Comparar/Polizas-de-Salud');
    // A busy machine can take a while to start the page; the behaviour under test comes after.
    await expect(page.getByTestId('plan-card').first()).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('profile-open').first().click();
    const modal = page.getByTestId('profile-modal');
    await expect(modal.getByRole('button', { name: 'Comparar' })).toBeEnabled();
    await modal.getByRole('button', { name: 'Agregar Persona' }).click();
    const menu = page.getByTestId('insured-persons-menu');
    await menu.getByRole('button', { name: /Cónyuge/ }).click();
    await menu.getByLabel('Edad del beneficiario').nth(0).fill(String(spouse));
    await menu.getByRole('button', { name: /Hijo/ }).click();
    await menu.getByLabel('Edad del beneficiario').nth(1).fill(String(child));
    await menu.getByRole('button', { name: 'Listo' }).click();
    await expect(menu).toBeHidden();

    // Sends fail from here until the network 'returns' below, across the reload.
    await page.route('**/api/profile-form/data', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    await modal.getByRole('button', { name: 'Comparar' }).click();
    await expect(modal).toBeHidden();

    await context.setOffline(false);
    // The reloaded page is live before the network drops again: its code arrives, as a visitor's would.
    await reload(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compara Pólizas de Salud');
    expect(await mine()).toBe(before);

    await context.setOffline(true);
    await page.unroute('**/api/profile-form/data');
    await context.setOffline(false);
    await expect.poll(mine, { timeout: 15_000 }).toBe(before + 1);
    // Delivered once, and nothing is left to send: the visitor's outbox (in the log) has every queued
    // send delivered and no send is under way, so no later attempt can keep it twice.
    const outboxEmpty = async () => {
      const types = await loggedTypes(page);
      const count = (type: string) => types.filter((logged) => logged === type).length;
      return count('LeadQueued') > 0 && count('LeadQueued') === count('LeadDelivered') && sending === 0;
    };
    await expect.poll(outboxEmpty).toBe(true);
    expect(await mine()).toBe(before + 1);
  });

  test('offline, a sort change keeps the plans on screen marked as not updated; online they update without a click', async ({
    page,
    context,
  }) => {
    await visit(page, PATH);
    const cards = page.getByTestId('plan-card');
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    const shown = await cards.count();
    await context.setOffline(true);
    await page.getByTestId('sort-select').selectOption('lowerPrice');
    await expect(page.getByTestId('results-stale')).toBeVisible();
    await expect(cards).toHaveCount(shown);
    await context.setOffline(false);
    await expect(page.getByTestId('results-stale')).toHaveCount(0);
    await expect(cards.first()).toBeVisible();
    await expect(page).toHaveURL(/order=lowerPrice/);
  });

  test('offline, a filter change keeps the plans marked as not updated; online the results, the failed cards and an open profile form come back without a click', async ({
    page,
    context,
  }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile';
    await visit(page, PATH);
    const cards = page.getByTestId('plan-card');
    await expect(cards.first().getByTestId('coverage-tags')).toBeVisible({ timeout: 20_000 });
    const shown = await cards.count();
    // The visitor has touched the page (its dialogs' code arrives at the first touch) before the network goes.
    const dialogCode = page.waitForResponse(/profile-modal-[\w-]+\.js$/);
    await page.keyboard.press('Shift');
    await dialogCode;
    await context.setOffline(true);

    // A filter change keeps the plans on screen, marked as not updated.
    if (mobile) await page.locator('summary', { hasText: 'Filtros' }).click();
    await page.getByTestId('facet-organizations').locator('label', { hasText: 'Colmédica' }).click();
    if (mobile) await page.locator('summary', { hasText: 'Filtros' }).click();
    await expect(page.getByTestId('results-stale')).toBeVisible();
    await expect(cards).toHaveCount(shown);

    // A card first seen offline fails with its message; so does the profile form opened offline.
    const last = cards.last();
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByTestId('coverage-error')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('profile-open').first().click();
    const modal = page.getByTestId('profile-modal');
    await expect(modal.getByRole('alert')).toBeVisible({ timeout: 20_000 });

    // Back online, without a click: the form, the results for the filter, and the cards.
    await context.setOffline(false);
    await expect(modal.getByLabel('Edad', { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(modal.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('results-stale')).toHaveCount(0);
    await expect(page).toHaveURL(/organizationIds=\d+/);
    await expect(page.getByTestId('coverage-error')).toHaveCount(0);
    await expect(cards.first().getByTestId('coverage-tags')).toBeVisible();
  });

  test('cards whose call keeps dropping stop asking after their automatic tries and keep their Reintentar', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    test.skip(test.info().project.name === 'mobile', 'layout-independent');
    const COVERAGES = /\/api\/insurance\/coverages\/\d+\/resume$/;
    let asked = 0;
    await page.route(COVERAGES, (route) => {
      asked += 1;
      return route.abort('connectionreset');
    });
    await page.clock.install();
    // The shell: the prerendered page carries its first cards' coverages from the build.
    await gotoUnrendered(page, PATH);
    const card = page.getByTestId('plan-card').first();
    await expect(card.getByTestId('coverage-error')).toBeVisible({ timeout: 20_000 });
    const atFirstFailure = asked;
    // Minutes pass while the server answers everything else: the cards ask again by themselves with
    // growing waits (2, 4, 8, 15 s, then every 20 s: 30 retries, about nine minutes, each with its three
    // attempts 1.5 s apart), then stop. Calls that get through meanwhile bring the network 'back' over
    // and over: that asks at once, but never restarts the count. Time runs second by second, so every
    // wait inside (the attempts' spacing, the probes) falls due in order; after a second in which the page
    // called out, its answers land before the next one starts (a quiet second needs no such pause).
    let calls = 0;
    let settled = 0;
    page.on('request', () => (calls += 1));
    page.on('requestfinished', () => (settled += 1));
    page.on('requestfailed', () => (settled += 1));
    let seen = 0;
    const fastForward = async (minutes: number) => {
      for (let step = 0; step < minutes * 60; step += 1) {
        await page.clock.runFor(1_000);
        if (calls === seen && settled === calls) continue;
        seen = calls;
        await page.waitForTimeout(15);
      }
    };
    await fastForward(13);
    const afterCap = asked;
    expect(afterCap, 'the cards retried by themselves when calls got through again').toBeGreaterThan(
      atFirstFailure,
    );
    await fastForward(3);
    expect(asked, 'no more automatic retries after the cap').toBe(afterCap);
    await expect(card.getByTestId('coverage-error')).toBeVisible();
    // The visitor's Reintentar still works once the server answers again.
    await page.unroute(COVERAGES);
    await card.getByTestId('coverage-error').getByRole('button', { name: 'Reintentar' }).click();
    await expect(card.getByTestId('coverage-tags')).toBeVisible();
  });
  test('the site’s code that does not arrive: one reload, then the prerendered page stays with a notice whose Reintentar brings the site', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The code the entry starts once the page has painted (ui/boot.tsx's chunk), as a deploy that lost it.
    const boot = /\/assets\/boot-[\w-]+\.js$/;
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.route(boot, (route) => route.abort('failed'));
    await page.goto(PATH);
    const notice = page.getByRole('alert').filter({ hasText: 'No pudimos abrir esta página' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    // Online, a deploy's missing code gets one reload; the second failure waits for the visitor.
    expect(documents).toHaveLength(2);
    await expect(notice).toContainText('No se descargó por completo');
    // The prerendered page is still there to read.
    await expect(page.getByRole('heading', { name: 'Compara Medicina Prepagada' })).toBeVisible();
    await page.unroute(boot);
    await notice.getByRole('button', { name: 'Reintentar' }).click();
    await pageReady(page);
    await expect(notice).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-rendered', 'hydrated');
  });
});
