import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pageReady, visit } from './visit';
import { fillPersonalData } from './support/purchase-form';

/**
 * A visitor's walk that leads somewhere (issue 30), at 375 and 1280 px: side by side with an action per
 * plan, a language switch that keeps the page, an error that lands in view, and no page wider than
 * the screen.
 */

async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const audit = await (include ? builder.include(include) : builder).analyze();
  return audit.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The document is exactly as wide as the viewport: nothing sticks out sideways. */
async function documentWidth(page: Page): Promise<{ document: number; viewport: number }> {
  return page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
}

/** Ticks the first plans for comparison: the checkbox on a desktop, the card's compare chip on a phone. */
async function choosePlans(page: Page, count: number, mobile: boolean): Promise<string[]> {
  const cards = page.getByTestId('plan-card');
  const controls = page.getByTestId(mobile ? 'compare-toggle' : 'compare-checkbox');
  await expect(controls.nth(count - 1)).toBeVisible();
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    await controls.nth(index).check();
    names.push((await cards.nth(index).locator('h3').textContent()) ?? '');
  }
  return names;
}

test.describe('side by side leads somewhere', { tag: '@layout' }, () => {
  test('three plans side by side, each with its name, price and actions; on a phone two columns that swipe', async ({
    page,
  }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile';
    await visit(page, '/Comparar/Medicina-Prepagada?order=lowerPrice');
    const names = await choosePlans(page, 3, mobile);
    await page.getByTestId('open-comparison').click();
    const table = page.getByTestId('side-by-side');
    await expect(table).toBeVisible();

    const heads = table.getByTestId('side-by-side-plan');
    await expect(heads).toHaveCount(3);
    for (const [index, name] of names.entries()) {
      await expect(heads.nth(index)).toContainText(name);
      // A price in pesos, and both ways forward: the plan's detail and its request (or purchase).
      await expect(heads.nth(index)).toContainText(/\$\s?\d/);
      await expect(heads.nth(index).getByRole('link', { name: 'Ver detalle' })).toHaveCount(1);
      await expect(heads.nth(index).getByRole('link', { name: /^(Solicitar|Comprar)$/ })).toHaveCount(1);
    }
    // Rows where the plans differ are marked, and 'Ver solo diferencias' keeps only those.
    const rows = table.locator('tbody tr[data-differs]');
    const all = await rows.count();
    await table.getByTestId('only-differences').check();
    const differing = await table.locator('tbody tr[data-differs="true"]').count();
    expect(differing).toBeGreaterThan(0);
    await expect(rows).toHaveCount(differing);
    expect(differing).toBeLessThan(all);
    await table.getByTestId('only-differences').uncheck();

    // The plans' heads stay on screen while the rows scroll under them.
    const region = table.getByRole('region');
    await region.evaluate((element) => element.scrollBy(0, 600));
    await expect(heads.first()).toBeInViewport();

    if (mobile) {
      // Two plans fill the phone's width; the third is one swipe away, and snaps into place.
      const box = await region.evaluate((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
        snap: getComputedStyle(element).scrollSnapType,
      }));
      expect(box.scroll).toBeGreaterThan(box.client * 1.3);
      expect(box.snap).toContain('x');
      await expect(heads.nth(2)).not.toBeInViewport({ ratio: 0.5 });
      await region.evaluate((element) => element.scrollBy(element.clientWidth, 0));
      await expect(heads.nth(2)).toBeInViewport({ ratio: 0.9 });
    }
    const width = await documentWidth(page);
    expect(width.document).toBe(width.viewport);
    expect(await seriousViolations(page, '[data-testid=side-by-side]')).toEqual([]);

    // An action leads to the plan: the comparison closes and the plan's page shows.
    await heads.first().getByRole('link', { name: 'Ver detalle' }).click();
    await expect(table).toBeHidden();
    await expect(page.locator('h1')).toContainText(names[0] ?? '');
  });
});

type Texts = { readonly [key: string]: string | Texts };

function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') flat.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

interface SpanishText {
  readonly text: string;
  /** A sentence with a placeholder: its longest literal run, found inside a line. */
  readonly partial: boolean;
}

/**
 * The Spanish texts of the site's own catalogue (i18n/es.json) that the language words differently. A
 * short text must be a whole line to count ('Medicina Prepagada' alone is the site's label, inside
 * 'Coomeva Medicina Prepagada' it is an insurer's name); a long one or a placeholder sentence's longest
 * run counts anywhere.
 */
async function spanishTexts(page: Page, lang: 'en' | 'pt'): Promise<SpanishText[]> {
  const get = async (code: string) =>
    flatten((await (await page.request.get(`/i18n/${code}.json`)).json()) as Texts);
  const [es, other] = await Promise.all([get('es'), get(lang)]);
  const theirs = new Set(other.values());
  const texts = new Map<string, SpanishText>();
  for (const [key, text] of es) {
    if (key.startsWith('routes.') || other.get(key) === text || theirs.has(text)) continue;
    const runs = text.split(/\{\{[^}]*\}\}|<[^>]*>|\n/).map((part) => part.trim());
    const run = [...runs].sort((a, b) => b.length - a.length)[0] ?? '';
    const partial = runs.length > 1 || run.length >= 30;
    if (run.length >= 8 && run.includes(' ')) texts.set(run, { text: run, partial });
  }
  return [...texts.values()];
}

