import { useEffect, useRef, type RefObject } from 'react';

/** What takes the focus when the dialog opens, instead of the first focusable (often its close button). */
export interface ModalDialogOptions {
  readonly focusFirst?: string;
}

/**
 * A platform `<dialog>` that follows a machine's word: `showModal` when `open` (focus trapped, the
 * rest of the page inert), `close` when not. Attach the returned ref to the `<dialog>`.
 */
export function useModalDialog(
  open: boolean,
  { focusFirst }: ModalDialogOptions = {},
): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      if (focusFirst) element.querySelector<HTMLElement>(focusFirst)?.focus();
    }
    if (!open && element.open) element.close();
  }, [open, focusFirst]);
  return dialog;
}
