import type { InspectionEvent, Observer } from 'xstate';

/**
 * The XState inspector, in development only and only when the address has `?inspect`. The import is
 * dynamic and inside the DEV branch so that production bundles never contain it.
 */
export async function loadInspector(search: string): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV) return undefined;
  if (!new URLSearchParams(search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}
