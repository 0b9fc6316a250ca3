import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';

export default defineConfig({
  plugins: [react()],
  // As in the build: 'zod/mini' is the site's configured module (jitless, English messages).
  resolve: {
    alias: [
      {
        find: /^zod\/mini$/,
        replacement: fileURLToPath(new URL('./core/domain/zod-mini-jitless.ts', import.meta.url)),
      },
    ],
  },
  test: {
    // Property and model tests run hundreds of cases; a busy machine must not fail them on time alone.
    testTimeout: 30_000,
    // A worker per core: vitest's default leaves one core for the watcher, which a run does not have
    // (on CI's 2 cores that ran every file in one worker, and the run took a third longer).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          // Pure functions, no clock, storage or globals touched: the files share their workers' module
          // cache instead of importing core/domain again for each one.
          name: 'domain',
          environment: 'node',
          include: ['tests/domain/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'core',
          environment: 'node',
          include: ['tests/{machines,adapters}/**/*.test.ts'],
          setupFiles: ['tests/support/xstate-warnings.ts'],
          // Each test builds its own actors, stores and sample backend, so the files can share their
          // workers' module cache: importing core/ again for every file was most of this project's time.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/components/setup.ts'],
          // Each file unmounts what it rendered (afterEach(cleanup)); the files share their workers' module cache.
          isolate: false,
        },
      },
    ],
  },
});
