import { useEffect, useRef, useState, type RefObject } from 'react';

/** Moves the eyes to an element: focus without the browser's own jump, then into the middle of the view. */
function bringIntoView(element: HTMLElement): void {
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center' });
}

/**
 * A message that appears (a refused payment, a failed send) takes focus and comes into view, so a
 * visitor on a phone sees it and a screen reader reads it; it must carry tabIndex={-1}. `shown` is the
 * message itself: each new one moves focus again.
 */
export function useFocusWhenShown<T extends HTMLElement>(shown: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown && ref.current) bringIntoView(ref.current);
  }, [shown]);
  return ref;
}

/**
 * A form sent with mistakes: after the submit renders its messages, the first field marked invalid
 * takes focus and comes into view (its message is tied to it by aria-describedby). Give the form the
 * ref and call the second item from its onSubmit.
 */
export function useFocusFirstInvalid<T extends HTMLElement>(): readonly [RefObject<T | null>, () => void] {
  const ref = useRef<T>(null);
  const [submits, setSubmits] = useState(0);
  useEffect(() => {
    if (submits === 0) return;
    const invalid = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) bringIntoView(invalid);
  }, [submits]);
  return [ref, () => setSubmits((count) => count + 1)] as const;
}
