// Speed figures, printed side by side and written to bench/results.json; never asserted (the budgets
// test asserts bytes). Builds and serves the preview, then in Debian's Chromium at 375 px measures what
// each page fetches while it loads, runs Lighthouse 12 (mobile, simulated throttling) and times the
// comparator's interactions with the CPU slowed 4x; in Node it times domain workloads and the log replay.
//
// Usage: npm run bench
// Environment: BENCH_PORT (4174), LIGHTHOUSE_RUNS (3), INTERACTION_RUNS (5), BENCH_SKIP_BUILD=1,
// CHROME_PATH, and BENCH_BASELINE=http://127.0.0.1:PORT: another build of the site (an older commit's
// `npm run preview`), measured in the same run, page by page and run by run in turn with this one, so
// both see the same machine load.
import { spawn, execSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { writeFileSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createServer as createViteServer, runnerImport } from 'vite';
import chromiumFlags from './chromium.json' with { type: 'json' };
import { scriptBytesWhileLoading } from './wire-bytes.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4174);
const SITES = [{ name: 'this build', base: `http://127.0.0.1:${PORT}` }];
if (process.env.BENCH_BASELINE) SITES.push({ name: 'baseline', base: process.env.BENCH_BASELINE });
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const INTERACTION_RUNS = Number(process.env.INTERACTION_RUNS ?? 5);
const CHROME_PATH = process.env.CHROME_PATH ?? chromiumFlags.executablePath;
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')).pages;
const PAGES = Object.keys(budgets);
const COMPARATOR = '/Comparar/Medicina-Prepagada';

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const round = (value, digits = 0) => (value === null ? null : Number(value.toFixed(digits)));
const load = () => loadavg()[0].toFixed(2);

if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'ignore' });

const server = spawn(
  'npx',
  ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
  { stdio: 'ignore', detached: true },
);
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {
    /* already gone */
  }
};
process.on('exit', stop);
for (let i = 0; i < 150; i += 1) {
  try {
    if ((await fetch(SITES[0].base)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: chromiumFlags.args });
const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

// 1. Script bytes each page fetches while it loads (375 px, empty cache, until the network is quiet).
const wire = [];
for (const path of PAGES)
  for (const site of SITES) {
    const context = await browser.newContext(phone);
    const measured = await scriptBytesWhileLoading(await context.newPage(), `${site.base}${path}`);
    await context.close();
    wire.push({
      page: path,
      site: site.name,
      scriptKb: kb(measured.total),
      requests: measured.scripts.length,
      budgetKb: budgets[path].wire.budget,
    });
  }

// 2. Interactions on the comparator (1280 px, where each card has its compare tick), CPU slowed 4x:
// the longest event-timing entry (input to next paint) of each interaction, median of the runs.
async function interactionTimings(base) {
  const runs = { filter: [], sort: [], compareTick: [] };
  for (let run = 0; run < INTERACTION_RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__events = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.interactionId) window.__events.push({ name: entry.name, duration: entry.duration });
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    await page.goto(`${base}${COMPARATOR}`);
    await page.locator('[data-page-ready]').first().waitFor({ state: 'attached' });
    await page.getByTestId('plan-card').first().waitFor();
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const longest = async (act) => {
      await page.evaluate(() => (window.__events = []));
      await act();
      await page.waitForTimeout(1200);
      return page.evaluate(() => Math.max(0, ...window.__events.map((event) => event.duration)));
    };
    runs.compareTick.push(await longest(() => page.getByTestId('compare-checkbox').first().check()));
    // A key on the focused select: a trusted input (selectOption's synthetic change has no event timing).
    runs.sort.push(
      await longest(async () => {
        await page.getByTestId('sort-select').focus();
        await page.keyboard.press('ArrowDown');
      }),
    );
    runs.filter.push(
      await longest(() => page.getByTestId('facet-organizations').locator('label').first().click()),
    );
    await context.close();
  }
  return Object.fromEntries(Object.entries(runs).map(([name, values]) => [name, round(median(values))]));
}
const interactions = [];
for (const site of SITES) {
  const before = load();
  interactions.push({
    site: site.name,
    ...(await interactionTimings(site.base)),
    load: `${before}→${load()}`,
  });
}
await browser.close();

// 3. Lighthouse 12, mobile preset with simulated throttling (its defaults), median of RUNS; with a
// baseline, its runs alternate with this build's, page by page.
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', ...chromiumFlags.args],
});
async function lighthouseRun(url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const audits = result.lhr.audits;
  return {
    score: result.lhr.categories.performance.score * 100,
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}
const lighthouseRows = [];
for (const path of PAGES) {
  const runs = new Map(SITES.map((site) => [site.name, []]));
  const loads = [];
  for (let run = 0; run < RUNS; run += 1)
    for (const site of SITES) {
      loads.push(Number(load()));
      runs.get(site.name).push(await lighthouseRun(`${site.base}${path}`));
    }
  for (const site of SITES) {
    const pick = (name) => median(runs.get(site.name).map((one) => one[name]));
    lighthouseRows.push({
      page: path,
      site: site.name,
      score: round(pick('score')),
      fcpMs: round(pick('fcp')),
      lcpMs: round(pick('lcp')),
      tbtMs: round(pick('tbt')),
      cls: round(pick('cls'), 3),
      load: `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
    });
  }
}
await chrome.kill();
stop();

// 4. Domain and rendering workloads, and the log replay, in Node through Vite (the sources as they are).
const vite = await createViteServer({
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'error',
});
const workloads = await vite.ssrLoadModule('/bench/workloads.tsx');
const timings = {
  filterAndSort10000ProductsMs: round(workloads.filterAndSortMs(10_000), 2),
  render200CardsMs: round(await workloads.render200CardsMs(200), 2),
};
await vite.close();
const { module: replayBench } = await runnerImport('./scripts/replay-bench.ts');
const replay = await replayBench.replayFigures(10_000);

const results = {
  measuredAt: new Date().toISOString(),
  cores: Number(execSync('nproc').toString()),
  wire: {
    measure:
      'script bytes over the wire (compressed bodies) from navigation until 2 s of network quiet, 375 px, empty cache',
    rows: wire,
  },
  interactions: {
    measure: `longest event-timing entry per interaction, CPU 4x slower, 1280 px, median of ${INTERACTION_RUNS}`,
    rows: interactions,
  },
  lighthouse: { version: '12', preset: 'mobile, simulated throttling', runs: RUNS, rows: lighthouseRows },
  timings,
  replay,
};
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

console.log('Script bytes fetched while each page loads (KB over the wire, 375 px):');
console.table(wire);
console.log(
  `Comparator interactions, CPU 4x slower (ms, median of ${INTERACTION_RUNS}; 1-min load average before→after):`,
);
console.table(interactions);
console.log(`Lighthouse 12 mobile, median of ${RUNS} (ms; score 0-100; load average range during the runs):`);
console.table(lighthouseRows);
console.log('Workloads (median ms):');
console.table(timings);
console.log('Event log replay of 10,000 events, 7 runs each (median and fastest), Node:');
console.table(replay);
console.log('Written to bench/results.json');
process.exit(0);
