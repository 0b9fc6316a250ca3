import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '../../core/domain';

const QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export type Viewport = 'mobile' | 'desktop';

/**
 * The viewport's layout (the breakpoint is the domain's), or null while it is unknown: in prerendered
 * HTML and while hydrating it. A page laid out for null shows each viewport its own layout by CSS
 * (the only-mobile and only-desktop classes), so nothing moves when the real value arrives.
 */
export function useViewport(): Viewport | null {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(QUERY).matches ? 'mobile' : 'desktop'),
    () => null,
  );
}
