import type { ReactNode } from 'react';
import { useApp } from '../app-context';
import { useModalDialog } from '../shell/use-modal-dialog';

/**
 * The plan detail's modal `<dialog>` (§2): its × and Escape send `detail.close`; the machine closes it.
 * The plan's detail and the notice that its code did not arrive both show in it.
 */
export function DetailDialog({
  open,
  label,
  closeLabel,
  className,
  closeClassName,
  children,
}: {
  open: boolean;
  label: string;
  closeLabel: string;
  className: string | undefined;
  closeClassName: string | undefined;
  children: ReactNode;
}) {
  const app = useApp();
  const dialog = useModalDialog(open);
  const close = () => app.send({ type: 'detail.close' });
  return (
    <dialog
      ref={dialog}
      className={className}
      aria-label={label}
      data-testid="plan-detail-modal"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <button type="button" className={closeClassName} aria-label={closeLabel} onClick={close}>
        ×
      </button>
      {children}
    </dialog>
  );
}
