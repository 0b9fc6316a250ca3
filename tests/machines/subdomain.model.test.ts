import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { SUBDOMAINS } from '../../core/adapters/sample-backend/catalogue/site-content';
import { UNAUTHORIZED_IFRAME_WARNING, partnerRedirect } from '../../core/domain';
import type { SubdomainConfig } from '../../core/domain/api';
import {
  subdomainMachine,
  type KeyLookup,
  type SubdomainInput,
  type SubdomainLookup,
} from '../../core/machines/subdomain.machine';

const PATHS = [
  '/',
  '/Comparar',
  '/Comparar/EPS',
  '/Comparar/Empresas',
  '/Comparar/Mascotas',
  '/contacto',
  '/Seguros/sura/plan',
  '/Comparar/Medicina-Prepagada/x',
];
const EMBEDDERS = [
  null,
  'https://www.cajabienestar.com.co',
  'https://evil.example',
  'https://www.queseguro.co',
  'https://mascotasfelices.queseguro.co',
  'https://www.aliado.com.co',
];
/** Iframe keys and what the server answers for each (api/integration/iframe-token). */
const KEYS: Readonly<Record<string, KeyLookup>> = {
  'aliado-123': { ok: true, allowedUrls: ['https://www.aliado.com.co/inicio'] },
  desconocida: { ok: true, allowedUrls: null },
  rota: { ok: false },
};
const keyUrls = (key: string | null): string[] => {
  const lookup = key ? KEYS[key] : undefined;
  return lookup?.ok && lookup.allowedUrls ? [...lookup.allowedUrls] : [];
};
const SITE = 'https://www.queseguro.co';

interface Scenario {
  readonly config: SubdomainConfig | null;
  readonly failing: boolean;
  readonly framed: boolean;
  readonly embedder: string | null;
  readonly deny: boolean;
  readonly key: string | null;
  readonly hasReferrer: boolean;
}

interface Model {
  loaded: boolean;
  pathname: string;
  redirects: string[];
  warnings: string[];
  blank: number;
  asked: number;
  denied: boolean;
}

interface Real {
  readonly actor: ReturnType<typeof createActor<typeof subdomainMachine>>;
  respond(): Promise<void>;
  readonly log: { redirects: string[]; warnings: string[]; blank: number; asked: number };
}

const flush = async () => {
  for (let i = 0; i < 8; i += 1) await Promise.resolve();
};

/** The verdict, written independently of the domain: an allowed origin or the site itself. */
function unauthorized(s: Scenario): boolean {
  if (!s.framed) return false;
  if (s.embedder === null) return true;
  const allowed = [SITE, ...(s.config && !s.failing ? s.config.allowedUrls : []), ...keyUrls(s.key)].map(
    (u) => new URL(u).origin,
  );
  return !allowed.includes(new URL(s.embedder).origin);
}

function settleLoaded(model: Model, s: Scenario) {
  model.loaded = true;
  if (unauthorized(s)) {
    model.warnings.push(UNAUTHORIZED_IFRAME_WARNING);
    if (s.deny) {
      model.blank += 1;
      model.denied = true;
      return;
    }
  }
  const config = s.failing ? null : s.config;
  const to = config ? partnerRedirect(model.pathname, config) : null;
  if (to) model.redirects.push(to);
  // Only a key the server knows asks for a referrer.
  if (!unauthorized(s) && keyUrls(s.key).length > 0 && !s.hasReferrer) model.asked += 1;
}

const assertSame = (model: Model, real: Real) => {
  expect(real.log.redirects).toEqual(model.redirects);
  expect(real.log.warnings.filter((w) => w === UNAUTHORIZED_IFRAME_WARNING)).toEqual(model.warnings);
  expect(real.log.blank).toBe(model.blank);
  expect(real.log.asked).toBe(model.asked);
};

class Visit implements fc.Command<Model, Real> {
  constructor(
    readonly scenario: Scenario,
    readonly path: string,
  ) {}
  check = (model: Readonly<Model>) => !model.denied;
  async run(model: Model, real: Real) {
    real.actor.send({ type: 'subdomain.path', pathname: this.path });
    model.pathname = this.path;
    const config = this.scenario.failing ? null : this.scenario.config;
    if (model.loaded && config) {
      const to = partnerRedirect(this.path, config);
      if (to) model.redirects.push(to);
    }
    assertSame(model, real);
  }
  toString = () => `visit(${this.path})`;
}

