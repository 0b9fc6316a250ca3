import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { REFERRER_LIFETIME_MS, referralEmailError } from '../../core/domain';
import {
  REFERRER_CHECK_MS,
  referralMachine,
  type ReferrerLookup,
} from '../../core/machines/referral.machine';
import { visitorKernel } from '../support/visitor-kernel';

const HOUR = REFERRER_CHECK_MS;
const DAY = 24 * HOUR;

/** What the lookup answers per e-mail; anything else is not found. */
const DIRECTORY: Readonly<Record<string, ReferrerLookup>> = {
  'laura.gomez@queseguro.co': {
    kind: 'found',
    email: 'laura.gomez@queseguro.co',
    name: 'Laura Gómez',
    ejecutivo: 'Laura Gómez',
  },
  'andres.restrepo@aliado.com.co': {
    kind: 'found',
    email: 'andres.restrepo@aliado.com.co',
    name: 'Andrés Restrepo',
    ejecutivo: null,
  },
  'falla@queseguro.co': { kind: 'error', message: 'Servidor no disponible' },
};
const EMAILS = [
  ...Object.keys(DIRECTORY),
  'nadie@ejemplo.com',
  'no-es-correo',
  '',
  `${'a'.repeat(45)}@x.com`,
];

type Phase = 'closed' | 'editing' | 'found' | 'notFound';

interface Model {
  phase: Phase;
  email: string;
  pseudo: boolean;
  referral: { email: string; ejecutivo: boolean; storedAt: number } | null;
  now: number;
}

interface Real {
  readonly clock: SimulatedClock;
  actor: ReturnType<typeof createActor<typeof referralMachine>>;
  readonly kernel: ReturnType<typeof visitorKernel>;
}

const settle = (model: Model) => {
  const r = model.referral;
  if (r && !r.ejecutivo && model.now - r.storedAt > REFERRER_LIFETIME_MS) model.referral = null;
};

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

const assertSame = (model: Model, real: Real) => {
  const snapshot = real.actor.getSnapshot();
  expect((snapshot.value as { modal: Phase }).modal).toBe(model.phase);
  const stored = real.kernel.state().referral;
  expect(stored?.email ?? null).toBe(model.referral?.email ?? null);
  if (model.referral && stored) expect(stored.initialDate).toBe(model.referral.storedAt);
  // The modal closes only when pseudo-login allows it.
  if (model.phase === 'editing') expect(snapshot.can({ type: 'referral.close' })).toBe(!model.pseudo);
};

class Open implements fc.Command<Model, Real> {
  constructor(readonly pseudo: boolean) {}
  check = (model: Readonly<Model>) => model.phase === 'closed';
  async run(model: Model, real: Real) {
    real.actor.send({ type: 'referral.open', pseudoLogin: this.pseudo });
    Object.assign(model, { phase: 'editing', email: '', pseudo: this.pseudo });
    assertSame(model, real);
  }
  toString = () => `open(${this.pseudo ? 'pseudo' : 'normal'})`;
}

class Type implements fc.Command<Model, Real> {
  constructor(readonly email: string) {}
  check = (model: Readonly<Model>) => model.phase === 'editing';
  async run(model: Model, real: Real) {
    real.actor.send({ type: 'referral.input', email: this.email });
    model.email = this.email;
    // Next is enabled exactly when the e-mail is valid.
    expect(real.actor.getSnapshot().can({ type: 'referral.search' })).toBe(
      referralEmailError(this.email, true) === null,
    );
    assertSame(model, real);
  }
  toString = () => `type(${JSON.stringify(this.email)})`;
}

class Search implements fc.Command<Model, Real> {
  check = (model: Readonly<Model>) => model.phase === 'editing';
  async run(model: Model, real: Real) {
    real.actor.send({ type: 'referral.search' });
    await flush();
    if (referralEmailError(model.email, true) === null) {
      const answer = DIRECTORY[model.email.trim().toLowerCase()];
      if (answer?.kind === 'found') {
        model.phase = 'found';
        model.referral = { email: answer.email, ejecutivo: answer.ejecutivo !== null, storedAt: model.now };
      } else {
        model.phase = 'notFound';
        model.referral = null;
      }
    }
    assertSame(model, real);
  }
  toString = () => 'search';
}

class Press implements fc.Command<Model, Real> {
  constructor(readonly button: 'referral.close' | 'referral.done' | 'referral.retry') {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.actor.send({ type: this.button });
    const closable = !model.pseudo;
    if (this.button === 'referral.close') {
      if (model.phase === 'found' || ((model.phase === 'editing' || model.phase === 'notFound') && closable))
        model.phase = 'closed';
    } else if (this.button === 'referral.done') {
      if (model.phase === 'found') model.phase = 'closed';
      else if (model.phase === 'notFound') model.phase = closable ? 'closed' : 'editing';
    } else if (model.phase === 'notFound') model.phase = 'editing';
    assertSame(model, real);
  }
  toString = () => this.button;
}

