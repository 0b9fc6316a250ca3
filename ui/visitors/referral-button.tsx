import { useApp } from '../app-context';
import { Tx } from '../i18n/texts';

/**
 * Opens the referral modal: in the footer and on the referral programme's page. Apart from the modal,
 * whose code loads when it first opens (ui/shell/shell-dialogs.tsx).
 */
export function ReferralButton({ className }: { className?: string }) {
  const app = useApp();
  return (
    <button
      type="button"
      className={className ?? 'button button-secondary'}
      onClick={() => app.send({ type: 'referral.open' })}
    >
      <Tx k="referralView.open" />
    </button>
  );
}
