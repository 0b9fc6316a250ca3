// Screenshots of the profile modal at 375 px and 1280 px:
// node scripts/profile-screenshots.mjs [baseUrl] → screenshots/profile-<state>-<width>.png
import { atEachWidth } from './screenshot-browser.mjs';

const [base = 'http://127.0.0.1:4173', path = '/Comparar/Polizas-de-Salud'] = process.argv.slice(2);
await atEachWidth(async (page, width) => {
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.getByTestId('profile-open').click();
  const modal = page.getByTestId('profile-modal');
  await modal.getByRole('button', { name: 'Comparar' }).waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `screenshots/profile-modal-${width}.png` });
  const add = modal.getByRole('button', { name: /Agregar/ });
  if (await add.count()) {
    await add.click();
    const menu = page.getByTestId('insured-persons-menu');
    await menu.getByRole('button', { name: /Cónyuge/ }).click();
    await menu.getByRole('button', { name: /Hijo/ }).click();
    await menu.getByLabel(/Edad/).last().fill('');
    await menu.getByRole('button', { name: 'Listo' }).click();
    await page.waitForTimeout(150);
    await page.screenshot({ path: `screenshots/profile-menu-${width}.png` });
    await menu.getByLabel(/Edad/).last().fill('6');
    await menu.getByRole('button', { name: 'Listo' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `screenshots/profile-dependants-${width}.png` });
  }
  console.log(`screenshots/profile-*-${width}.png`);
});
