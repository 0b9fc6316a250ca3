import { describe, expect, it } from 'vitest';
import {
  decide,
  domainEvent,
  fold,
  initialVisitorState,
  isNotificationUnread,
  stampEvent,
  type DomainEvent,
} from '../../../core/domain';

const given = (...events: DomainEvent[]) => fold(initialVisitorState('CO'), events);
const seen = (message: string) => domainEvent('NotificationSeen', { message }, 1);

describe('notification decider (§4 Notification)', () => {
  it('given nothing seen, when the visitor opens the bell, then the message is recorded seen', () => {
    const decision = decide({ type: 'notification.see', message: 'Nuevos planes' }, given());
    expect(decision).toEqual({
      ok: true,
      events: [{ type: 'NotificationSeen', data: { message: 'Nuevos planes' } }],
    });
  });

  it('given the same message seen, when opened again, then it is refused (the badge stays cleared)', () => {
    const decision = decide(
      { type: 'notification.see', message: 'Nuevos planes' },
      given(seen('Nuevos planes')),
    );
    expect(decision.ok).toBe(false);
  });

  it('given an older message seen, a new message is unread until seen', () => {
    const state = given(seen('Anterior'));
    expect(isNotificationUnread(state, 'Nuevos planes')).toBe(true);
    const decision = decide({ type: 'notification.see', message: 'Nuevos planes' }, state);
    if (!decision.ok) throw new Error('refused');
    const after = fold(
      state,
      decision.events.map((draft) => stampEvent(draft, 2)),
    );
    expect(isNotificationUnread(after, 'Nuevos planes')).toBe(false);
  });

  it('no current message is never unread and cannot be seen', () => {
    expect(isNotificationUnread(given(), null)).toBe(false);
    expect(decide({ type: 'notification.see', message: '' }, given()).ok).toBe(false);
  });
});
