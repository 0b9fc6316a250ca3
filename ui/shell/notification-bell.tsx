import { useSelector } from '@xstate/react';
import { isNotificationUnread } from '../../core/domain';
import { useApp, useAppSelector } from '../app-context';
import { useContent } from '../content/use-content';
import { Tx, useRemote, useT } from '../i18n/texts';
import { Icon } from './icons';
import { useHydrated } from './use-hydrated';
import styles from './notification-bell.module.css';

/** The bell: '+1' while the current message differs from the last one seen; opening it records it seen. */
export function NotificationBell({ id }: { id: string }) {
  const app = useApp();
  const t = useT();
  const remote = useRemote();
  const notification = useContent({ kind: 'notification' });
  const current = notification.status === 'ready' ? notification.value : null;
  // A prerendered page cannot know what this visitor has seen: the badge is the browser's to show.
  const hydrated = useHydrated();
  const unread =
    useAppSelector((snapshot) => isNotificationUnread(snapshot.context.visitor, current?.message)) &&
    hydrated;
  const command = { type: 'notification.see' as const, message: current?.message ?? '' };
  const canSee = useSelector(app.actor, (snapshot) => snapshot.can({ type: 'visitor.execute', command }));
  const popoverId = `${id}-notification`;
  return (
    <div className={styles.bell}>
      <button
        type="button"
        className={styles.button}
        popoverTarget={popoverId}
        aria-label={unread ? t('bell.unread') : t('bell.label')}
        onClick={() => {
          if (canSee) app.send({ type: 'visitor.execute', command });
        }}
      >
        <Icon name="bell" />
        {unread && (
          <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
            +1
          </span>
        )}
      </button>
      <div id={popoverId} popover="auto" className={styles.panel} role="dialog" aria-label={t('bell.label')}>
        {current ? (
          <>
            <p className={styles.title}>{remote(current.title)}</p>
            <p className={styles.message}>{remote(current.message)}</p>
          </>
        ) : (
          <p className={styles.message}>
            <Tx k="bell.empty" />
          </p>
        )}
      </div>
    </div>
  );
}
