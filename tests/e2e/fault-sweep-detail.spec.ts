import { expect, test, type Page } from '@playwright/test';
import { gotoUnrendered } from './visit';

/**
 * The fault sweep of the plan detail page (issue 15): every call the page makes (core/machines/
 * plan-detail.loader.ts), with every fault kind of the sample backend, on the built site. The lookup of
 * the plan fails the page, with its retry; the nine section calls each degrade the page, and are all
 * faulted in one page load per fault kind: the notice must name every one of them. Each case fails on
 * a blank screen, an uncaught error, or a failure the visitor is not told about.
 */
const PATH = '/Medicina-Prepagada/colsanitas/Colsanitas-Plan-Integral-Plus';
const FAULTS = ['500', '401', 'network', 'malformed', 'invalid', 'latency'] as const;
type Fault = (typeof FAULTS)[number];

const isLookup = (url: URL) => url.pathname.startsWith('/api/insurance/product/');

/** The section calls, and the words the notice uses for each (core/domain/plan-detail/plan-degraded.ts). */
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
const isSection = (url: URL) => SECTIONS.some((section) => section.call.test(url.pathname));

const header = (fault: Fault) => (fault === 'latency' ? 'latency;ms=60000' : fault);

/** Faults the matching requests, and counts them. */
async function faultOn(page: Page, matches: (url: URL) => boolean, fault: Fault) {
  const counter = { faulted: 0 };
  await page.route('**/api/**', (route) => {
    const request = route.request();
    if (!matches(new URL(request.url()))) return route.fallback();
    counter.faulted += 1;
    return route.continue({ headers: { ...request.headers(), 'x-sample-fault': header(fault) } });
  });
  return counter;
}

async function open(page: Page, fault: Fault, counter: { faulted: number }) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.clock.install();
  await gotoUnrendered(page, PATH);
  await expect.poll(() => counter.faulted, { timeout: 20_000 }).toBeGreaterThan(0);
  if (fault === 'latency') {
    // Past every attempt's deadline and the retries between them (core/domain/api/call-deadlines.ts).
    for (let step = 0; step < 6; step += 1) {
      await page.clock.fastForward(8_000);
      await page.waitForTimeout(300);
    }
  }
  return errors;
}

async function neverBlank(page: Page, errors: readonly string[], name: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(errors, `${name}: no uncaught error`).toEqual([]);
}

test.describe('fault sweep: every call of the plan detail page with every fault kind', () => {
  test.beforeEach(({}, testInfo) => {
    // One viewport is enough: the calls and their messages are the same on both.
    test.skip(testInfo.project.name !== 'desktop', 'one viewport');
    test.setTimeout(90_000);
  });

  for (const fault of FAULTS) {
    test(`plan lookup × ${fault}`, async ({ page }) => {
      const counter = await faultOn(page, isLookup, fault);
      const errors = await open(page, fault, counter);
      const failure = page.getByRole('alert').filter({ hasText: 'No pudimos cargar este plan' });
      await expect(failure, `lookup × ${fault}: a visible message`).toBeVisible({ timeout: 15_000 });
      await expect(failure.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
      await neverBlank(page, errors, `lookup × ${fault}`);
    });

    test(`every section × ${fault}`, async ({ page }) => {
      const counter = await faultOn(page, isSection, fault);
      const errors = await open(page, fault, counter);
      const notice = page.getByTestId('detail-degraded');
      await expect(notice, `sections × ${fault}: a visible message`).toBeVisible({ timeout: 15_000 });
      for (const section of SECTIONS) await expect(notice).toContainText(section.named);
      await expect(notice.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
      await neverBlank(page, errors, `sections × ${fault}`);
      if (fault === '500') {
        // The server is good again: the retry brings the sections, and the notice goes.
        await page.unroute('**/api/**');
        await notice.getByRole('button', { name: 'Reintentar' }).click();
        await expect(page.getByTestId('plan-detail')).toBeVisible();
        await expect(page.getByTestId('detail-degraded')).toHaveCount(0);
      }
    });
  }
});
