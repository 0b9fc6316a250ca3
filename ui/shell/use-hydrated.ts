import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in prerendered HTML and while hydrating it, true once the page is live. Passing feedback tied
 * to when the page loaded (an '¡Listo!' that lasts 3 s) is left out of the HTML and of its hydration,
 * so the browser, later, meets the same markup; it shows as soon as the page is live.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
