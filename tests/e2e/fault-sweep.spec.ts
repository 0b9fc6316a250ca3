import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoUnrendered } from './visit';

/**
 * The fault sweep (issue 15): every call the comparator and the plan page make, with every fault kind
 * of the sample backend (x-sample-fault), on the built site. One page load per page and fault kind
 * walks every call: the call that fails the whole page first (the result list, the plan's lookup); then,
 * with it answered again and the visitor's Reintentar, every call that only degrades the page, all
 * faulted at once, each named where the visitor reads of it. Each step fails on a blank screen, an
 * uncaught error, or a failure the visitor is not told about.
 */
const FAULTS = ['500', '401', 'network', 'malformed', 'invalid', 'latency'] as const;
type Fault = (typeof FAULTS)[number];

/** The header value of a fault; latency outlasts every deadline (the page's clock is moved on). */
const header = (fault: Fault) => (fault === 'latency' ? 'latency;ms=60000' : fault);

/** Uncaught errors of the page, from the start. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The visitor is told: the message shows. Until it does, the page's clock is moved on: a failed call
 * is tried three times, 1.5 s apart, and a call that hangs ends at its deadline, after its retries
 * (core/domain/api/call-deadlines.ts), so no test waits for those seconds in real time.
 */
async function told(page: Page, fault: Fault, message: Locator, what: string) {
  const step = fault === 'latency' ? 10_000 : 1_500;
  await expect(async () => {
    if (!(await message.isVisible())) await page.clock.fastForward(step);
    await expect(message).toBeVisible({ timeout: 200 });
  }, `${what}: a visible message`).toPass({ timeout: 60_000, intervals: [0] });
}

/** Never a blank screen: the page's heading and the site's header and footer are still there. */
async function neverBlank(page: Page, errors: readonly string[], what: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(errors, `${what}: no uncaught error`).toEqual([]);
}

const COMPARATOR = '/Comparar/Medicina-Prepagada';
const COMPARE = '/api/insurance/compare/metadata';
const isCatalogue = (url: URL) => url.searchParams.get('take') === '100';

/** The comparator's calls, by name; a card's calls carry its product id. */
function comparatorCall(url: URL): { name: string; productId?: string } | null {
  const path = url.pathname;
  if (path === COMPARE) return { name: isCatalogue(url) ? 'compare (filter counts)' : 'compare (results)' };
  const coverage = /^\/api\/insurance\/coverages\/(\d+)\/resume$/.exec(path);
  if (coverage) return { name: 'coverageResume', productId: coverage[1] };
  const card = /^\/api\/insurance\/(\d+)\/(features|calculatePrice)$/.exec(path);
  if (card) return { name: card[2] ?? '', productId: card[1] };
  const payment = /^\/api\/qppayment\/insurance-payment\/(\d+)$/.exec(path);
  if (payment) return { name: 'paymentInfo', productId: payment[1] };
  if (path === '/api/qppayment/getOffers') return { name: 'offers' };
  if (path === '/api/profile-form/form') return { name: 'profileForm' };
  return null;
}

/** What a degraded card names for each of its parts (core/domain/compare/card-degraded.ts). */
const CARD_PARTS = {
  calculatePrice: 'el precio para tu perfil',
  offers: 'los descuentos',
  features: 'los beneficios',
  paymentInfo: 'los medios de pago',
} as const;

