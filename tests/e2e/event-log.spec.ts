import { expect, test, type Page } from '@playwright/test';
import { reload, visit } from './visit';
import { loggedTypes } from './support/event-log';

const PATH = '/Comparar/Medicina-Prepagada';
const NOTICE = /no nos permite guardar tus elecciones/;

/** Writes raw entries into the site's IndexedDB log, as any script on the origin could. */
async function writeToLog(page: Page, entries: Array<[IDBValidKey, unknown]>) {
  const serialised = JSON.stringify(entries);
  await page.evaluate(async (text) => {
    const items = JSON.parse(text) as Array<[IDBValidKey, unknown]>;
    const names = (await indexedDB.databases()).map((db) => db.name ?? '');
    const name = names.find((candidate) => candidate.startsWith('queseguro-'));
    if (!name) throw new Error(`no log database among ${names.join()}`);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction('events', 'readwrite');
    for (const [key, value] of items) tx.objectStore('events').put(value, key);
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, serialised);
}

const key = (seq: number) => `event:${String(seq).padStart(12, '0')}`;
const record = (type: string, data: unknown, at: number) => ({ type, version: 1, data, metadata: { at } });

/** Reads the log as the devtools export gives it (`queseguro.exportLog()`, internal traffic on). */
async function exportLog(page: Page): Promise<{ events: Array<{ seq: number; event: { type: string } }> }> {
  await page.waitForFunction(() => 'queseguro' in window);
  const json = await page.evaluate(() =>
    (window as unknown as { queseguro: { exportLog(): Promise<string> } }).queseguro.exportLog(),
  );
  return JSON.parse(json) as { events: Array<{ seq: number; event: { type: string } }> };
}

async function chosenPlanIds(page: Page): Promise<string[]> {
  await visit(page, PATH);
  const cards = page.getByTestId('plan-card');
  await expect(cards.nth(3)).toBeVisible({ timeout: 20_000 });
  return cards.evaluateAll((all) =>
    all.slice(0, 3).map((card) => card.getAttribute('data-product-id') ?? ''),
  );
}

test('the whole log exports after 200 events, and imports into a fresh browser with the same plans and profile', async ({
  browser,
  page,
  isMobile,
}, testInfo) => {
  test.setTimeout(90_000); // two browser contexts and a 200-event history on a shared machine
  const [a, b, d] = await chosenPlanIds(page);
  // The page records its arrival after 2 s (TouchRecorded); the history is written after it, so the
  // live page writes nothing over it.
  await expect.poll(() => loggedTypes(page), { timeout: 15_000 }).toContain('TouchRecorded');
  const at = Date.now();
  // The page wrote its SessionStarted as event 1; 199 more make a long history, every toggle kept.
  const history: Array<[string, unknown]> = [
    [key(2), record('FlagToggled', { flag: 'internal-traffic', on: true }, at)],
    [
      key(3),
      record(
        'ProfileSaved',
        {
          country: 'CO',
          productType: 'Medicina Prepagada',
          profile: { cotizante: [{ sexo: 'Femenino', edad: 47 }], cargas: [], enPareja: false },
        },
        at,
      ),
    ],
    [key(4), record('ComparisonSlotFilled', { productId: a }, at)],
    [key(5), record('ComparisonSlotFilled', { productId: b }, at)],
  ];
  // A third plan chosen and dropped again and again; event 200 chooses it.
  for (let seq = 6; seq <= 200; seq += 1) {
    const type = seq % 2 === 0 ? 'ComparisonSlotFilled' : 'ComparisonSlotCleared';
    history.push([key(seq), record(type, { productId: d }, at)]);
  }
  await writeToLog(page, history);

  await reload(page);
  const exported = await exportLog(page);
  // A visit that lasts 2 s records its arrival (TouchRecorded) behind the history: the 200 stay whole.
  const history200 = exported.events.filter(({ event }) => event.type !== 'TouchRecorded');
  expect(history200).toHaveLength(200);
  expect(history200.map(({ seq }) => seq)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));

  const summary = page.getByTestId('profile-open');
  await expect(summary).toContainText('Mujer, 47 años');
  const names: string[] = [];
  if (!isMobile) {
    const slots = page.getByTestId('compare-slot');
    await expect(slots.filter({ hasText: /\S/ })).toHaveCount(3);
    names.push(...(await slots.allTextContents()));
    expect(names.join()).not.toContain('Elige un plan');
  }

  // A fresh browser context: nothing stored. Internal traffic on there too, to reach the devtools.
  const { baseURL, viewport, userAgent, deviceScaleFactor, hasTouch } = testInfo.project.use;
  const fresh = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    ...(viewport ? { viewport } : {}),
    ...(userAgent ? { userAgent } : {}),
    ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
    isMobile,
    hasTouch: hasTouch ?? false,
  });
  const other = await fresh.newPage();
  await visit(other, '/');
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await writeToLog(other, [[key(2), record('FlagToggled', { flag: 'internal-traffic', on: true }, at)]]);
  await other.reload();
  await other.waitForFunction(() => 'queseguro' in window);
  const json = JSON.stringify(exported);
  const reloaded = other.waitForEvent('load');
  const imported = await other.evaluate(
    (log) =>
      (
        window as unknown as { queseguro: { importLog(json: string): Promise<{ ok: boolean }> } }
      ).queseguro.importLog(log),
    json,
  );
  expect(imported).toEqual({ ok: true });
  await reloaded;
  await visit(other, PATH);
  await expect(other.getByTestId('profile-open')).toContainText('Mujer, 47 años');
  if (!isMobile) {
    const slots = other.getByTestId('compare-slot');
    await expect(slots.filter({ hasText: /\S/ })).toHaveCount(3);
    expect(await slots.allTextContents()).toEqual(names);
  }
  // The imported log is kept whole and in order; this visit may add its own arrival after it.
  expect((await exportLog(other)).events.slice(0, exported.events.length)).toEqual(exported.events);
  await fresh.close();
});

test('an IndexedDB that never opens: within 2 s the site works in memory, and says so once', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // A blocked upgrade in another tab: the open request never answers.
    IDBFactory.prototype.open = function open() {
      Reflect.set(window, '__openAsked', true);
      return {} as IDBOpenDBRequest;
    };
  });
  // Time stands still until the test moves it: the site must show after 2 s of it, not later.
  const start = new Date('2026-11-22T10:00:00-05:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 10_000));
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => Reflect.get(window, '__openAsked') === true)).toBe(true);
  await page.clock.runFor(2_000);
  // By then the log is in memory and the site is up: its header, and the notice that says so.
  const notice = page.getByRole('status').filter({ hasText: NOTICE });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /ir al inicio/ })).toBeVisible();
  // The page itself waits on React's own timers (Suspense), so time flows again from here.
  await page.clock.resume();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Compara seguros de salud');
  await notice.getByRole('button', { name: 'Entendido' }).click();
  await expect(notice).toBeHidden();

  await page
    .getByRole('link', { name: /Comparar pólizas de salud/ })
    .first()
    .click();
  await expect(page.getByTestId('plan-price').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toHaveCount(0);
});

test('entries another script wrote into the log (foreign keys and values) cost only themselves', async ({
  page,
}) => {
  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await writeToLog(page, [
    [42, 'not ours'],
    [['a', 1], { type: 'ProfileSaved' }],
    ['theme', 'dark'],
    [key(2), 'x'.repeat(200_000)],
    ['snapshot', { format: 99 }],
  ]);
  await reload(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Compara seguros de salud');
  await expect(page.getByText('Algo salió mal')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toHaveCount(0);
});
