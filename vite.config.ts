import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sampleBackendPlugin } from './core/adapters/sample-backend/vite-plugin';
import { IFRAME_KEYS, SUBDOMAINS } from './core/adapters/sample-backend/catalogue/site-content';
import { securityHeaders } from './core/domain/visitors/security-headers';
import { siteServerPlugin } from './core/adapters/site-server/site-server-plugin';
import { prerenderedPagesPlugin } from './core/adapters/prerender/prerendered-pages-plugin';
import { bootChunk } from './core/adapters/site-server/boot-chunk-plugin';

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
  // The preview server sends the production headers (docs/deploy.md); the dev server cannot, as Vite
  // injects inline scripts there.
  preview: {
    port: 4173,
    headers,
  },
});
