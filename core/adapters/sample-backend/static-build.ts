interface SampleWorkerEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_SAMPLE_WORKER?: string;
  readonly BASE_URL?: string;
}

/**
 * Whether the page must start the sample backend's service worker: only a static build (no dev or
 * preview server to answer /api) that has no real API base.
 */
export function wantsSampleWorker(env: SampleWorkerEnv): boolean {
  return !env.VITE_API_BASE && env.VITE_SAMPLE_WORKER === 'true';
}

/**
 * For the composition root: `await startSampleWorkerIfStatic(import.meta.env)` before the first call.
 * MSW is reached through a dynamic import, so builds that do not need it never download it.
 */
export async function startSampleWorkerIfStatic(env: SampleWorkerEnv): Promise<boolean> {
  if (!wantsSampleWorker(env)) return false;
  const { startSampleBackendWorker } = await import('./browser-worker');
  await startSampleBackendWorker(env.BASE_URL ?? '/');
  return true;
}
