import { defineConfig, runnerImport } from 'vite';
import react from '@vitejs/plugin-react';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type * as ConfigParts from './build/config-parts';

// The project's plugins and settings are TypeScript with extensionless imports, like all its code: Vite's
// module runner loads them as it loads the site, so Vite bundles this file alone to read the config and
// its check for the future native config loader has nothing to report (it printed ~600 warning lines).
const configParts = fileURLToPath(new URL('./build/config-parts.ts', import.meta.url));
const {
  sampleBackendPlugin,
  IFRAME_KEYS,
  SUBDOMAINS,
  securityHeaders,
  siteServerPlugin,
  prerenderedPagesPlugin,
  compressedAssetsPlugin,
  bootChunk,
} = (await runnerImport<typeof ConfigParts>(configParts)).module;

/** x-qpversion is the last commit (§7); outside a git checkout the package version stands in. */
function appVersion(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return process.env.npm_package_version ?? 'dev';
  }
}

// Sent on every response of the preview server: pages, 404s, errors, assets and the sample API.
const headers = securityHeaders({
  apiBase: process.env.VITE_API_BASE ?? '',
  frameAncestors: [
    ...SUBDOMAINS.flatMap((partner) => partner.allowedUrls),
    ...Object.values(IFRAME_KEYS).flatMap((key) => key.allowedUrls),
  ],
});

const siteCode = bootChunk(fileURLToPath(new URL('.', import.meta.url)), 'ui/main.tsx', 'ui/boot.tsx');

// The sample backend answers /api/* in the dev and preview servers unless a real API base is set.
export default defineConfig({
  plugins: [
    react(),
    siteCode.plugin,
    siteServerPlugin({ headers }),
    prerenderedPagesPlugin(),
    compressedAssetsPlugin(),
    ...(process.env.VITE_API_BASE ? [] : [sampleBackendPlugin()]),
  ],
  define: { __APP_VERSION__: JSON.stringify(appVersion()) },
  // Every `import ... from 'zod'` or 'zod/mini' gets zod configured jitless first (strict CSP, no eval).
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./core/domain/zod-jitless.ts', import.meta.url)) },
      {
        find: /^zod\/mini$/,
        replacement: fileURLToPath(new URL('./core/domain/zod-mini-jitless.ts', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 600,
    // One stylesheet for every page (under the CSS budget): a prerendered page is styled before its
    // code arrives, and moving between pages never waits for CSS.
    cssCodeSplit: false,
    // dist/.vite/manifest.json: what each page's first view loads (tests/e2e/budgets.spec.ts, bench).
    manifest: true,
    // core/domain is pure (lint and review keep it so): a page that uses one rule of the barrel does not
    // load the others. zod-jitless is the one module run for its effect.
    rolldownOptions: {
      // Rolldown's note that plugins took "significant time" measures the machine the build runs on (a
      // loaded CI runner or laptop), not the project: it printed a dozen lines nobody can act on.
      checks: { bundlerTimings: false },
      treeshake: {
        moduleSideEffects: [
          { test: /\/core\/domain\/zod-(mini-)?jitless\.ts$/, sideEffects: true },
          { test: /\/core\/domain\//, sideEffects: false },
          { test: /\/core\/machines\//, sideEffects: false },
        ],
        manualPureFunctions: ['setup', 'createMachine', 'fromPromise', 'fromCallback'],
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            { name: 'site', test: siteCode.test },
          ],
        },
      },
    },
  },
  // The prerender's bundle (vite build --ssr) is one file that Node runs: app.ts's API client, loaded on
  // demand in browsers, has no chunk to move to there, so rolldown's note about it tells nothing.
  environments: {
    ssr: {
      build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false, bundlerTimings: false } } },
    },
  },
  // The preview server sends the production headers (docs/deploy.md); the dev server cannot, as Vite
  // injects inline scripts there.
  preview: {
    port: 4173,
    headers,
  },
});