async function spanishOnPage(page: Page, texts: readonly SpanishText[]): Promise<string[]> {
  const visible = await page.locator('body').innerText();
  const placeholders = await page
    .locator('input[placeholder], textarea[placeholder]')
    .evaluateAll((fields) => fields.map((field) => field.getAttribute('placeholder') ?? ''));
  const lines = [...visible.split('\n'), ...placeholders].map((line) => line.trim());
  const whole = new Set(lines);
  const seen = lines.join('\n');
  return texts
    .filter(({ text, partial }) => (partial ? seen.includes(text) : whole.has(text)))
    .map(({ text }) => text);
}

test.describe('a language is a view of the same page', () => {
  test('switching language on a comparison keeps the page, its filters, the profile and the chosen plans', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await visit(page, '/Comparar/Polizas-de-Salud?order=lowerPrice');
    await page.getByTestId('profile-open').first().click();
    const modal = page.getByTestId('profile-modal');
    await modal.getByLabel('Edad', { exact: true }).fill('52');
    await modal.getByRole('button', { name: 'Comparar' }).click();
    await expect(modal).toBeHidden();
    const names = await choosePlans(page, 2, false);

    await page.locator('#language-header').selectOption({ label: 'English' });
    await expect(page).toHaveURL(/\/en\/Compare\/Health-Policies\?order=lowerPrice$/);
    await pageReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('sort-select')).toHaveValue('lowerPrice');
    const slots = page.getByTestId('compare-slot');
    for (const [index, name] of names.entries()) await expect(slots.nth(index)).toContainText(name);
    await page.getByTestId('profile-open').first().click();
    await expect(page.getByTestId('profile-modal').getByLabel('Age', { exact: true })).toHaveValue('52');
  });

  test('the main pages in English and Portuguese show no Spanish text of the site catalogue', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const pages = {
      en: [
        '/en',
        '/en/Compare/Prepaid-Medicine',
        '/en/Medicina-Prepagada/colsanitas/Colsanitas-Plan-Integral-Plus',
        '/en/Medicina-Prepagada/colsanitas/Colsanitas-Plan-Integral-Plus/Solicitar',
        '/en/contact',
        '/en/Medicina-Prepagada/colsanitas',
        '/en/Compra-Online/PET-ALLI-02',
      ],
      pt: [
        '/pt',
        '/pt/Comparar/Medicina-Pre-Paga',
        '/pt/Medicina-Prepagada/colsanitas/Colsanitas-Plan-Integral-Plus',
        '/pt/Medicina-Prepagada/colsanitas/Colsanitas-Plan-Integral-Plus/Solicitar',
        '/pt/contato',
        '/pt/Medicina-Prepagada/colsanitas',
        '/pt/Compra-Online/PET-ALLI-02',
      ],
    } as const;
    const found: string[] = [];
    for (const lang of ['en', 'pt'] as const) {
      const texts = await spanishTexts(page, lang);
      expect(texts.length).toBeGreaterThan(100);
      for (const path of pages[lang]) {
        await visit(page, path);
        await expect(page.locator('h1').first()).toBeVisible();
        for (const text of await spanishOnPage(page, texts)) found.push(`${path}: "${text}"`);
      }
    }
    expect(found).toEqual([]);
  });
});

