import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { SITE_COUNTRIES, initialVisitorState, type CallOutcome } from '../../core/domain';
import { appMachine } from '../../core/machines/app.machine';
import { connectivityMachine } from '../../core/machines/connectivity.machine';
import { selectOnline } from '../../core/machines/surface';

/** The network as the test sets it: does the server answer, and since when (simulated ms). */
interface Model {
  online: boolean;
  now: number;
  serverUp: boolean;
  upSince: number;
  /** When the site last came to believe it was offline. */
  offlineSince: number;
}

interface Real {
  readonly clock: SimulatedClock;
  readonly actor: ReturnType<typeof createActor<typeof appMachine>>;
  readonly network: { up: boolean };
}

/** Within 5 s of the network returning, the site knows (DESIGN: what failed then retries). */
const RECOVERY_MS = 5_000;

const online = (real: Real) => selectOnline(real.actor.getSnapshot());
const believe = (model: Model, value: boolean) => {
  if (model.online && !value) model.offlineSince = model.now;
  model.online = value;
};
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

class BrowserSays implements fc.Command<Model, Real> {
  constructor(readonly value: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.actor.send({ type: 'network.changed', online: this.value });
    await settle();
    believe(model, this.value);
    expect(online(real)).toBe(model.online);
  }
  toString = () => `browser(${this.value ? 'online' : 'offline'})`;
}

class CallEnds implements fc.Command<Model, Real> {
  constructor(readonly outcome: CallOutcome) {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.actor.send({ type: 'network.observed', outcome: this.outcome });
    await settle();
    if (this.outcome === 'reached') believe(model, true);
    if (this.outcome === 'unreachable') believe(model, false);
    expect(online(real)).toBe(model.online);
  }
  toString = () => `call(${this.outcome})`;
}

class Network implements fc.Command<Model, Real> {
  constructor(readonly up: boolean) {}
  check = (model: Readonly<Model>) => model.serverUp !== this.up;
  async run(model: Model, real: Real) {
    real.network.up = this.up;
    model.serverUp = this.up;
    model.upSince = model.now;
    await settle();
    expect(online(real)).toBe(model.online);
  }
  toString = () => `network(${this.up ? 'up' : 'down'})`;
}

class Advance implements fc.Command<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    // Step by 500 ms so each probe's answer lands before the next delay is armed.
    for (let step = 0; step < this.ms; step += 500) {
      real.clock.increment(Math.min(500, this.ms - step));
      await settle();
    }
    model.now += this.ms;
    if (model.online) {
      expect(online(real)).toBe(true);
    } else if (!model.serverUp) {
      expect(online(real)).toBe(false);
    } else if (model.now - Math.max(model.upSince, model.offlineSince) >= RECOVERY_MS) {
      expect(online(real)).toBe(true);
      model.online = true;
    } else {
      believe(model, online(real));
    }
  }
  toString = () => `advance(${this.ms} ms)`;
}

describe('connectivity (model-based, simulated clock)', () => {
  it('offline after a dropped call until a call or the browser says otherwise, and back within 5 s once the network answers', async () => {
    const commands = fc.commands(
      [
        fc.boolean().map((value) => new BrowserSays(value)),
        fc.constantFrom<CallOutcome>('reached', 'unreachable', 'unknown').map((o) => new CallEnds(o)),
        fc.boolean().map((up) => new Network(up)),
        fc.integer({ min: 0, max: 12_000 }).map((ms) => new Advance(ms)),
      ],
      { maxCommands: 30 },
    );
    await fc.assert(
      fc.asyncProperty(fc.boolean(), commands, async (startsOnline, cmds) => {
        const clock = new SimulatedClock();
        const network = { up: startsOnline };
        const machine = appMachine.provide({
          actors: {
            connectivity: connectivityMachine.provide({
              actors: { probe: fromPromise(() => Promise.resolve(network.up)) },
            }),
          },
        });
        const actor = createActor(machine, {
          clock,
          input: {
            country: SITE_COUNTRIES.CO,
            visitor: initialVisitorState('CO'),
            address: '/',
            now: 0,
            online: startsOnline,
          },
        }).start();
        const model: Model = {
          online: startsOnline,
          now: 0,
          serverUp: startsOnline,
          upSince: 0,
          offlineSince: 0,
        };
        await fc.asyncModelRun(() => ({ model, real: { clock, actor, network } }), cmds);
        actor.stop();
      }),
      { numRuns: 100 },
    );
  });
});
