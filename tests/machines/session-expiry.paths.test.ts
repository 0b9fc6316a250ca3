import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type SnapshotFrom } from 'xstate';
import { decide, initialVisitorState } from '../../core/domain';
import { sessionExpiryMachine, type SessionExpiryEvent } from '../../core/machines/session-expiry.machine';
import {
  HOUR,
  MINUTE,
  chartModel,
  elapse,
  followPath,
  pathName,
  stateKey,
  viaTransition,
} from '../support/path-driver';

/**
 * Path tests of the session's lifetime (§4 "A session 10 hours old or more forces a page reload"),
 * generated from session-expiry.machine.ts with xstate/graph (every simple path: the chart is small)
 * and followed on the real machine with a simulated clock.
 *
 * The rules, in this test's own words and numbers: a session younger than ten hours keeps the page as
 * it is; at ten hours exactly (by the clock, or by the time the page reads when it wakes from a sleeping
 * tab) the page reloads, once, and the reloaded page starts a new session.
 */
type Snap = SnapshotFrom<typeof sessionExpiryMachine>;

const TEN_HOURS = 10 * HOUR;
/** How old the session is when the page boots: fresh, a minute left, just due, long past. */
const AGES = [0, TEN_HOURS - MINUTE, TEN_HOURS, 11 * HOUR];

for (const age of AGES) {
  const startedAt = -age;
  const input = { startedAt, now: 0 };
  // The page wakes up and reads the clock: one millisecond before ten hours, at ten hours, three later.
  // (A page booted late reads the clock after its boot, never before.)
  const wakeTimes = [TEN_HOURS - 1, TEN_HOURS, TEN_HOURS + 3 * HOUR]
    .map((sinceStart) => startedAt + sinceStart)
    .filter((now) => now >= 0);
  const model = chartModel(
    sessionExpiryMachine,
    wakeTimes.map((now) => ({ type: 'session.check', now })),
    { input, serializeState: viaTransition((snapshot: Snap) => stateKey(snapshot.value)) },
  );
  const fromBoot = { fromState: createActor(sessionExpiryMachine, { input }).getSnapshot() };
  const paths = [
    ...model.getSimplePaths(),
    // Each wake-up on its own, also where the chart stays put (a loop the walk does not take).
    ...wakeTimes.flatMap((now) =>
      model.getPathsFromEvents([{ type: 'session.check', now }], {
        ...fromBoot,
        serializeState: model.options.serializeState,
      }),
    ),
  ];

  describe(`a session ${(age / HOUR).toFixed(2)} h old at boot: every simple path`, () => {
    it('the chart reaches both the open page and the reload', () => {
      const reached = paths.flatMap((path) => path.steps.map((step) => step.state.value));
      expect(new Set(reached)).toEqual(new Set(['active', 'expired']));
    });

    for (const path of paths) {
      it(
        pathName(path, (event) =>
          event.type === 'session.check'
            ? `check at ${((Number(event.now) - startedAt) / HOUR).toFixed(4)} h`
            : undefined,
        ),
        async () => {
          const clock = new SimulatedClock();
          let reloads = 0;
          // The latest time the page knows: the clock, or the time read on waking.
          let known = 0;
          const actor = createActor(
            sessionExpiryMachine.provide({
              actions: {
                reloadPage: () => {
                  reloads += 1;
                },
              },
            }),
            { clock, input },
          ).start();
          const sessionAge = () => Math.max(known, clock.now()) - startedAt;

          await followPath<Snap, SessionExpiryEvent>(path, {
            realValue: () => actor.getSnapshot().value,
            drive: async (event, before) => {
              if (event.type === 'session.check') {
                known = Math.max(known, event.now);
                actor.send(event);
              } else {
                // The reload is due when the session turns ten hours old.
                await elapse(clock, Math.max(0, TEN_HOURS - age), () =>
                  expect(actor.getSnapshot().value).toEqual(before.value),
                );
              }
            },
            states: {
              active: () => {
                expect(reloads).toBe(0);
                // Past ten hours the page is open only if it booted so, until its clock first ticks.
                if (sessionAge() >= TEN_HOURS)
                  expect([clock.now(), known, age >= TEN_HOURS]).toEqual([0, 0, true]);
              },
              expired: () => {
                expect(sessionAge()).toBeGreaterThanOrEqual(TEN_HOURS);
                expect(reloads, 'the page reloads once').toBe(1);
                expect(actor.getSnapshot().status).toBe('done');
                // The reloaded page starts a new session (the session decider at boot).
                const stored = { ...initialVisitorState('CO'), sessionStartedAt: startedAt };
                expect(decide({ type: 'session.start', now: Math.max(known, clock.now()) }, stored).ok).toBe(
                  true,
                );
              },
            },
          });
          actor.stop();
        },
      );
    }
  });
}
