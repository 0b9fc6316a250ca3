import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoUnrendered } from './visit';

/**
 * The fault sweep (issue 15): every call the comparator makes, with every fault kind of the sample
 * backend (x-sample-fault), on the built site. Each case fails on a blank screen, an uncaught error, or
 * a failure the visitor is not told about. The detail page has its own: fault-sweep-detail.spec.ts.
 */
const PATH = '/Comparar/Medicina-Prepagada';
const FAULTS = ['500', '401', 'network', 'malformed', 'invalid', 'latency'] as const;
type Fault = (typeof FAULTS)[number];

interface Call {
  readonly name: string;
  /** Which requests carry the fault. */
  readonly matches: (url: URL, method: string) => boolean;
  /** Opens what the call feeds, if the page does not show it by itself. */
  readonly open?: (page: Page) => Promise<void>;
  /** Where the visitor reads of this call's failure. */
  readonly message: (page: Page, fault: Fault) => Locator | null;
}

const COMPARE = '/api/insurance/compare/metadata';
const isCatalogue = (url: URL) => url.searchParams.get('take') === '100';
const firstCard = (page: Page) => page.getByTestId('plan-card').first();

const CALLS: readonly Call[] = [
  {
    name: 'compare (results)',
    matches: (url) => url.pathname === COMPARE && !isCatalogue(url),
    message: (page, fault) =>
      fault === '401' ? page.getByTestId('robot-panel') : page.getByTestId('server-error'),
  },
  {
    name: 'compare (filter counts)',
    matches: (url) => url.pathname === COMPARE && isCatalogue(url),
    message: (page) => page.getByTestId('facets-uncounted').first(),
  },
  {
    name: 'coverageResume',
    matches: (url) => /\/api\/insurance\/coverages\/\d+\/resume$/.test(url.pathname),
    message: (page) => firstCard(page).getByTestId('coverage-error'),
  },
  {
    name: 'features',
    matches: (url) => /\/api\/insurance\/\d+\/features$/.test(url.pathname),
    message: (page) => firstCard(page).getByTestId('card-degraded'),
  },
  {
    name: 'offers',
    matches: (url) => url.pathname === '/api/qppayment/getOffers',
    // §7: an answer other than 200 or 204 means 'no offer' (null), not a failure: nothing to say.
    message: (page, fault) =>
      fault === '500' || fault === '401' ? null : page.getByTestId('card-degraded').first(),
  },
  {
    name: 'calculatePrice',
    matches: (url) => /\/api\/insurance\/\d+\/calculatePrice$/.test(url.pathname),
    message: (page) => firstCard(page).getByTestId('card-degraded'),
  },
  {
    name: 'paymentInfo',
    matches: (url) => /\/api\/qppayment\/insurance-payment\/\d+$/.test(url.pathname),
    message: (page) => firstCard(page).getByTestId('card-degraded'),
  },
  {
    name: 'profileForm',
    matches: (url) => url.pathname === '/api/profile-form/form',
    open: async (page) => {
      await page.getByTestId('profile-open').first().click();
    },
    message: (page) => page.getByTestId('profile-modal').getByRole('alert'),
  },
];

/** The header value of a fault; latency outlasts every deadline (the page's clock is moved on). */
const header = (fault: Fault) => (fault === 'latency' ? 'latency;ms=60000' : fault);

