/**
 * How the browsers word a page's code that did not arrive (Chromium, Firefox, Safari, webpack's
 * ChunkLoadError, Vite's preload): a network failure, never a bug in the page.
 */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk .* failed|Unable to preload CSS/i;

export function isChunkLoadFailure(message: string, name = ''): boolean {
  return name === 'ChunkLoadError' || CHUNK_FAILURE.test(message);
}

/** §8: ResizeObserver and ChunkLoadError errors are ignored (never reported as the site's errors). */
export function isIgnoredError(message: string, name = ''): boolean {
  return /ResizeObserver loop/i.test(message) || isChunkLoadFailure(message, name);
}

/**
 * Page code that failed while the browser is online is most likely a deploy that replaced the files:
 * reload once to get the new ones. Offline, or after that one reload, offer to try again.
 */
export function pageCodeFailureAction(input: {
  readonly online: boolean;
  readonly reloadedAlready: boolean;
}): 'reload' | 'offer-retry' {
  return input.online && !input.reloadedAlready ? 'reload' : 'offer-retry';
}

/**
 * The visitor's 'Reintentar' on code that did not arrive. Online it reloads: a browser keeps a module
 * that failed to fetch as failed for the document's life, so only a new document asks for it again
 * (what the visitor chose is in the log and the address). Offline it asks again in place, as a reload
 * would only show the browser's own offline page.
 */
export function pageCodeRetryAction(input: { readonly online: boolean }): 'reload' | 'ask-again' {
  return input.online ? 'reload' : 'ask-again';
}

/** An ask for missing page code that has not answered by then counts as failed: the next chance asks again. */
export const PAGE_CODE_ASK_PATIENCE_MS = 30_000;

export const PAGE_CODE_TEXTS = {
  title: 'No pudimos abrir esta página',
  offline: 'Parece que no hay conexión. La abriremos sola en cuanto vuelva, o puedes reintentar.',
  online: 'No se descargó por completo. Inténtalo nuevamente.',
  retry: 'Reintentar',
} as const;
