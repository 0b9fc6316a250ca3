import { chromium } from '@playwright/test';
import flags from '../scripts/chromium.json' with { type: 'json' };
const base = 'http://127.0.0.1:4302';
const browser = await chromium.launch({ executablePath: flags.executablePath, args: flags.args });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const SKIP = /Superintendencia|Cámara de Comercio|Calle 93|Sura|Allianz|Colsanitas|Bolívar|Colpatria|Mapfre|Coomeva|Colmédica|Compensar|Famisanar|Sanitas|Solidaria|Salud Total|Nueva EPS|Comfenalco|Coosalud|Savia|Capital Salud|Aliansalud|Seguros Éxito|Mascotas Total|Mascotas Felices|Fundación|Clínica|Hospital|Ana María/;
const SPANISH = /(^|[^\p{L}])(de|para|con|tu|tus|los|las|el|y|por|del|más|sin|en|una|un|su|sus|ver|está|cuenta|nuestro|nuestros)([^\p{L}]|$)/u;
for (const path of process.argv.slice(2)) {
  await page.goto(base + path);
  await page.waitForSelector('html[data-page-ready]', { timeout: 15000 }).catch(() => {});
  await page.waitForTimeout(1200);
  const text = await page.evaluate(() => document.body.innerText);
  const lines = [...new Set(text.split('\n').map((l) => l.trim()).filter((l) => l && SPANISH.test(l) && !SKIP.test(l)))];
  console.log(`== ${path} | ${await page.title()}`);
  for (const l of lines) console.log('   ', l.slice(0, 160));
}
await browser.close();
