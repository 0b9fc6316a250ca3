import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { parsePonderation, staffOptionsAllowed, type LocalFlag } from '../../core/domain';
import { STAFF_ALERT_MS, staffMachine } from '../../core/machines/staff.machine';
import { visitorKernel } from '../support/visitor-kernel';

const ORIGIN = 'https://www.queseguro.co';

interface Model {
  flags: Record<LocalFlag, boolean>;
  ponderation: number | null;
  copy: 'idle' | 'copying' | 'copied' | 'copyFailed';
  shownFor: number;
  referral: string | null;
  copies: string[];
}

interface Real {
  readonly clock: SimulatedClock;
  readonly actor: ReturnType<typeof createActor<typeof staffMachine>>;
  readonly kernel: ReturnType<typeof visitorKernel>;
  readonly copies: string[];
}

const assertSame = (model: Model, real: Real) => {
  const snapshot = real.actor.getSnapshot();
  expect(real.kernel.state().flags).toEqual(model.flags);
  expect(snapshot.context.ponderation).toBe(model.ponderation);
  expect(snapshot.value).toBe(model.copy);
  expect(real.copies).toEqual(model.copies);
  // Configuration options follow the company-domain rule (§6).
  const companyOrNone = model.referral === null || model.referral.endsWith('@queseguro.co');
  expect(staffOptionsAllowed(real.kernel.state())).toBe(companyOrNone);
};

class SetFlag implements fc.Command<Model, Real> {
  constructor(
    readonly flag: LocalFlag,
    readonly on: boolean,
  ) {}
  check = () => true;
  run(model: Model, real: Real) {
    const decision = real.kernel.execute({ type: 'flags.set', flag: this.flag, on: this.on });
    // A toggle page records only a change: setting a flag to what it is already is refused.
    expect(decision.ok).toBe(model.flags[this.flag] !== this.on);
    model.flags[this.flag] = this.on;
    assertSame(model, real);
  }
  toString = () => `set(${this.flag}, ${this.on})`;
}

class Ponderation implements fc.Command<Model, Real> {
  constructor(readonly text: string) {}
  check = () => true;
  run(model: Model, real: Real) {
    real.actor.send({ type: 'staff.ponderation', text: this.text });
    const value = parsePonderation(this.text.slice(0, 10));
    model.ponderation = value;
    if (value !== null) expect(value >= 0 && value <= 1).toBe(true);
    assertSame(model, real);
  }
  toString = () => `ponderation(${JSON.stringify(this.text)})`;
}

class CopyUrl implements fc.Command<Model, Real> {
  constructor(readonly search: string) {}
  check = () => true;
  run(model: Model, real: Real) {
    real.actor.send({ type: 'staff.copyUrl', pathname: '/Comparar/EPS', search: this.search });
    const url = new URL('/Comparar/EPS', ORIGIN);
    const query = new URLSearchParams(this.search);
    query.delete('perfil');
    url.search = query.toString();
    model.copies.push(url.toString());
    model.copy = 'copying';
    model.shownFor = 0;
    assertSame(model, real);
  }
  toString = () => `copyUrl(${this.search})`;
}

class Copied implements fc.Command<Model, Real> {
  constructor(readonly ok: boolean) {}
  check = (model: Readonly<Model>) => model.copy === 'copying';
  run(model: Model, real: Real) {
    real.actor.send({ type: 'staff.copied', ok: this.ok });
    model.copy = this.ok ? 'copied' : 'copyFailed';
    assertSame(model, real);
  }
  toString = () => `copied(${this.ok})`;
}

class Advance implements fc.Command<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  run(model: Model, real: Real) {
    real.clock.increment(this.ms);
    if (model.copy === 'copied' || model.copy === 'copyFailed') {
      model.shownFor += this.ms;
      if (model.shownFor >= STAFF_ALERT_MS) model.copy = 'idle';
    }
    assertSame(model, real);
  }
  toString = () => `advance(${this.ms} ms)`;
}

class Refer implements fc.Command<Model, Real> {
  constructor(readonly email: string | null) {}
  check = () => true;
  run(model: Model, real: Real) {
    if (this.email === null) {
      real.kernel.execute({ type: 'referral.remove' });
    } else {
      real.kernel.execute({ type: 'referral.store', email: this.email, name: 'Ref', ejecutivo: 'E', now: 0 });
    }
    model.referral = this.email;
    assertSame(model, real);
  }
  toString = () => `refer(${this.email})`;
}

describe('staff machine and flags (model-based, simulated clock)', () => {
  it('flags change only through the decider, the ponderation stays 0 to 1, a copy confirms for 2 s', () => {
    const commands = fc.commands(
      [
        fc
          .tuple(fc.constantFrom<LocalFlag>('internal-traffic', 'forced-refresh', 'pixels'), fc.boolean())
          .map(([flag, on]) => new SetFlag(flag, on)),
        fc
          .oneof(
            fc.constantFrom('0', '1', '0,5', '0.25', '1.5', '-1', 'abc', '', ' 0.7 '),
            fc.string({ maxLength: 6 }),
          )
          .map((t) => new Ponderation(t)),
        fc
          .constantFrom('', '?order=lowerPrice', '?organizationIds=3,7&perfil=abc')
          .map((s) => new CopyUrl(s)),
        fc.boolean().map((ok) => new Copied(ok)),
        fc.integer({ min: 100, max: 3000 }).map((ms) => new Advance(ms)),
        fc
          .constantFrom(null, 'camila.rojas@queseguro.co', 'andres.restrepo@aliado.com.co')
          .map((e) => new Refer(e)),
      ],
      { maxCommands: 40 },
    );
    fc.assert(
      fc.property(commands, (sequence) => {
        const clock = new SimulatedClock();
        const kernel = visitorKernel(() => clock.now());
        const copies: string[] = [];
        const actor = createActor(
          staffMachine.provide({ actions: { copy: (_, { text }) => void copies.push(text) } }),
          { clock, input: { origin: ORIGIN } },
        );
        actor.start();
        const model: Model = {
          flags: { 'internal-traffic': false, 'forced-refresh': false, pixels: false },
          ponderation: null,
          copy: 'idle',
          shownFor: 0,
          referral: null,
          copies: [],
        };
        fc.modelRun(() => ({ model, real: { clock, actor, kernel, copies } }), sequence);
        actor.stop();
      }),
      { numRuns: 150 },
    );
  });
});
