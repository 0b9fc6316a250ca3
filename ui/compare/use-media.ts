import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '../../core/domain';

const QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the viewport is in the mobile layout (the breakpoint is the domain's). */
export function useMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    // Prerendered pages are laid out mobile first: phones (and mobile-first crawlers) see no shift.
    () => true,
  );
}
