/**
 * Whether the page must start the sample backend's service worker: only a static build (no dev or
 * preview server to answer /api) that has no real API base. Call it with import.meta.env, then
 * `import('./browser-worker')` when it says yes.
 */
export function wantsSampleWorker(env: {
  readonly VITE_API_BASE?: string;
  readonly VITE_SAMPLE_WORKER?: string;
}): boolean {
  return !env.VITE_API_BASE && env.VITE_SAMPLE_WORKER === 'true';
}
