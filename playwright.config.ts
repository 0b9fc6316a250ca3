import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import flags from './scripts/chromium.json' with { type: 'json' };

/**
 * Debian's Chromium with the flags this machine needs (scripts/chromium.json, shared with the scripts):
 * its headless shell when installed (scripts/ensure-chromium.mjs installs it), as Playwright's own
 * headless tests run, else the full browser.
 */
const executablePath =
  process.env.CHROMIUM_PATH ??
  (existsSync(flags.headlessShellPath) ? flags.headlessShellPath : flags.executablePath);
const chromium = { executablePath, args: flags.args };

/** The port of the preview server the tests drive; another one lets two runs share a machine. */
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 8_000 },
  // On CI a failed test is run again with a trace; recording one for every test costs time on 2 cores.
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  // Which tests run at which width (tests/e2e/README.md): every test runs on the desktop (1280 px); a
  // test tagged @layout runs on the phone (375 px) too, and one tagged @mobile on the phone only. The
  // script budgets are measured as a phone loads the page (tests/e2e/budgets.spec.ts).
  projects: [
    {
      name: 'desktop',
      grepInvert: [/@mobile\b/, /budgets\.spec\.ts/],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      grep: [/@layout\b/, /@mobile\b/, /budgets\.spec\.ts/],
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, launchOptions: chromium },
    },
  ],
  webServer: {
    // The build without its type-check (`npm test` type-checks the same files beside it). `npm test`
    // builds while lint and the type-check run, when a core would otherwise idle, and says so with
    // E2E_PREBUILT: then the tests only start the preview of that build.
    command: `${process.env.E2E_PREBUILT ? '' : 'npm run build:site && '}npm run preview -- --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    // Without E2E_PREBUILT the build prerenders every public page first (about 30 s on 2 cores).
    timeout: 600_000,
  },
});
