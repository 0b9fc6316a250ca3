// Speed figures, printed, never asserted: bytes a visitor downloads and how soon pages show content.
// Builds, serves the preview on port 4174, and drives Debian's Chromium. Usage: npm run bench
import { chromium } from '@playwright/test';
import { spawn, execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import chromiumFlags from './chromium.json' with { type: 'json' };
import { runnerImport } from 'vite';

const PORT = 4174;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

execSync('npm run build', { stdio: 'ignore' });
const server = spawn(
  'npx',
  ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
  {
    stdio: 'ignore',
    detached: true,
  },
);
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {
    /* already gone */
  }
};
process.on('exit', stop);

for (let i = 0; i < 100; i += 1) {
  try {
    if ((await fetch(BASE)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? chromiumFlags.executablePath,
  args: chromiumFlags.args,
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(path, readySelector) {
  const times = [];
  let bytes = 0;
  let gzipBytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    let raw = 0;
    let zipped = 0;
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (!['script', 'stylesheet', 'document'].includes(type) || !response.ok()) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      raw += body.length;
      zipped += gzipSync(body).length;
    });
    const started = Date.now();
    await page.goto(`${BASE}${path}`);
    await page.waitForSelector(readySelector, { timeout: 20000 }).catch(() => null);
    times.push(Date.now() - started);
    await page.waitForLoadState('networkidle');
    bytes = raw;
    gzipBytes = zipped;
    await context.close();
  }
  return {
    path,
    ready: readySelector,
    medianMs: median(times),
    kb: (bytes / 1024).toFixed(1),
    gzipKb: (gzipBytes / 1024).toFixed(1),
  };
}

/** Replaying the visitor's event log (10,000 events) in Node, through the store and fold the site ships. */
async function measureReplay() {
  const { module } = await runnerImport('./scripts/replay-bench.ts');
  console.log('Event log replay, 7 runs each (median and fastest), Node:');
  console.table(await module.replayFigures(10_000));
}

const rows = [
  await measure('/', 'h1'),
  await measure('/not-found', 'h1'),
  await measure('/Comparar/Medicina-Prepagada', '[data-testid="plan-price"]'),
  await measure('/Comparar/Empresas', '[data-testid="plan-price"]'),
];
console.log(`Median of ${RUNS} cold loads each, desktop 1280 px, local preview server:`);
console.table(rows);
await measureReplay();
await browser.close();
stop();
process.exit(0);
