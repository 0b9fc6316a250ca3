import { expect, test, type Page } from '@playwright/test';
import { visit } from './visit';

/**
 * Under /en and /pt every screen speaks the page's language: the purchase, the comparator with its
 * profile modal, a plan detail with its request form, contact and a listing. Each check names a few
 * texts the page must show and Spanish ones it must not (words that are also Portuguese are left out
 * of the pt list).
 */
const SPANISH = {
  en: ['Comparar', 'Solicitar', 'Incluida', 'Inicio', 'Pagar', 'Continuar', 'Resumen', 'campo requerido'],
  pt: [
    'Incluida',
    'Inicio',
    'Resumen',
    'Datos personales',
    'campo requerido',
    'Quiénes',
    'Correo electrónico',
  ],
} as const;

type Lang = keyof typeof SPANISH;

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The page's visible text shows each expected text and none of the language's Spanish words. */
async function speaks(page: Page, lang: Lang, expected: readonly string[]) {
  const main = page.locator('body');
  for (const text of expected) await expect(main).toContainText(text);
  const visible = await main.innerText();
  for (const word of SPANISH[lang])
    expect(visible, `"${word}" under /${lang}`).not.toMatch(
      new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'u'),
    );
}

const PATHS = {
  en: {
    compare: '/en/Compare/Health-Policies',
    contact: '/en/contact',
  },
  pt: {
    compare: '/pt/Comparar/Apolices-de-Saude',
    contact: '/pt/contato',
  },
} as const;

