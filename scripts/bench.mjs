// Speed figures, printed side by side and written to bench/results.json; never asserted (the budgets
// test asserts sizes). Builds, serves the preview, runs Lighthouse 12 (mobile, simulated throttling) on
// Debian's Chromium, times domain workloads and counts API calls while scrolling. Usage: npm run bench
// Environment: BENCH_PORT (4174), LIGHTHOUSE_RUNS (3), BENCH_SKIP_BUILD=1, CHROME_PATH.
import { spawn, execSync } from 'node:child_process';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createServer as createViteServer, runnerImport } from 'vite';
import chromiumFlags from './chromium.json' with { type: 'json' };
import { closure, firstView, readManifest, siteCode } from './first-view.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4174);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? chromiumFlags.executablePath;
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')).pages;

/** The three pages of the issue: home, a comparator and a detail page (bench/budgets.json). */
const PAGES = Object.entries(budgets)
  .slice(0, 3)
  .map(([path, budget]) => ({ path, module: budget.module, flows: budget.flows ?? [] }));

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const round = (value, digits = 0) => (value === null ? null : Number(value.toFixed(digits)));

if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'ignore' });

// 1. Bytes of each first view, from the build (the same reading as the budgets test).
const sizes = PAGES.map(({ path, module, flows }) => {
  const view = firstView('dist', module, flows);
  return {
    page: path,
    jsGzipKb: kb(view.js.gzip),
    jsBrotliKb: kb(view.js.brotli),
    cssGzipKb: kb(view.css.gzip),
    cssBrotliKb: kb(view.css.brotli),
  };
});

// The page's own code: its lazy chunk(s), outside what the entry loads. The delayed proxy holds them 1 s.
const manifest = readManifest('dist');
const entryFiles = new Set(siteCode(manifest).map((key) => manifest[key].file));
const pageCode = new Set(
  PAGES.flatMap(({ module, flows }) =>
    closure(manifest, [module, ...flows]).map((key) => manifest[key].file),
  ).filter((file) => !entryFiles.has(file)),
);

const server = spawn(
  'npx',
  ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
  { stdio: 'ignore', detached: true },
);
const proxy = createHttpServer((req, res) => {
  const forward = () => {
    const upstream = httpRequest(
      { host: '127.0.0.1', port: PORT, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };
  const file = (req.url ?? '').replace(/^\//, '').split('?')[0];
  if (pageCode.has(file)) setTimeout(forward, 1000);
  else forward();
});
// Any free port: the ports next to ours belong to other servers.
await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const DELAYED_PORT = proxy.address().port;
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {
    /* already gone */
  }
  proxy.close();
};
process.on('exit', stop);

for (let i = 0; i < 150; i += 1) {
  try {
    if ((await fetch(BASE)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// 2. Domain and rendering workloads, in Node through Vite (the TypeScript sources as they are).
// The cards render with React's own server rendering, as the prerender does (vite.config.ts).
process.env.RENDER_WITH_REACT = '1';
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
// The replay of 10,000 events is the event store's own figure (scripts/replay-bench.ts, on main).
const { module: replayBench } = await runnerImport('./scripts/replay-bench.ts');
const replay = await replayBench.replayFigures(10_000);

// 3. Lighthouse 12, mobile preset with simulated throttling (its defaults), median of RUNS.
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', ...chromiumFlags.args],
});
async function lighthouseMedian(url) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const audits = result.lhr.audits;
    runs.push({
      score: result.lhr.categories.performance.score,
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      si: audits['speed-index'].numericValue,
    });
  }
  const pick = (name) => median(runs.map((run) => run[name]));
  return {
    score: round(pick('score') * 100),
    fcpMs: round(pick('fcp')),
    lcpMs: round(pick('lcp')),
    tbtMs: round(pick('tbt')),
    cls: round(pick('cls'), 3),
    speedIndexMs: round(pick('si')),
  };
}
const lighthouseRows = [];
for (const { path } of PAGES) {
  lighthouseRows.push({ page: path, code: 'on time', ...(await lighthouseMedian(`${BASE}${path}`)) });
  lighthouseRows.push({
    page: path,
    code: 'delayed 1 s',
    ...(await lighthouseMedian(`http://127.0.0.1:${DELAYED_PORT}${path}`)),
  });
}
await chrome.kill();

// 4. API calls while scrolling the results: each card asks for its extras only once it has stayed
// visible for the debounce (1 s), so the calls should equal the cards that stayed visible 1 s.
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: chromiumFlags.args });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const extrasCalls = new Set();
page.on('request', (request) => {
  const match = /\/api\/insurance\/coverages\/(\d+)\/resume/.exec(request.url());
  if (match) extrasCalls.add(match[1]);
});
await page.addInitScript(() => {
  const since = new Map();
  const stayed = new Set();
  window.__stayedVisible = stayed;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const id = entry.target.getAttribute('data-product-id');
        if (entry.isIntersecting) since.set(id, performance.now());
        else if (since.has(id)) {
          if (performance.now() - since.get(id) >= 1000) stayed.add(id);
          since.delete(id);
        }
      }
    },
    { rootMargin: '150px' },
  );
  window.__flushVisible = () => {
    for (const [id, start] of since) if (performance.now() - start >= 1000) stayed.add(id);
  };
  new MutationObserver(() => {
    for (const card of document.querySelectorAll('[data-testid="plan-card"]:not([data-observed])')) {
      card.setAttribute('data-observed', '');
      observer.observe(card);
    }
  }).observe(document, { childList: true, subtree: true });
});
await page.goto(`${BASE}/Comparar/Polizas-de-Salud`);
await page.waitForSelector('[data-testid="plan-card"]');
for (let step = 0; step < 400; step += 1) {
  const cards = await page.locator('[data-testid="plan-card"]').count();
  const more = page.getByRole('button', { name: /Ver más|Cargar más/ });
  const atEnd = await page.evaluate(
    () => window.innerHeight + window.scrollY >= document.body.scrollHeight - 4,
  );
  if (atEnd && cards < 200 && (await more.isVisible().catch(() => false))) await more.click();
  else if (atEnd || cards >= 200) break;
  await page.mouse.wheel(0, 500);
  await page.waitForTimeout(120);
}
await page.waitForTimeout(2500);
const scrolledCards = await page.locator('[data-testid="plan-card"]').count();
const stayedVisible = await page.evaluate(() => {
  window.__flushVisible();
  return window.__stayedVisible.size;
});
await browser.close();
const scrolling = {
  page: '/Comparar/Polizas-de-Salud',
  cardsScrolledPast: scrolledCards,
  cardsVisible1s: stayedVisible,
  extrasCalls: extrasCalls.size,
};

stop();

const results = {
  measuredAt: new Date().toISOString(),
  lighthouse: { version: '12', preset: 'mobile, simulated throttling', runs: RUNS, chrome: CHROME_PATH },
  firstView: sizes,
  lighthouseRows,
  timings,
  replay,
  scrolling,
};
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

console.log('First view (KB):');
console.table(sizes);
console.log(`Lighthouse 12 mobile, median of ${RUNS} (ms; score 0-100):`);
console.table(lighthouseRows);
console.log('Workloads (median ms):');
console.table(timings);
console.log('Event log replay of 10,000 events, 7 runs each (median and fastest), Node:');
console.table(replay);
console.log('Scrolling the results:');
console.table(scrolling);
console.log('Written to bench/results.json');
process.exit(0);
