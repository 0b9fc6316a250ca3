import type { Profile, ValidationModuleRun } from '../../domain';

/** How a module is imported; the browser's dynamic import by default, a stub in tests. */
export type ImportModule = (url: string) => Promise<unknown>;

const browserImport: ImportModule = (url) => import(/* @vite-ignore */ url);

/**
 * Runs a profile form's validation module (§5). The module is imported as an ES module only when its
 * URL, resolved against the API base, has the API's own origin; its default export is called with a
 * copy of the profile. Nothing else is ever executed from a URL. Every failure is a value.
 */
export function validationModuleRunner(
  apiBase: string,
  pageUrl: string,
  importModule: ImportModule = browserImport,
): (scriptUrl: string, profile: Profile) => Promise<ValidationModuleRun> {
  const base = safeUrl(apiBase, pageUrl);
  return async (scriptUrl, profile) => {
    if (!base) return { loaded: false, reason: 'API base is not a URL' };
    const url = safeUrl(scriptUrl, base.href);
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
      return { loaded: false, reason: 'Validation module URL is not http(s)' };
    if (url.origin !== base.origin)
      return { loaded: false, reason: `Validation module refused: ${url.origin} is not the API's origin` };
    let module: unknown;
    try {
      module = await importModule(url.href);
    } catch (cause) {
      return { loaded: false, reason: `Validation module not loaded: ${String(cause)}` };
    }
    const validate =
      typeof module === 'object' && module !== null ? (module as { default?: unknown }).default : undefined;
    if (typeof validate !== 'function')
      return { loaded: false, reason: 'Validation module has no default export' };
    try {
      const result: unknown = await (validate as (profile: Profile) => unknown)(structuredClone(profile));
      return { loaded: true, result };
    } catch (cause) {
      return { loaded: false, reason: `Validation module failed: ${String(cause)}` };
    }
  };
}

function safeUrl(value: string, base: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}