test.describe('fault sweep: every call of the comparator and the plan page with every fault kind', () => {
  for (const fault of FAULTS) {
    test(`comparator × ${fault}: the results, then the filter counts, a card's coverages, a card's four other calls and the profile form`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      const faulted = new Map<string, number>();
      let resultsBroken = true;
      // One card's coverages answer, so that card shows what its other calls could not load; every
      // other card's coverages fail (a failed coverage call fails its card, §8).
      let spared: string | undefined;
      await page.route('**/api/**', (route) => {
        const request = route.request();
        const call = comparatorCall(new URL(request.url()));
        if (!call || (call.name === 'compare (results)' && !resultsBroken)) return route.fallback();
        if (call.name === 'coverageResume') {
          spared ??= call.productId;
          if (call.productId === spared) return route.fallback();
        }
        faulted.set(call.name, (faulted.get(call.name) ?? 0) + 1);
        return route.continue({ headers: { ...request.headers(), 'x-sample-fault': header(fault) } });
      });
      await page.clock.install();
      await gotoUnrendered(page, COMPARATOR);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });

      // The result list: the server-error panel, or the robot check for a 401.
      const failed = fault === '401' ? page.getByTestId('robot-panel') : page.getByTestId('server-error');
      await told(page, fault, failed, `compare (results) × ${fault}`);
      await neverBlank(page, errors, `compare (results) × ${fault}`);

      // The list answers again; the visitor asks for it. Everything else still fails.
      resultsBroken = false;
      await failed.getByRole('button', { name: fault === '401' ? 'Soy humano!' : 'Reintentar' }).click();
      const cards = page.getByTestId('plan-card');
      await expect(cards.first()).toBeVisible({ timeout: 20_000 });
      // A card asks for its parts a second after it shows (its debounce): the page's clock is moved on.
      await expect
        .poll(
          async () => {
            if (spared === undefined) await page.clock.fastForward(500);
            return spared;
          },
          { message: 'a card asked for its coverages', intervals: [50] },
        )
        .toBeTruthy();
      const card = page.locator(`[data-testid="plan-card"][data-product-id="${spared}"]`);
      await card.scrollIntoViewIfNeeded();
      const degraded = card.getByTestId('card-degraded');
      await told(page, fault, degraded, `a card's calls × ${fault}`);
      for (const [call, named] of Object.entries(CARD_PARTS)) {
        expect(faulted.get(call) ?? 0, `${call} was called`).toBeGreaterThan(0);
        // §7: an offers answer other than 200 or 204 means 'no offer' (null), not a failure.
        if (call === 'offers' && (fault === '500' || fault === '401'))
          await expect(degraded, `${call} × ${fault}: nothing to say`).not.toContainText(named);
        else await expect(degraded, `${call} × ${fault}: named`).toContainText(named);
      }
      const coverageFailed = cards.filter({ has: page.getByTestId('coverage-error') }).first();
      await told(page, fault, coverageFailed, `coverageResume × ${fault}`);
      await told(
        page,
        fault,
        page.getByTestId('facets-uncounted').first(),
        `compare (filter counts) × ${fault}`,
      );
      expect(faulted.get('compare (filter counts)') ?? 0, 'the filter counts were asked for').toBeGreaterThan(
        0,
      );
      await neverBlank(page, errors, `a card's calls × ${fault}`);

      // The profile form the visitor opens.
      await page.getByTestId('profile-open').first().click();
      await told(page, fault, page.getByTestId('profile-modal').getByRole('alert'), `profileForm × ${fault}`);
      expect(faulted.get('profileForm') ?? 0, 'the profile form was asked for').toBeGreaterThan(0);
      await neverBlank(page, errors, `profileForm × ${fault}`);
    });

    test(`plan page × ${fault}: the plan's lookup, then its nine sections`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      let broken: 'lookup' | 'sections' | null = 'lookup';
      const faulted = { lookup: 0, sections: 0 };
      await page.route('**/api/**', (route) => {
        const request = route.request();
        const path = new URL(request.url()).pathname;
        const call = path.startsWith('/api/insurance/product/')
          ? 'lookup'
          : SECTIONS.some((section) => section.call.test(path))
            ? 'sections'
            : null;
        if (call === null || call !== broken) return route.fallback();
        faulted[call] += 1;
        return route.continue({ headers: { ...request.headers(), 'x-sample-fault': header(fault) } });
      });
      await page.clock.install();
      await gotoUnrendered(page, PLAN);

      // The lookup of the plan fails the page, with its retry.
      const failure = page.getByRole('alert').filter({ hasText: 'No pudimos cargar este plan' });
      await told(page, fault, failure, `lookup × ${fault}`);
      await expect(failure.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
      expect(faulted.lookup).toBeGreaterThan(0);
      await neverBlank(page, errors, `lookup × ${fault}`);

      // The lookup answers again; every section call fails: the notice names each of them.
      broken = 'sections';
      await failure.getByRole('button', { name: 'Reintentar' }).click();
      const notice = page.getByTestId('detail-degraded');
      await told(page, fault, notice, `sections × ${fault}`);
      for (const section of SECTIONS) await expect(notice).toContainText(section.named);
      await expect(notice.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
      expect(faulted.sections).toBeGreaterThanOrEqual(SECTIONS.length);
      await neverBlank(page, errors, `sections × ${fault}`);

      if (fault === '500') {
        // The server is good again: the retry brings the sections, and the notice goes.
        broken = null;
        await notice.getByRole('button', { name: 'Reintentar' }).click();
        await expect(page.getByTestId('plan-detail')).toBeVisible();
        await expect(page.getByTestId('detail-degraded')).toHaveCount(0);
      }
    });
  }
});

