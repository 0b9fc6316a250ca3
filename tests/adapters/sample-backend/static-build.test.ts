import { describe, expect, it } from 'vitest';
import { wantsSampleWorker } from '../../../core/adapters/sample-backend/static-build';

describe('sample service worker', () => {
  it('starts only for a static build without a real API base', () => {
    expect(wantsSampleWorker({ VITE_SAMPLE_WORKER: 'true' })).toBe(true);
    expect(wantsSampleWorker({})).toBe(false);
    expect(
      wantsSampleWorker({ VITE_SAMPLE_WORKER: 'true', VITE_API_BASE: 'https://api.queseguro.co/api/' }),
    ).toBe(false);
  });
});
