import { useEffect, useRef, type RefObject } from 'react';
import { CARD_ROOT_MARGIN } from '../../core/domain';

/**
 * Reports when an element enters or leaves the viewport (150px margin, §4). Only the report lives here;
 * the debounce is the card machine's named delay. A non-browser (a bot, §4) sees everything at once.
 */
export function useVisible<T extends Element>(
  onChange: (visible: boolean) => void,
  always = false,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });
  useEffect(() => {
    const element = ref.current;
    if (always || !element || typeof IntersectionObserver === 'undefined') {
      callback.current(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) callback.current(entry.isIntersecting);
      },
      { rootMargin: CARD_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [always]);
  return ref;
}