test.describe('every screen in English and Portuguese', () => {
  test('the site pages under /en and /pt arrive as HTML in their language and hydrate it', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page);
    for (const [path, lang, title] of [
      ['/en/contact', 'en', 'Contact | QueSeguro'],
      ['/pt/Comparar/Apolices-de-Saude', 'pt', 'Comparar apólices de saúde | QueSeguro'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<title>${title}</title>`);
      await visit(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-rendered', 'hydrated');
      await expect(page).toHaveTitle(title);
    }
    expect(errors).toEqual([]);
  });

  test('home, contact and a listing', async ({ page }) => {
    const errors = watchConsole(page);
    await visit(page, '/en');
    await speaks(page, 'en', ['Compare health insurance in Colombia', 'How it works']);
    await visit(page, PATHS.en.contact);
    await speaks(page, 'en', ['Contact us']);
    await visit(page, '/en/Seguros');
    await speaks(page, 'en', ['Compare']);
    await visit(page, '/pt');
    await speaks(page, 'pt', ['Compare seguros de saúde na Colômbia']);
    await visit(page, PATHS.pt.contact);
    await speaks(page, 'pt', ['Fale conosco']);
    await visit(page, '/pt/Seguros');
    await speaks(page, 'pt', ['Comparar']);
    expect(errors).toEqual([]);
  });

  test('the comparator with its profile modal and the side-by-side table', async ({ page, isMobile }) => {
    for (const [lang, expected, modal, included] of [
      ['en', ['Sort by', 'Filters'], ['Who will be insured?', 'Policyholder', 'Age', 'Man'], 'Included'],
      ['pt', ['Ordenar por', 'Filtros'], ['Quem será segurado?', 'Titular', 'Idade', 'Homem'], 'Incluída'],
    ] as const) {
      await visit(page, PATHS[lang].compare);
      await expect(page.getByTestId('plan-card').first()).toBeVisible({ timeout: 20_000 });
      await speaks(page, lang, expected);
      // Two plans side by side (the desktop's compare boxes): the coverage cells in the page's language.
      if (!isMobile) {
        const boxes = page.locator('[data-testid=compare-checkbox]:visible');
        await boxes.nth(0).check();
        await boxes.nth(1).check();
        await page.getByTestId('open-comparison').click();
        const table = page.getByTestId('side-by-side');
        await expect(table).toBeVisible();
        await expect(table).toContainText(included);
        await speaks(page, lang, []);
        await page.keyboard.press('Escape');
      }
      await page.getByTestId('profile-open').click();
      const dialog = page.getByTestId('profile-modal');
      for (const text of modal) await expect(dialog).toContainText(text, { ignoreCase: true });
      await speaks(page, lang, []);
      await page.keyboard.press('Escape');
    }
  });

  test('a plan detail with its request form, its breadcrumb and its title', async ({ page }) => {
    for (const [lang, title, home, request] of [
      ['en', /\| QueSeguro$/, 'Home', 'Ask for free advice'],
      ['pt', /\| QueSeguro$/, 'Início', 'Peça uma assessoria sem custo'],
    ] as const) {
      await visit(page, `/${lang}/Medicina-Prepagada/colsanitas/Colsanitas-Plan-Integral-Plus/Solicitar`);
      await expect(page.getByTestId('request-form').first()).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page).toHaveTitle(/Colsanitas Plan Integral Plus \| Colsanitas/);
      await expect(page.getByRole('navigation', { name: /Breadcrumb|Trilha|Migas/i })).toContainText(home);
      await expect(page.getByTestId('request-form').first()).toContainText(request);
      await speaks(page, lang, []);
    }
  });

  test('the online purchase, from the first step to a declined payment', async ({ page }) => {
    const errors = watchConsole(page);
    for (const [lang, expected, pay, declined] of [
      [
        'en',
        ['Online purchase', 'Personal details', 'Your purchase summary', 'Total to pay', 'Go to payment'],
        /^Pay \$\s86\.400$/,
        'Your card does not have enough funds',
      ],
      [
        'pt',
        ['Compra online', 'Dados pessoais', 'Resumo da sua compra', 'Total a pagar', 'Ir para o pagamento'],
        /^Pagar \$\s86\.400$/,
        'Seu cartão não tem fundos suficientes',
      ],
    ] as const) {
      await visit(page, `/${lang}/Compra-Online/PET-ALLI-02`);
      await expect(page.getByTestId('step-title')).toBeVisible();
      // The step's address keeps the page's language, so a reload stays in it.
      await expect(page).toHaveURL(
        new RegExp(`/${lang}/Compra-Online/PET-ALLI-02/Datos-personales\\?session=`),
      );
      await speaks(page, lang, expected);
      await page.getByTestId('step-next').click();
      await expect(page.locator('#field-nombre-error')).toHaveText(
        lang === 'en' ? 'required field' : 'campo obrigatório',
      );
      await speaks(page, lang, []);
      await page.locator('#field-nombre').fill('Ana María Pérez');
      await page.locator('#field-tipoDocumento').selectOption('CC');
      await page.locator('#field-documento').fill('1020304050');
      await page.locator('#field-fechanacimiento').fill('1990-05-10');
      await page.locator('#field-email').fill('ana.perez@example.com');
      await page.locator('#field-telefono').fill('+573001234567');
      await page.locator('#field-direccion').fill('Calle 80 # 12-34, Bogotá');
      await page.locator('#field-nombreMascota').fill('Luna');
      await page.locator('#field-especie').selectOption('perro');
      await page.locator('#field-raza').fill('Criolla');
      await page.locator('#field-edadMascota').fill('3');
      await page.locator('#field-autorizacion').check();
      await page.getByTestId('step-next').click();
      await expect(page.getByTestId('pay')).toHaveText(pay);
      await expect(page).toHaveURL(new RegExp(`/${lang}/Compra-Online/PET-ALLI-02/Pago\\?session=`));
      await page.reload();
      await expect(page.getByTestId('pay')).toHaveText(pay);
      await speaks(page, lang, []);
      await page
        .getByRole('radio', { name: lang === 'en' ? 'Credit card' : 'Cartão de crédito', exact: true })
        .check();
      await page.locator('#card-number').fill('4000 0000 0000 0002');
      await page.locator('#card-holder').fill('Ana Maria Perez');
      await page.locator('#card-expiry').fill('12/34');
      await page.locator('#card-cvc').fill('123');
      await page.getByTestId('pay').click();
      await expect(page.getByTestId('payment-error')).toContainText(declined);
      await speaks(page, lang, []);
    }
    expect(errors).toEqual([]);
  });
});
