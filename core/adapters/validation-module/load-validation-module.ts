import type { Profile, ValidationModuleRun } from '../../domain';

/** How a module is imported; the browser's dynamic import by default, a stub in tests. */
export type ImportModule = (url: string) => Promise<unknown>;

const browserImport: ImportModule = (url) => import(/* @vite-ignore */ url);

/** What the runner offers: run a module over a profile, and fetch one ahead (as the form shows). */
export interface ValidationModuleRunner {
  (scriptUrl: string, profile: Profile): Promise<ValidationModuleRun>;
  /** Fetches the module now, so a visitor who goes offline after opening the form can still submit. */
  prefetch(scriptUrl: string): Promise<void>;
}

/**
 * Runs a profile form's validation module (§5). The module is imported as an ES module only when its
 * URL, resolved against the API base, has the API's own origin; its default export is called with a
 * copy of the profile. Nothing else is ever executed from a URL. Every failure is a value.
 *
 * A module that arrived is kept for the page's life (prefetched as the form shows: the decision on an
 * offline visitor's profile in docs/decisions.md). One that did not is asked again at the next try, under
 * a fresh address (`?try=n`), since a browser may keep a failed module import for the page's life.
 */
export function validationModuleRunner(
  apiBase: string,
  pageUrl: string,
  importModule: ImportModule = browserImport,
): ValidationModuleRunner {
  const base = safeUrl(apiBase, pageUrl);
  const loaded = new Map<string, Promise<unknown>>();
  const failures = new Map<string, number>();
  const resolve = (scriptUrl: string): URL | string => {
    if (!base) return 'API base is not a URL';
    const url = safeUrl(scriptUrl, base.href);
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
      return 'Validation module URL is not http(s)';
    if (url.origin !== base.origin) return `Validation module refused: ${url.origin} is not the API's origin`;
    return url;
  };
  const load = (url: URL): Promise<unknown> => {
    const known = loaded.get(url.href);
    if (known) return known;
    const tries = failures.get(url.href) ?? 0;
    const address = new URL(url.href);
    if (tries > 0) address.searchParams.set('try', String(tries));
    const module = importModule(address.href);
    loaded.set(url.href, module);
    module.catch(() => {
      loaded.delete(url.href);
      failures.set(url.href, tries + 1);
    });
    return module;
  };
  const run = async (scriptUrl: string, profile: Profile): Promise<ValidationModuleRun> => {
    const url = resolve(scriptUrl);
    if (typeof url === 'string') return { loaded: false, reason: url };
    let module: unknown;
    try {
      module = await load(url);
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
  return Object.assign(run, {
    prefetch: async (scriptUrl: string) => {
      const url = resolve(scriptUrl);
      if (typeof url !== 'string') await load(url).catch(() => undefined);
    },
  });
}

function safeUrl(value: string, base: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}
