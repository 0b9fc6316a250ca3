import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { memoryTokenStorage, type TokenStorage } from '../../core/adapters/browser/token-storage';
import { INSTITUTION_VIEW_PATH, loginAddress, type LoginError, type PageName } from '../../core/domain';
import { API_MESSAGES } from '../../core/domain/api';
import {
  TOKEN_WAIT_MS,
  accessMachine,
  selectAccessStatus,
  type TokenExchange,
} from '../../core/machines/access.machine';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const YEAR_S = 365 * 24 * 3600;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.c2ln`;

/** Stored tokens, each with what a visitor should get from it (written apart from the domain). */
const TOKENS = {
  none: { token: null, outcome: 'missing' },
  garbage: { token: 'abc.def', outcome: 'invalid' },
  expired: { token: jwt({ company: 'allianz', exp: NOW / 1000 - 1 }), outcome: 'expired' },
  valid: { token: jwt({ company: 'seguros-sura', exp: NOW / 1000 + 3600 }), outcome: 'granted' },
  demo: { token: jwt({ company: 'colsanitas', demo: true, exp: NOW / 1000 + YEAR_S }), outcome: 'granted' },
  noCompany: { token: jwt({ name: 'Ana', exp: NOW / 1000 + YEAR_S }), outcome: 'granted' },
  // Issue 27: a token that never expires, or one that says it is unsigned, never opens the view.
  noExpiry: { token: jwt({ company: 'seguros-sura' }), outcome: 'invalid' },
  unsigned: {
    token: `${b64({ alg: 'none' })}.${b64({ company: 'seguros-sura', exp: NOW / 1000 + 3600 })}.c2ln`,
    outcome: 'invalid',
  },
} as const;
type TokenKind = keyof typeof TOKENS;
const claimOf: Record<TokenKind, string | null> = {
  none: null,
  garbage: null,
  expired: null,
  valid: 'seguros-sura',
  demo: 'colsanitas',
  noCompany: null,
  noExpiry: null,
  unsigned: null,
};

interface Model {
  state: 'idle' | 'granted' | 'exchanging' | 'failed';
  elapsed: number;
  navigations: string[];
  loads: string[];
  stored: string | null;
  error: LoginError | null;
  referrer: string;
  institution: string | null;
  demo: boolean;
}

interface Real {
  readonly actor: ReturnType<typeof createActor<typeof accessMachine>>;
  readonly clock: SimulatedClock;
  readonly tokens: TokenStorage;
  readonly log: { navigations: string[]; loads: string[] };
  answer(exchange: TokenExchange): Promise<void>;
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

const assertSame = (model: Model, real: Real) => {
  const snapshot = real.actor.getSnapshot();
  expect(selectAccessStatus(snapshot)).toBe(model.state);
  expect(real.log.navigations).toEqual(model.navigations);
  expect(real.log.loads).toEqual(model.loads);
  expect(real.tokens.read()).toBe(model.stored);
  if (model.state === 'failed') expect(snapshot.context.error).toBe(model.error);
  if (model.state === 'granted')
    expect(snapshot.context.access).toEqual(
      expect.objectContaining({ institution: model.institution, demo: model.demo }),
    );
};

const route = (page: PageName, pathname: string, search: string) =>
  ({ type: 'access.route', page, pathname, search }) as const;

class OpenGatedView implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly kind: TokenKind,
    readonly param: string | null,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const { token, outcome } = TOKENS[this.kind];
    if (token === null) real.tokens.clear();
    else real.tokens.write(token);
    model.stored = token;
    const search = this.param ? `?institucion=${this.param}` : '';
    real.actor.send(route('institution-view', INSTITUTION_VIEW_PATH, search));
    await flush();
    if (outcome === 'granted') {
      model.state = 'granted';
      model.institution = this.param ?? claimOf[this.kind];
      model.demo = this.kind === 'demo';
      if (model.institution) model.loads.push(model.institution);
    } else {
      model.state = 'idle';
      model.navigations.push(loginAddress(`${INSTITUTION_VIEW_PATH}${search}`, outcome));
    }
    assertSame(model, real);
  }
  toString = () => `openGated(${this.kind}, ${this.param})`;
}

class OpenLogin implements fc.AsyncCommand<Model, Real> {
  constructor(readonly hash: string | null) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const search = this.hash
      ? `?hash=${this.hash}&referrer=%2FVista-Institucion%3Finstitucion%3Dallianz`
      : '?loginError=missing';
    real.actor.send(route('login', '/login', search));
    await flush();
    if (this.hash) {
      model.state = 'exchanging';
      model.elapsed = 0;
      model.referrer = '/Vista-Institucion?institucion=allianz';
    } else model.state = 'idle';
    assertSame(model, real);
  }
  toString = () => `openLogin(${this.hash})`;
}

class OpenOtherPage implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    real.actor.send(route('compare', '/Comparar', ''));
    await flush();
    model.state = 'idle';
    assertSame(model, real);
  }
  toString = () => 'openOther';
}

type Answer = 'valid' | 'garbage' | 'timeout' | 'error';
class AnswerToken implements fc.AsyncCommand<Model, Real> {
  constructor(readonly answer: Answer) {}
  check = (model: Readonly<Model>) => model.state === 'exchanging';
  async run(model: Model, real: Real) {
    const exchange: TokenExchange =
      this.answer === 'valid'
        ? { ok: true, token: TOKENS.valid.token }
        : this.answer === 'garbage'
          ? { ok: true, token: 'sample-token' }
          : { ok: false, message: this.answer === 'timeout' ? API_MESSAGES.tokenTimeout : 'Error 500' };
    await real.answer(exchange);
    if (this.answer === 'valid') {
      model.state = 'idle';
      model.stored = TOKENS.valid.token;
      model.navigations.push(model.referrer);
    } else {
      model.state = 'failed';
      model.error = this.answer === 'garbage' ? 'invalid' : this.answer === 'timeout' ? 'timeout' : 'failed';
    }
    assertSame(model, real);
  }
  toString = () => `answer(${this.answer})`;
}

class Wait implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.clock.increment(this.ms);
    await flush();
    if (model.state === 'exchanging') {
      model.elapsed += this.ms;
      if (model.elapsed >= TOKEN_WAIT_MS) {
        model.state = 'failed';
        model.error = 'timeout';
      }
    }
    assertSame(model, real);
  }
  toString = () => `wait(${this.ms})`;
}

class Retry implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    expect(real.actor.getSnapshot().can({ type: 'access.retry' })).toBe(model.state === 'failed');
    real.actor.send({ type: 'access.retry' });
    await flush();
    if (model.state === 'failed') {
      model.state = 'exchanging';
      model.elapsed = 0;
    }
    assertSame(model, real);
  }
  toString = () => 'retry';
}

class SignOut implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    expect(real.actor.getSnapshot().can({ type: 'access.signOut' })).toBe(model.state === 'granted');
    real.actor.send({ type: 'access.signOut' });
    await flush();
    if (model.state === 'granted') {
      model.state = 'idle';
      model.stored = null;
      model.navigations.push(loginAddress(INSTITUTION_VIEW_PATH, 'signedOut'));
    }
    assertSame(model, real);
  }
  toString = () => 'signOut';
}

function start(): Real {
  const clock = new SimulatedClock();
  clock.set(NOW);
  const tokens = memoryTokenStorage();
  const log = { navigations: [] as string[], loads: [] as string[] };
  let pending: ((value: TokenExchange) => void) | null = null;
  const actor = createActor(
    accessMachine.provide({
      actors: {
        readToken: fromPromise(async () => ({ token: tokens.read(), now: clock.now() })),
        waitForToken: fromPromise<TokenExchange, { hash: string }>(
          () => new Promise((resolve) => (pending = resolve)),
        ),
        storeToken: fromPromise<void, { token: string }>(async ({ input }) => void tokens.write(input.token)),
        clearToken: fromPromise<void>(async () => tokens.clear()),
      },
      actions: {
        navigate: (_, { to }) => void log.navigations.push(to),
        loadInstitution: (_, { institution }) => void log.loads.push(institution),
      },
    }),
    { clock },
  );
  actor.start();
  return {
    actor,
    clock,
    tokens,
    log,
    answer: async (exchange) => {
      pending?.(exchange);
      await flush();
    },
  };
}

const commands = [
  fc
    .record({
      kind: fc.constantFrom(...(Object.keys(TOKENS) as TokenKind[])),
      param: fc.constantFrom(null, 'allianz'),
    })
    .map(({ kind, param }) => new OpenGatedView(kind, param)),
  fc.constantFrom(null, 'ready-1', 'portal-abc').map((hash) => new OpenLogin(hash)),
  fc.constant(new OpenOtherPage()),
  fc.constantFrom<Answer>('valid', 'garbage', 'timeout', 'error').map((answer) => new AnswerToken(answer)),
  fc.constantFrom(1_000, 5_000, 14_999, 15_000, 60_000).map((ms) => new Wait(ms)),
  fc.constant(new Retry()),
  fc.constant(new SignOut()),
];

describe('access machine (model-based, simulated clock)', () => {
  it('gates the institution view on a readable, current token, and waits at most 15 s for the portal hash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25 }), async (cmds) => {
        const real = start();
        const model: Model = {
          state: 'idle',
          elapsed: 0,
          navigations: [],
          loads: [],
          stored: null,
          error: null,
          referrer: INSTITUTION_VIEW_PATH,
          institution: null,
          demo: false,
        };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        real.actor.stop();
      }),
      { numRuns: 150 },
    );
  });

  it('shows the specification text when the token never comes', async () => {
    const real = start();
    real.actor.send(route('login', '/login', '?hash=never-1'));
    await flush();
    real.clock.increment(TOKEN_WAIT_MS - 1);
    await flush();
    expect(selectAccessStatus(real.actor.getSnapshot())).toBe('exchanging');
    real.clock.increment(1);
    await flush();
    expect(real.actor.getSnapshot().context.error).toBe('timeout');
    real.actor.stop();
  });
});
