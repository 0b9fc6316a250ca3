import { setup } from 'xstate';
import { isSessionExpired, sessionTimeLeft } from '../domain';

/** A session 10 hours old or more forces a page reload (§4). */
export interface SessionExpiryInput {
  readonly startedAt: number;
  /** The clock's reading when the machine starts; the delay counts from it. */
  readonly now: number;
}
export type SessionExpiryContext = SessionExpiryInput;

/** Sent when the page becomes visible again: a sleeping tab's timers may have been throttled. */
export type SessionExpiryEvent = { type: 'session.check'; now: number };

export const sessionExpiryMachine = setup({
  types: {
    context: {} as SessionExpiryContext,
    input: {} as SessionExpiryInput,
    events: {} as SessionExpiryEvent,
  },
  actions: {
    // Supplied at the root: the reloaded page starts a new session (the session decider at boot).
    reloadPage: () => {},
  },
  guards: {
    expiredNow: ({ context }, params: { now: number }) => isSessionExpired(context.startedAt, params.now),
  },
  delays: {
    sessionTtl: ({ context }) => sessionTimeLeft(context.startedAt, context.now),
  },
}).createMachine({
  id: 'sessionExpiry',
  context: ({ input }) => input,
  initial: 'active',
  states: {
    active: {
      after: { sessionTtl: 'expired' },
      on: {
        'session.check': {
          guard: { type: 'expiredNow', params: ({ event }) => ({ now: event.now }) },
          target: 'expired',
        },
      },
    },
    expired: {
      type: 'final',
      entry: 'reloadPage',
    },
  },
});