const PLAN = '/Medicina-Prepagada/colsanitas/Colsanitas-Plan-Integral-Plus';

/** The plan page's section calls, and the words its notice uses for each (core/domain/plan-detail/plan-degraded.ts). */
const SECTIONS: readonly { readonly call: RegExp; readonly named: string }[] = [
  { call: /^\/api\/insurance\/\d+\/calculatePrice$/, named: 'el precio para tu perfil' },
  { call: /^\/api\/insurance\/coverages\/\d+\/resume$/, named: 'las coberturas' },
  { call: /^\/api\/insurance\/\d+\/topAmountsAndDeductibles$/, named: 'los topes y deducibles' },
  { call: /^\/api\/insurance\/\d+\/descriptions$/, named: 'la descripción del plan' },
  { call: /^\/api\/insurance\/\d+\/exclusions$/, named: 'las exclusiones' },
  { call: /^\/api\/insurance\/\d+\/coverageOrganizations$/, named: 'la red de clínicas' },
  { call: /^\/api\/insurance\/\d+\/faq$/, named: 'las preguntas frecuentes' },
  { call: /^\/api\/documents\/insurance\/\d+$/, named: 'los documentos' },
  { call: /^\/api\/qppayment\/insurance-payment\/\d+$/, named: 'los medios de pago' },
];

test.describe('issue 27: failures heal by themselves, and are reported', () => {
  test('500s on the results, a card and the footer contacts heal with no click within 30 s of recovery; the reports reach /__sample/errors without personal data', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await request.delete('/__sample/errors');
    const errors = watchErrors(page);
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
    await gotoUnrendered(page, COMPARATOR);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    // The client's three attempts, 1.5 s apart, run on the page's clock: it is moved on until they failed.
    await expect(async () => {
      await page.clock.fastForward(1_500);
      await expect(page.getByTestId('server-error')).toBeVisible({ timeout: 500 });
      await expect(page.getByTestId('footer-contacts-failed')).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('footer-contacts-failed')).toContainText('No pudimos cargar');

    // The server recovers; nobody clicks. Within 30 s of the page's time everything has healed.
    broken = false;
    const healed = async () => {
      await expect(page.getByTestId('server-error')).toBeHidden({ timeout: 500 });
      await expect(page.getByTestId('plan-card').first()).toBeVisible({ timeout: 500 });
      await expect(page.getByTestId('footer-contacts-failed')).toBeHidden({ timeout: 500 });
      await expect(page.getByTestId('coverage-error')).toHaveCount(0, { timeout: 500 });
    };
    for (let waited = 0; waited < 30_000; waited += 5_000) {
      await page.clock.fastForward(5_000);
      if (
        await healed().then(
          () => true,
          () => false,
        )
      )
        break;
    }
    await expect(page.getByTestId('server-error')).toBeHidden({ timeout: 10_000 });
    await expect(page.getByTestId('plan-card').first()).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('footer-contacts-failed')).toBeHidden();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /WhatsApp/ })).toBeVisible();
    await expect(page.getByTestId('plan-card').first().getByTestId('coverage-error')).toBeHidden();
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
