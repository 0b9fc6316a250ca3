/**
 * A dynamic import of the site's own code that is not tried while the browser knows it is offline,
 * unless it already arrived. A module that failed to fetch stays failed for the life of the document
 * (the module map keeps the failure), so an import tried offline could never succeed later, not even
 * once the network is back; one not tried fails the same way now and loads on the next try. Code that
 * already arrived is answered offline too. The error reads as any chunk that did not load
 * (isChunkLoadFailure), so callers treat it as the network's.
 */
export function importWhenOnline<T>(
  load: () => Promise<T>,
  nav: { readonly onLine: boolean } | undefined = globalThis.navigator,
): () => Promise<T> {
  let arrived: Promise<T> | null = null;
  return () => {
    if (arrived) return arrived;
    if (nav?.onLine === false)
      return Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: the browser is offline'),
      );
    const attempt = load();
    attempt.then(
      () => (arrived = attempt),
      () => {},
    );
    return attempt;
  };
}
