import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useSelector } from '@xstate/react';
import { childActor, selectModalPhase } from '../../core/machines/surface';
import { useApp, useAppSelector } from '../app-context';
import { PageLoadBoundary } from '../routing/page-load-boundary';
import { retryableLazy } from '../routing/retryable-lazy';
import styles from './site-layout.module.css';

const loadProfileModal = () => import('../profile/profile-modal');
const loadReferralModal = () => import('../visitors/referral-modal');
const loadStaffPanel = () => import('../visitors/staff-panel');

const ProfileModal = retryableLazy<object>(() =>
  loadProfileModal().then((m) => ({ default: m.ProfileModal })),
);
const ReferralModal = retryableLazy<object>(() =>
  loadReferralModal().then((m) => ({ default: m.ReferralModal })),
);
const StaffPanel = retryableLazy<object>(() => loadStaffPanel().then((m) => ({ default: m.StaffPanel })));

/**
 * The shell's dialogs (who will be insured, the referral, the staff tools) are not part of a page's first
 * view: each mounts the first time it is asked for and stays mounted. Their code is fetched at the
 * visitor's first touch, key or focus, so a page that is only read never downloads it, and a dialog
 * opened after that, even offline, opens at once.
 */
export function ShellDialogs() {
  const app = useApp();
  const profileOpen = useSelector(childActor(app.actor, 'profile'), (s) => selectModalPhase(s) !== 'closed');
  const referralOpen = useSelector(
    childActor(app.actor, 'referral'),
    (s) => (s.value as { modal: string }).modal !== 'closed',
  );
  const staff = useAppSelector((s) => s.context.visitor.flags['internal-traffic'] === true);

  useEffect(
    () => prefetchOnFirstInteraction(() => Promise.all([loadProfileModal(), loadReferralModal()])),
    [],
  );

  return (
    <>
      <OnceShown shown={profileOpen} Dialog={ProfileModal} />
      <OnceShown shown={referralOpen} Dialog={ReferralModal} />
      <OnceShown shown={staff} Dialog={StaffPanel} />
    </>
  );
}

/** Mounts the dialog from its first showing on; if its code does not arrive, says so with 'Reintentar'. */
function OnceShown({ shown, Dialog }: { shown: boolean; Dialog: ComponentType }) {
  const [mounted, setMounted] = useState(shown);
  const [attempt, setAttempt] = useState(0);
  if (shown && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <div className={styles.dialogCode}>
      <PageLoadBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={null}>
          <Dialog />
        </Suspense>
      </PageLoadBoundary>
    </div>
  );
}

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Runs `prefetch` once, at the first interaction with the page; returns the listeners' removal. */
function prefetchOnFirstInteraction(prefetch: () => Promise<unknown>): () => void {
  const remove = () => FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, run, true));
  function run() {
    remove();
    void prefetch().catch(() => {});
  }
  FIRST_INTERACTION.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
  return remove;
}
