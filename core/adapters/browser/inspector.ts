import type { InspectionEvent, Observer } from 'xstate';

/**
 * The XState inspector, in development only and only when the address asks for it: `?inspect` opens
 * Stately's (it needs stately.ai), `?inspect=local` draws the actor tree and its messages in a panel
 * on the page (local-inspector.ts). The imports are dynamic and inside the DEV branch so that
 * production bundles never contain either.
 */
export async function loadInspector(search: string): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV) return undefined;
  const wanted = new URLSearchParams(search).get('inspect');
  if (wanted === null) return undefined;
  if (wanted === 'local') {
    const { createLocalInspector } = await import('./local-inspector');
    return createLocalInspector(document).inspect;
  }
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}