/** Time passes in whole hours, one check at a time, as a page left open would see it. */
class Advance implements fc.Command<Model, Real> {
  constructor(readonly hours: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    for (let i = 0; i < this.hours; i += 1) {
      real.clock.increment(HOUR);
      model.now += HOUR;
      settle(model);
    }
    assertSame(model, real);
  }
  toString = () => `advance(${this.hours} h)`;
}

/** The page became visible again: the root passes the clock's reading. */
class Tick implements fc.Command<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    real.actor.send({ type: 'referral.tick', now: model.now });
    settle(model);
    assertSame(model, real);
  }
  toString = () => 'tick';
}

/** Close the tab and open it again: the modal is closed, the referrer is what the log folds to. */
class Reload implements fc.Command<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    real.actor.stop();
    real.kernel.replay();
    real.actor = startActor(real.clock, real.kernel);
    Object.assign(model, { phase: 'closed', email: '', pseudo: false });
    settle(model);
    assertSame(model, real);
  }
  toString = () => 'reload';
}

function start(): Real {
  const clock = new SimulatedClock();
  const kernel = visitorKernel(() => clock.now());
  return { clock, actor: startActor(clock, kernel), kernel };
}

function startActor(clock: SimulatedClock, kernel: ReturnType<typeof visitorKernel>) {
  const machine = referralMachine.provide({
    actors: {
      lookupReferrer: fromPromise<ReferrerLookup, { email: string }>(
        async ({ input }) => DIRECTORY[input.email] ?? { kind: 'notFound' },
      ),
    },
    actions: { execute: (_, { command }) => void kernel.execute(command) },
  });
  const actor = createActor(machine, { clock, input: { now: clock.now() } });
  actor.start();
  return actor;
}

describe('referral machine (model-based, simulated clock)', () => {
  it('stores what the lookup finds, removes it otherwise, a referrer without an executive expires after 30 days, and a reload shows the same', async () => {
    const commands = fc.commands(
      [
        fc.boolean().map((pseudo) => new Open(pseudo)),
        fc.constantFrom(...EMAILS).map((email) => new Type(email)),
        fc.constant(new Search()),
        fc
          .constantFrom('referral.close' as const, 'referral.done' as const, 'referral.retry' as const)
          .map((b) => new Press(b)),
        fc
          .oneof(fc.integer({ min: 1, max: 48 }), fc.constantFrom(29 * 24, 24, 25))
          .map((h) => new Advance(h)),
        fc.constant(new Tick()),
        fc.constant(new Reload()),
      ],
      { maxCommands: 30 },
    );
    await fc.assert(
      fc.asyncProperty(commands, async (sequence) => {
        const real = start();
        const model: Model = { phase: 'closed', email: '', pseudo: false, referral: null, now: 0 };
        await fc.asyncModelRun(() => ({ model, real }), sequence);
        real.actor.stop();
      }),
      { numRuns: 60 },
    );
  });

  it('keeps a referrer without an executive for 30 days and removes it after', async () => {
    const real = start();
    real.actor.send({ type: 'referral.open' });
    real.actor.send({ type: 'referral.input', email: 'andres.restrepo@aliado.com.co' });
    real.actor.send({ type: 'referral.search' });
    await flush();
    expect(real.kernel.state().referral?.name).toBe('Andrés Restrepo');
    for (let hour = 0; hour < 30 * 24; hour += 1) real.clock.increment(HOUR);
    expect(real.kernel.state().referral).not.toBeNull(); // exactly 30 days: not more than 30
    real.clock.increment(HOUR);
    expect(real.kernel.state().referral).toBeNull();
    expect(real.kernel.recorded).toEqual(['ReferralStored', 'ReferralRemoved']);
  });

  it('never expires a referrer with an executive', async () => {
    const real = start();
    real.actor.send({ type: 'referral.open' });
    real.actor.send({ type: 'referral.input', email: 'laura.gomez@queseguro.co' });
    real.actor.send({ type: 'referral.search' });
    await flush();
    for (let hour = 0; hour < 90 * 24; hour += 24)
      real.actor.send({ type: 'referral.tick', now: hour * HOUR + 90 * DAY });
    expect(real.kernel.state().referral?.email).toBe('laura.gomez@queseguro.co');
  });
});

describe('referral across a reload', () => {
  it('shows after a reload the referrer the log holds, with the modal closed', async () => {
    const real = start();
    real.actor.send({ type: 'referral.open' });
    real.actor.send({ type: 'referral.input', email: 'laura.gomez@queseguro.co' });
    real.actor.send({ type: 'referral.search' });
    await flush();
    const before = real.kernel.state().referral;
    real.actor.stop();
    real.kernel.replay();
    real.actor = startActor(real.clock, real.kernel);
    expect(real.kernel.state().referral).toEqual(before);
    expect(real.actor.getSnapshot().matches({ modal: 'closed' })).toBe(true);
  });
});
