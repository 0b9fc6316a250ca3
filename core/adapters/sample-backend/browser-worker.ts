import { setupWorker } from 'msw/browser';
import { createSampleBackend } from './handlers';

/**
 * Only for a static build with no server: starts MSW's service worker over the same handlers. Load
 * this module with a dynamic import (see `wantsSampleWorker`), so other builds never ship MSW.
 */
export async function startSampleBackendWorker(baseUrl: string = '/'): Promise<void> {
  const worker = setupWorker(...createSampleBackend().handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${baseUrl.replace(/\/?$/, '/')}mockServiceWorker.js` },
  });
}
