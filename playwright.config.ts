import { defineConfig, devices } from '@playwright/test';
import flags from './scripts/chromium.json' with { type: 'json' };

/** Debian's Chromium with the flags this machine needs (scripts/chromium.json, shared with the scripts). */
const chromium = { executablePath: process.env.CHROMIUM_PATH ?? flags.executablePath, args: flags.args };

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
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: chromium, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: `npm run build && npm run preview -- --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    // The build type-checks and prerenders every public page first (about 2 min on 2 cores).
    timeout: 600_000,
  },
});
