/**
 * A dynamic import of the site's own code, not tried while the browser knows it is offline. A module
 * that failed to fetch stays failed for the life of the document (the module map keeps the failure), so
 * an import tried offline could never succeed later, not even once the network is back; one not tried
 * fails the same way now and loads on the next try. The error reads as any chunk that did not load
 * (isChunkLoadFailure), so callers treat it as the network's.
 */
export function importWhenOnline<T>(
  load: () => Promise<T>,
  nav: { readonly onLine: boolean } | undefined = globalThis.navigator,
): Promise<T> {
  if (nav?.onLine === false)
    return Promise.reject(
      new TypeError('Failed to fetch dynamically imported module: the browser is offline'),
    );
  return load();
}
