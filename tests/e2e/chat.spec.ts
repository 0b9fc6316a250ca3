import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { visit } from './visit';

test.describe('chat pre-engagement form', () => {
  test('by keyboard: the page preselects the topic, errors show beside the fields, the agent queue answers', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await visit(page, '/contacto');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const launcher = page.getByRole('button', { name: 'Chatea con un asesor' });
    await launcher.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Chatea con un asesor' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Tema')).toHaveValue('4');
    await expect(dialog.getByLabel('Nombre')).toBeFocused();

    // Start with nothing typed: each field says what it needs.
    await dialog.getByRole('button', { name: 'Iniciar chat' }).click();
    await expect(dialog.getByText('campo requerido')).toHaveCount(3);
    await expect(dialog.getByLabel('Nombre')).toBeFocused();

    await page.keyboard.type('Ana Pérez');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ana@');
    await page.keyboard.press('Tab');
    await expect(
      dialog.getByText('Por favor, ingrese su dirección de correo electrónico válido'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.type('321 123 4567');
    await dialog.getByLabel('Correo electrónico').fill('ana@example.com');
    const axe = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await dialog.getByLabel('Celular').focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('chat-queued')).toContainText('Hola Ana');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('in English under /en, the topic comes from the translated route', async ({ page }) => {
    await visit(page, '/en/Compare/Companies');
    await page.getByRole('button', { name: 'Chat with an advisor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat with an advisor' });
    await expect(dialog.getByLabel('Topic')).toHaveValue('2');
    await dialog.getByLabel('Name').fill('John Smith');
    await dialog.getByLabel('E-mail').fill('bad');
    await dialog.getByRole('button', { name: 'Start chat' }).click();
    await expect(dialog.getByText('Please enter a valid e-mail address')).toBeVisible();
    await expect(dialog.getByText('required field')).toBeVisible();
    await dialog.getByLabel('E-mail').fill('john@example.com');
    await dialog.getByLabel('Mobile phone').fill('3211234567');
    await dialog.getByRole('button', { name: 'Start chat' }).click();
    await expect(dialog.getByTestId('chat-queued')).toContainText('Hi John');
  });
});
