import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { staffMachine, type RecentError } from '../../core/machines/staff.machine';

describe('the staff panel lists the latest error reports (issue 27)', () => {
  const reports: RecentError[] = Array.from({ length: 14 }, (_, index) => ({
    kind: 'call-failed',
    message: `compare failed: http 500 (${index})`,
  }));

  it('asks for them when opened and keeps the ten newest, newest first', async () => {
    const actor = createActor(
      staffMachine.provide({
        actors: { recentErrors: fromPromise<readonly RecentError[]>(async () => reports) },
      }),
      { input: { origin: 'https://www.queseguro.co' } },
    ).start();
    expect(actor.getSnapshot().context.errors).toBeNull();
    actor.send({ type: 'staff.errors' });
    await waitFor(actor, (snapshot) => snapshot.context.errors !== null);
    const errors = actor.getSnapshot().context.errors;
    expect(Array.isArray(errors) && errors.map((report) => report.message)).toEqual(
      Array.from({ length: 10 }, (_, index) => `compare failed: http 500 (${13 - index})`),
    );
  });

  it('says when they could not be loaded', async () => {
    const actor = createActor(
      staffMachine.provide({
        actors: {
          recentErrors: fromPromise<readonly RecentError[]>(async () => {
            throw new Error('500');
          }),
        },
      }),
      { input: { origin: 'https://www.queseguro.co' } },
    ).start();
    actor.send({ type: 'staff.errors' });
    await waitFor(actor, (snapshot) => snapshot.context.errors !== null);
    expect(actor.getSnapshot().context.errors).toBe('failed');
  });
});
