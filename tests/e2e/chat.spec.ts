import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { visit } from './visit';

// A Tuesday at 10:00 in Colombia (advisors in every language) and a Sunday at 10:00 (nobody).
const IN_HOURS = new Date('2026-11-24T10:00:00-05:00');
const SUNDAY = new Date('2026-11-29T10:00:00-05:00');

test.describe('chat pre-engagement form', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(IN_HOURS);
  });

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
    await expect(dialog.getByTestId('chat-conversation')).toContainText('Hola Ana');
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
    await expect(dialog.getByTestId('chat-conversation')).toContainText('Hi John');
  });
});

test.describe('live chat', () => {
  test('from the launcher to an advisor’s answer, a price handed over to a request, a network drop that loses nothing, and the transcript by e-mail', async ({
    page,
    context,
    request,
  }) => {
    await page.clock.setFixedTime(IN_HOURS);
    await visit(page, '/contacto');
    await page.getByRole('button', { name: 'Chatea con un asesor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chatea con un asesor' });
    await dialog.getByLabel('Nombre').fill('Ana Pérez');
    await dialog.getByLabel('Correo electrónico').fill('ana.chat@example.com');
    await dialog.getByLabel('Celular').fill('321 123 4567');
    await dialog.getByRole('button', { name: 'Iniciar chat' }).click();
    // The queue moves, then an advisor joins and greets by name.
    await expect(dialog.getByTestId('chat-position')).toBeVisible();
    await expect(dialog.getByTestId('chat-advisor')).toContainText('te está atendiendo', { timeout: 15_000 });
    await expect(dialog.getByTestId('chat-line-advisor').last()).toContainText('¿En qué te puedo ayudar?');

    const message = dialog.getByLabel('Escribe tu mensaje');
    await message.fill('¿Cuál es el WhatsApp de ustedes?');
    await message.press('Enter');
    // The advisor reads, types, and answers from the site's contact data.
    await expect(dialog.getByTestId('chat-line-visitor').last()).toContainText('Leído', { timeout: 10_000 });
    await expect(dialog.getByTestId('chat-line-advisor').last()).toContainText('+57 321 123 4567', {
      timeout: 10_000,
    });

    await message.fill('¿Cuánto cuesta un plan para mí?');
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(dialog.getByTestId('chat-handover')).toHaveAttribute('href', '/Comparar', {
      timeout: 10_000,
    });

    // The network drops mid-chat: the line waits, pending, and goes when it is back; nothing is lost.
    await context.setOffline(true);
    await expect(dialog.getByTestId('chat-reconnecting')).toBeVisible({ timeout: 10_000 });
    await message.fill('¿Qué horario tienen?');
    await message.press('Enter');
    await expect(dialog.getByTestId('chat-line-visitor').last()).toContainText('Pendiente de envío');
    await context.setOffline(false);
    await expect(dialog.getByTestId('chat-reconnecting')).toBeHidden({ timeout: 10_000 });
    await expect(dialog.getByTestId('chat-line-advisor').last()).toContainText('Lunes a viernes', {
      timeout: 10_000,
    });
    await expect(dialog.getByTestId('chat-line-visitor')).toHaveText([
      /WhatsApp de ustedes/,
      /Cuánto cuesta/,
      /Qué horario/,
    ]);

    await dialog.getByText('Recibir esta conversación por correo').click();
    await expect(dialog.getByLabel('Correo electrónico', { exact: true })).toHaveValue(
      'ana.chat@example.com',
    );
    await dialog.getByRole('button', { name: 'Enviar conversación' }).click();
    await expect(dialog.getByTestId('chat-transcript-sent')).toContainText('ana.chat@example.com');
    const leads = (await (await request.get('/__sample/leads')).json()) as {
      kind: string;
      body: { email?: string; lines?: { text: string }[] };
    }[];
    const transcript = leads.find(
      (lead) => lead.kind === 'chat-transcript' && lead.body.email === 'ana.chat@example.com',
    );
    expect(transcript?.body.lines?.map((line) => line.text)).toContain('¿Qué horario tienen?');
  });

  test('out of hours the launcher says nobody is there before any form and offers a request, WhatsApp and a legal call-back', async ({
    page,
  }) => {
    await page.clock.setFixedTime(SUNDAY);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Chatea con un asesor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chatea con un asesor' });
    await expect(dialog.getByText('En este momento no hay asesores disponibles.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Iniciar chat' })).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Dejar una solicitud' })).toHaveAttribute(
      'href',
      '/contacto',
    );
    await expect(dialog.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    await dialog.getByLabel('Nombre').fill('Ana Pérez');
    await dialog.getByLabel('Celular').fill('321 123 4567');
    // The first hour offered on a Sunday morning is Monday 7:00 (Ley 2300).
    const slot = dialog.getByLabel('Hora para llamarte');
    await expect(slot.locator('option').nth(1)).toContainText('lunes');
    await slot.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Pedir llamada' }).click();
    await expect(dialog.getByTestId('chat-callback-sent')).toContainText('te llamaremos el lunes');
  });
});
