import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { SESSION_MAX_AGE_MS, decide, initialVisitorState } from '../../core/domain';
import { sessionExpiryMachine } from '../../core/machines/session-expiry.machine';

const HOUR = 60 * 60 * 1000;

interface Model {
  readonly startedAt: number;
  now: number;
  expired: boolean;
}

interface Real {
  readonly clock: SimulatedClock;
  readonly actor: ReturnType<typeof createActor<typeof sessionExpiryMachine>>;
  readonly calls: { reloads: number };
}

const settle = (model: Model) => {
  if (model.now - model.startedAt >= SESSION_MAX_AGE_MS) model.expired = true;
};

const assertSame = (model: Model, real: Real) => {
  expect(real.actor.getSnapshot().value).toBe(model.expired ? 'expired' : 'active');
  // The page reloads exactly once, and only when 10 hours have passed; the page it reloads into
  // starts a new session (the session decider at boot) exactly then.
  expect(real.calls.reloads).toBe(model.expired ? 1 : 0);
  const stored = { ...initialVisitorState('CO'), sessionStartedAt: model.startedAt };
  expect(decide({ type: 'session.start', now: model.now }, stored).ok).toBe(model.expired);
};

class Advance implements fc.Command<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  run(model: Model, real: Real) {
    real.clock.increment(this.ms);
    model.now += this.ms;
    settle(model);
    assertSame(model, real);
  }
  toString = () => `advance(${(this.ms / HOUR).toFixed(2)} h)`;
}

/** The page became visible again after its timers slept: the machine is asked with the clock's time. */
class Check implements fc.Command<Model, Real> {
  // After expiry the page is reloading: nothing is asked any more.
  check = (model: Readonly<Model>) => !model.expired;
  run(model: Model, real: Real) {
    real.actor.send({ type: 'session.check', now: model.now });
    settle(model);
    assertSame(model, real);
  }
  toString = () => 'check';
}

describe('session expiry machine (model-based, simulated clock)', () => {
  it('reloads once, exactly when the session reaches 10 hours, whatever the sequence', () => {
    const commands = fc.commands([
      fc.integer({ min: 0, max: 6 * HOUR }).map((ms) => new Advance(ms)),
      fc.constant(new Check()),
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 * HOUR }), commands, (ageAtBoot, cmds) => {
        const clock = new SimulatedClock();
        const calls = { reloads: 0 };
        const machine = sessionExpiryMachine.provide({
          actions: {
            reloadPage: () => {
              calls.reloads += 1;
            },
          },
        });
        const model: Model = { startedAt: -ageAtBoot, now: 0, expired: false };
        const actor = createActor(machine, { clock, input: { startedAt: model.startedAt, now: 0 } }).start();
        clock.increment(0);
        settle(model);
        const real = { clock, actor, calls };
        assertSame(model, real);
        fc.modelRun(() => ({ model, real }), cmds);
        actor.stop();
      }),
      { numRuns: 200 },
    );
  });

  it('does not reload one millisecond before 10 hours', () => {
    const clock = new SimulatedClock();
    let reloads = 0;
    const actor = createActor(
      sessionExpiryMachine.provide({
        actions: {
          reloadPage: () => {
            reloads += 1;
          },
        },
      }),
      { clock, input: { startedAt: 0, now: 0 } },
    ).start();
    clock.increment(SESSION_MAX_AGE_MS - 1);
    expect(reloads).toBe(0);
    clock.increment(1);
    expect(reloads).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
