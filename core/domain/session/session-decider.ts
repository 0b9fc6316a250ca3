import { decided, refuse, type Decision } from '../kernel/decision';
import type { VisitorState } from '../visitor/visitor-state';
import { isSessionExpired } from './session-age';

/**
 * Commands on the visitor's session (§4: a session 10 hours old or more forces a page reload). A page
 * starts a session when none is stored or the stored one is 10 hours old, so the reload an expired
 * session forces boots into a new one, and a visitor back after 10 hours starts afresh.
 */
export type SessionCommand = { readonly type: 'session.start'; readonly now: number };

export function decideSession(command: SessionCommand, state: VisitorState): Decision {
  switch (command.type) {
    case 'session.start':
      if (state.sessionStartedAt !== null && !isSessionExpired(state.sessionStartedAt, command.now))
        return refuse('session.running', 'La sesión sigue vigente');
      return decided({ type: 'SessionStarted', data: { startedAt: command.now } });
    default:
      return assertNever(command.type);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled command ${JSON.stringify(value)}`);
}
