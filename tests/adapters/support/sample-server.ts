import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSampleBackend, type SampleBackendOptions } from '../../../core/adapters/sample-backend';

/** The sample backend on msw/node for one test file; faults are cleared after each test. */
export function useSampleBackend(options: SampleBackendOptions = {}) {
  const backend = createSampleBackend({ today: '2026-11-21', ...options });
  const server = setupServer(...backend.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => backend.faults.clear());
  afterAll(() => server.close());
  return backend;
}