class Respond implements fc.Command<Model, Real> {
  constructor(readonly scenario: Scenario) {}
  check = (model: Readonly<Model>) => !model.loaded;
  async run(model: Model, real: Real) {
    await real.respond();
    settleLoaded(model, this.scenario);
    assertSame(model, real);
  }
  toString = () => 'respond';
}

function start(s: Scenario, pathname: string): Real {
  let release: (value: SubdomainLookup) => void = () => {};
  const pending = new Promise<SubdomainLookup>((resolve) => (release = resolve));
  const log = { redirects: [] as string[], warnings: [] as string[], blank: 0, asked: 0 };
  const input: SubdomainInput = {
    subdomain: s.config ? s.config.subdomain : null,
    hostname: 'x',
    framed: s.framed,
    embedderOrigin: s.embedder,
    siteOrigins: [SITE],
    deny: s.deny,
    partnerKey: s.key,
    hasReferrer: s.hasReferrer,
    pathname,
  };
  const actor = createActor(
    subdomainMachine.provide({
      actors: {
        loadConfig: fromPromise<SubdomainLookup, { subdomain: string; hostname: string }>(() => pending),
        validateKey: fromPromise<KeyLookup, { key: string }>(
          async ({ input }) => KEYS[input.key] ?? { ok: false },
        ),
      },
      actions: {
        redirect: (_, { to }) => void log.redirects.push(to),
        warn: (_, { message }) => void log.warnings.push(message),
        blankPage: () => void (log.blank += 1),
        askReferrer: () => void (log.asked += 1),
      },
    }),
    { clock: new SimulatedClock(), input },
  );
  actor.start();
  return {
    actor,
    log,
    respond: async () => {
      release(s.failing ? { ok: false } : { ok: true, config: s.config });
      await flush();
    },
  };
}

const scenarios: fc.Arbitrary<Scenario> = fc.record({
  config: fc.constantFrom<SubdomainConfig | null>(null, ...SUBDOMAINS),
  failing: fc.boolean(),
  framed: fc.boolean(),
  embedder: fc.constantFrom(...EMBEDDERS),
  deny: fc.boolean(),
  key: fc.constantFrom<string | null>(null, ...Object.keys(KEYS)),
  hasReferrer: fc.boolean(),
});

describe('subdomain machine (model-based)', () => {
  it('redirects forbidden paths once the configuration arrives, denies unauthorized frames, asks for a referrer', async () => {
    await fc.assert(
      fc.asyncProperty(
        scenarios,
        fc.constantFrom(...PATHS),
        fc.array(fc.constantFrom(...PATHS), { maxLength: 6 }),
        fc.nat({ max: 6 }),
        async (scenario, first, later, respondAt) => {
          const real = start(scenario, first);
          const model: Model = {
            loaded: false,
            pathname: first,
            redirects: [],
            warnings: [],
            blank: 0,
            asked: 0,
            denied: false,
          };
          await flush();
          // Without a partner subdomain there is nothing to load: the check is immediate.
          if (scenario.config === null) settleLoaded(model, { ...scenario, failing: true });
          const commands: Array<fc.AsyncCommand<Model, Real>> = later.map(
            (path) => new Visit(scenario, path),
          );
          if (scenario.config !== null)
            commands.splice(Math.min(respondAt, commands.length), 0, new Respond(scenario));
          await fc.asyncModelRun(() => ({ model, real }), commands);
          real.actor.stop();
        },
      ),
      { numRuns: 120 },
    );
  }, 30_000);

  it('sends a partner root and a forbidden path to the default path', () => {
    const bienestar = SUBDOMAINS[0] as SubdomainConfig;
    expect(partnerRedirect('/', bienestar)).toBe('/Comparar/Medicina-Prepagada');
    expect(partnerRedirect('/Comparar/Empresas', bienestar)).toBe('/Comparar/Medicina-Prepagada');
    expect(partnerRedirect('/Comparar/EPS', bienestar)).toBeNull();
    expect(partnerRedirect('/contacto', bienestar)).toBeNull();
  });
});