async function sweep(page: Page, call: Call, fault: Fault) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let faulted = 0;
  await page.route('**/*', (route) => {
    const request = route.request();
    if (!call.matches(new URL(request.url()), request.method())) return route.fallback();
    faulted += 1;
    return route.continue({ headers: { ...request.headers(), 'x-sample-fault': header(fault) } });
  });
  await page.clock.install();
  await gotoUnrendered(page, PATH);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await call.open?.(page);
  await expect
    .poll(() => faulted, { message: `${call.name} was called`, timeout: 20_000 })
    .toBeGreaterThan(0);
  if (fault === 'latency') {
    // Past every attempt's deadline and the retries between them (core/domain/api/call-deadlines.ts).
    for (let step = 0; step < 6; step += 1) {
      await page.clock.fastForward(8_000);
      await page.waitForTimeout(300);
    }
  }
  const message = call.message(page, fault);
  if (message) {
    await expect(message, `${call.name} × ${fault}: a visible message`).toBeVisible({ timeout: 15_000 });
  } else {
    await expect(firstCard(page)).toBeVisible();
  }
  // Never a blank screen: the page's heading and the site's header and footer are still there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(errors, `${call.name} × ${fault}: no uncaught error`).toEqual([]);
}

test.describe('fault sweep: every call of the comparator with every fault kind', () => {
  for (const call of CALLS) {
    for (const fault of FAULTS) {
      test(`${call.name} × ${fault}`, async ({ page }, testInfo) => {
        // One viewport is enough: the calls and their messages are the same on both.
        test.skip(testInfo.project.name !== 'desktop', 'one viewport');
        test.setTimeout(90_000);
        await sweep(page, call, fault);
      });
    }
  }
});

test.describe('issue 27: failures heal by themselves, and are reported', () => {
  test('500s on the results, a card and the footer contacts heal with no click within 30 s of recovery; the reports reach /__sample/errors without personal data', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one viewport');
    test.setTimeout(120_000);
    await request.delete('/__sample/errors');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let broken = true;
    const faulted = (url: URL) =>
      (url.pathname === COMPARE && !isCatalogue(url)) ||
      /\/api\/insurance\/coverages\/\d+\/resume$/.test(url.pathname) ||
      url.pathname === '/api/contactInformations';
    await page.route('**/api/**', (route) => {
      const request = route.request();
      if (!broken || !faulted(new URL(request.url()))) return route.fallback();
      return route.continue({ headers: { ...request.headers(), 'x-sample-fault': '500' } });
    });
    await page.clock.install();
    await gotoUnrendered(page, PATH);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    // The client's three attempts, 1.5 s apart, run on the page's clock.
    for (let step = 0; step < 4; step += 1) {
      await page.clock.fastForward(1_500);
      await page.waitForTimeout(200);
    }
    await expect(page.getByTestId('server-error')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('footer-contacts-failed')).toBeVisible();
    await expect(page.getByTestId('footer-contacts-failed')).toContainText('No pudimos cargar');
    // The server recovers; nobody clicks. Within 30 s of the page's time everything has healed.
    broken = false;
    for (let step = 0; step < 6; step += 1) {
      await page.clock.fastForward(5_000);
      await page.waitForTimeout(300);
    }
    await expect(page.getByTestId('server-error')).toBeHidden({ timeout: 10_000 });
    await expect(firstCard(page)).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('footer-contacts-failed')).toBeHidden();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /WhatsApp/ })).toBeVisible();
    await expect(firstCard(page).getByTestId('coverage-error')).toBeHidden();
    expect(errors).toEqual([]);
    // The calls that failed after their retries were reported, batched, with nothing personal in them.
    await page.clock.fastForward(6_000);
    await expect
      .poll(async () => JSON.stringify(await (await request.get('/__sample/errors')).json()), {
        timeout: 10_000,
      })
      .toContain('compare failed: http 500');
    // What the site wrote (the timestamps aside): no e-mail, no phone or ID number, no profile.
    const received = (await (await request.get('/__sample/errors')).json()) as Record<string, unknown>[];
    const reports = JSON.stringify(
      received.map(({ kind, message, detail, page }) => ({ kind, message, detail, page })),
    );
    expect(reports).not.toMatch(/@/);
    expect(reports).not.toMatch(/\d{7,}/);
    expect(reports).not.toMatch(/perfil=|"(email|telefono|cedula|edad|sexo)"/i);
  });
});
