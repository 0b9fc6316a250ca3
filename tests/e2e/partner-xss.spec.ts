import { expect, test } from '@playwright/test';
import { pageReady, visit } from './visit';
import { SUBDOMAINS } from '../../core/adapters/sample-backend/catalogue/site-content';
import { XSS_VECTORS } from './support/xss-vectors';

/**
 * The OWASP XSS filter evasion vectors as a partner's header and footer HTML, name and colours: no
 * script runs, no handler attribute survives, the page renders, bad colours fall back to the site's.
 */
const bienestar = SUBDOMAINS[0];
const PER_LOAD = 3;
const loads = Array.from({ length: Math.ceil(XSS_VECTORS.length / PER_LOAD) }, (_, i) =>
  XSS_VECTORS.slice(i * PER_LOAD, i * PER_LOAD + PER_LOAD),
);
const GROUPS = 6;

test.describe('partner HTML, names and colours against XSS vectors', () => {
  expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(100);

  for (let group = 0; group < GROUPS; group += 1) {
    test(`vectors, group ${group + 1} of ${GROUPS}`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const partner = (baseURL ?? '').replace('127.0.0.1', 'bienestar.localhost');
      let fired = 0;
      page.on('dialog', (dialog) => {
        fired += 1;
        void dialog.dismiss();
      });
      await page.addInitScript(() => {
        // Partner HTML must not even cause a blocked load: a violation is a leftover the sanitiser missed.
        const violations: string[] = [];
        Reflect.set(window, '__csp', violations);
        document.addEventListener('securitypolicyviolation', (event) =>
          violations.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
        const flag = () => Reflect.set(window, '__xss', 1);
        window.alert = flag;
        window.confirm = () => (flag(), false);
        window.prompt = () => (flag(), null);
      });
      let current: readonly string[] = [];
      await page.route('**/api/integration/iframe-subdomain**', (route) =>
        route.fulfill({
          json: {
            ...bienestar,
            headerHTML: current[0] ?? '',
            footerHTML: current[1] ?? current[0] ?? '',
            SEOMetadata: { ...bienestar?.SEOMetadata, title: current[2] ?? current[0] ?? '' },
            subdomainBanner: { color: current[1] ?? 'red', endGradient: current[2] ?? 'red' },
          },
        }),
      );
      for (const [index, vectors] of loads.entries()) {
        if (index % GROUPS !== group) continue;
        current = vectors;
        await visit(page, `${partner}/contacto`);
        await expect(page.locator('main')).not.toBeEmpty();
        await expect(page.getByTestId('partner-banner')).toBeVisible();
        // Let any handler that could fire (load, error, focus) have its chance.
        await page.waitForLoadState('load');
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
        );
        const verdict = await page.evaluate(() => {
          const roots = [
            ...document.querySelectorAll('[data-testid="partner-header"], [data-testid="partner-footer"]'),
          ];
          const elements = roots.flatMap((root) => [root, ...root.querySelectorAll('*')]);
          return {
            xss: Reflect.get(window, '__xss') === 1,
            csp: Reflect.get(window, '__csp') as string[],
            handlers: elements.flatMap((el) =>
              [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`),
            ),
            scripts: roots.reduce(
              (n, root) => n + root.querySelectorAll('script, iframe, object, embed, style, form').length,
              0,
            ),
            jsUrls: elements.flatMap((el) =>
              [...el.attributes]
                .filter((a) => /^\s*(javascript|vbscript|data):/i.test(a.value))
                .map((a) => a.name),
            ),
            background: getComputedStyle(document.querySelector('[data-testid="partner-banner"]') as Element)
              .backgroundImage,
          };
        });
        const label = JSON.stringify(vectors);
        expect(verdict.xss, label).toBe(false);
        expect(fired, label).toBe(0);
        expect(verdict.handlers, label).toEqual([]);
        expect(verdict.scripts, label).toBe(0);
        expect(verdict.jsUrls, label).toEqual([]);
        expect(verdict.csp, label).toEqual([]);
        // None of these is a hex colour: the banner keeps the site's own gradient.
        expect(verdict.background, label).toContain('rgb(15, 95, 158)');
      }
    });
  }

  test('the vectors as links the API sends (menu, contacts) on a 404 page: none becomes a link, none runs', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const flag = () => Reflect.set(window, '__xss', 1);
      window.alert = flag;
      window.confirm = () => (flag(), false);
      window.prompt = () => (flag(), null);
    });
    await page.route('**/api/menu', (route) =>
      route.fulfill({
        json: [
          { title: 'EPS', url: '/Comparar/EPS' },
          ...XSS_VECTORS.slice(0, 60).map((url, index) => ({ title: `Vector ${index}`, url })),
          {
            title: 'Más',
            url: '/Comparar',
            categories: XSS_VECTORS.slice(60).map((url, index) => ({ title: `Categoría ${index}`, url })),
          },
        ],
      }),
    );
    await page.route('**/api/contactInformations', (route) =>
      route.fulfill({
        json: [
          {
            name: 'contacto',
            contactInformations: XSS_VECTORS.map((link, index) => ({ name: `C${index}`, info: 'x', link })),
          },
          {
            name: 'red_social',
            contactInformations: XSS_VECTORS.map((link, index) => ({ name: `S${index}`, info: 'x', link })),
          },
        ],
      }),
    );
    const response = await page.goto('/esta-pagina-no-existe');
    await pageReady(page);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.locator('footer')).toContainText('C0');
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const unsafe = hrefs.filter(
      (href) => !/^(https?:\/\/|mailto:|tel:|whatsapp:|\/(?![/\\])|#)/i.test(href.trim()),
    );
    expect(unsafe).toEqual([]);
    expect(await page.evaluate(() => Reflect.get(window, '__xss'))).toBeUndefined();
  });
});
