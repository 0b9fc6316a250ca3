import { describe, it } from 'vitest';
import { SESSION_MAX_AGE_MS, type EventDraft } from '../../../core/domain';
import { given } from '../../support/decider-spec';

const started = (startedAt: number): EventDraft => ({ type: 'SessionStarted', data: { startedAt } });

describe('session decider (given / when / then)', () => {
  it('starts the first session of a visitor', () => {
    given().when({ type: 'session.start', now: 5 }).then(started(5));
  });

  it('refuses a new session while the stored one is under 10 hours old', () => {
    given(started(1000))
      .when({ type: 'session.start', now: 1000 + SESSION_MAX_AGE_MS - 1 })
      .thenRefused('session.running');
  });

  it('starts a new session once the stored one is 10 hours old (the page it forced to reload)', () => {
    given(started(1000))
      .when({ type: 'session.start', now: 1000 + SESSION_MAX_AGE_MS })
      .then(started(1000 + SESSION_MAX_AGE_MS));
  });
});
