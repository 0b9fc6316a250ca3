import { decided, refuse, type Decision } from '../kernel/decision';
import type { VisitorState } from '../visitor/visitor-state';

/** Commands on the notification bell (§4 "Notification"). */
export type NotificationCommand = { readonly type: 'notification.see'; readonly message: string };

/** Unread while the stored last-seen message differs from the current one. */
export function isNotificationUnread(
  state: VisitorState,
  currentMessage: string | null | undefined,
): boolean {
  return (
    typeof currentMessage === 'string' &&
    currentMessage !== '' &&
    state.notificationLastSeen !== currentMessage
  );
}

export function decideNotification(command: NotificationCommand, state: VisitorState): Decision {
  switch (command.type) {
    case 'notification.see':
      if (command.message === '') return refuse('notification.none', 'No hay notificación');
      if (!isNotificationUnread(state, command.message))
        return refuse('notification.already-seen', 'Ya la viste');
      return decided({ type: 'NotificationSeen', data: { message: command.message } });
    default:
      return assertNever(command.type);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled command ${JSON.stringify(value)}`);
}