// Tested on a 375 px phone.
test.describe('errors where the eyes are', { tag: '@mobile' }, () => {
  test('a form sent with a mistake focuses the field with its message; a declined card focuses its message, in view and announced', async ({
    page,
  }) => {
    await visit(page, '/Compra-Online/PET-ALLI-02');
    await fillPersonalData(page);
    // The first field emptied: sending the step moves focus to it, its message tied to it and in view.
    await page.getByLabel('Nombre completo').fill('');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByTestId('step-next').click();
    const name = page.getByLabel('Nombre completo');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeInViewport();
    await name.fill('Ana María Pérez');
    await page.getByTestId('step-next').click();
    await expect(page).toHaveURL(/\/Pago\?session=/);

    await page.getByRole('radio', { name: 'Tarjeta de crédito', exact: true }).check();
    await page.getByLabel('Número de tarjeta').fill('4000 0000 0000 0002');
    await page.getByLabel('Nombre del titular').fill('Ana Maria Perez');
    await page.getByLabel('Vencimiento (MM/AA)').fill('12/34');
    await page.getByLabel('Código de seguridad (CVV)').fill('123');
    await page.getByTestId('pay').click();
    const declined = page.getByTestId('payment-error');
    await expect(declined).toContainText('fondos suficientes');
    await expect(declined).toBeFocused();
    await expect(declined).toBeInViewport({ ratio: 1 });
    await expect(declined).toHaveAttribute('role', 'alert');
    const width = await documentWidth(page);
    expect(width.document).toBe(width.viewport);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('every page fits the screen', { tag: '@layout' }, () => {
  const PAGES = [
    '/',
    '/Comparar/Empresas',
    '/Medicina-Prepagada/colsanitas/Colsanitas-Plan-Integral-Plus',
    // An insurer's page with every contact route (phones, web, address, defensor, supervisor).
    '/Seguros/seguros-sura',
    '/Compra-Online/PET-ALLI-02',
    '/contacto',
  ];

  test('no page is wider than the screen, and axe finds no serious violation', async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const path of PAGES) {
      await visit(page, path);
      await expect(page.locator('h1').first()).toBeVisible();
      const width = await documentWidth(page);
      if (width.document !== width.viewport) problems.push(`${path}: ${width.document} px wide`);
      // Cards below the fold are never laid out until seen (content-visibility: auto), and axe reads a
      // never-laid-out card's text against whatever lies under its stale box: walk the page as a visitor
      // scrolling through it would, then audit.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise(requestAnimationFrame);
        }
        window.scrollTo(0, 0);
      });
      problems.push(...(await seriousViolations(page)).map((violation) => `${path}: ${violation}`));
    }
    expect(problems).toEqual([]);
  });

  test("a company plan's price column stays inside its card", async ({ page }) => {
    await visit(page, '/Comparar/Empresas');
    await page.getByLabel('Número de empleados').fill('25');
    const card = page.getByTestId('plan-card').first();
    await expect(card).toContainText('25 empleados');
    const outside = await card.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [...element.querySelectorAll('dl *')]
        .map((inner) => inner.getBoundingClientRect())
        .filter((inner) => inner.width > 0 && (inner.right > box.right + 0.5 || inner.left < box.left - 0.5))
        .length;
    });
    expect(outside).toBe(0);
  });

  // 'Ver más' is the phone's.
  test("on a phone the plan's 'Ver más' menu closes once a tab is chosen, and tables scroll in their own box @mobile", async ({
    page,
  }) => {
    await visit(page, '/Medicina-Prepagada/colsanitas/Colsanitas-Plan-Integral-Plus');
    const more = page.getByTestId('plan-tabs').getByRole('button', { name: 'Ver más' });
    await more.click();
    const menu = page.locator('[popover]:popover-open');
    await expect(menu).toHaveCount(1);
    await menu.getByRole('link').first().click();
    await expect(page.locator('[popover]:popover-open')).toHaveCount(0);
    const width = await documentWidth(page);
    expect(width.document).toBe(width.viewport);
  });

  // Issue 26: the plan modal at 375 px was a column narrower than the dialog, its tab row cut.
  test('on a phone the plan modal fills its dialog, runs off no side, and every tab is reachable @mobile', async ({
    page,
  }) => {
    // One page load, then every tab in turn.
    test.setTimeout(60_000);
    await visit(page, '/Comparar/Medicina-Prepagada');
    const card = page.getByTestId('plan-card').first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    await card.getByRole('link', { name: 'Ver detalle' }).click();
    const dialog = page.getByTestId('plan-detail-modal');
    const tabs = dialog.getByTestId('plan-tabs');
    await expect(tabs).toBeVisible();
    const box = await dialog.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
      plan: element.querySelector('[data-testid=plan-detail]')?.getBoundingClientRect().width ?? 0,
    }));
    // Nothing runs off the dialog's side, and the plan takes the dialog's whole width.
    expect(box.scroll).toBeLessThanOrEqual(box.client);
    expect(box.plan).toBeGreaterThanOrEqual(box.client - 1);
    const width = await documentWidth(page);
    expect(width.document).toBe(width.viewport);
    // 'Ver más' shows whole on the screen; every tab is in the row (which scrolls) or under it.
    const more = tabs.getByRole('button', { name: 'Ver más' });
    await expect(more).toBeInViewport({ ratio: 1 });
    const inRow = (await tabs.locator(':scope > button:visible').allTextContents()).filter(
      (name) => name !== 'Ver más',
    );
    await more.click();
    const menu = page.locator('[popover]:popover-open');
    const inMenu = await menu.getByRole('button').allTextContents();
    await more.click();
    expect(inRow.length).toBeGreaterThanOrEqual(3);
    expect(inMenu.length).toBeGreaterThan(0);
    for (const name of inRow) {
      await tabs.getByRole('button', { name, exact: true }).click();
      await expect(tabs.getByRole('button', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    }
    for (const name of inMenu) {
      await tabs.getByRole('button', { name: 'Ver más' }).click();
      await page.locator('[popover]:popover-open').getByRole('button', { name, exact: true }).click();
      const chosen = tabs.locator(':scope > button', { hasText: name });
      await expect(chosen).toHaveAttribute('aria-current', 'page');
      await expect(chosen).toBeInViewport();
    }
  });
});
