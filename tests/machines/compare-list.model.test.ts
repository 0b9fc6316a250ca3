import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { SPINNER_MESSAGE_MS, FINISHED_MS, spinnerMessage } from '../../core/domain';
import { compareFacetsMachine } from '../../core/machines/compare-facets.machine';
import {
  fail,
  ok,
  type ApiResult,
  type CompareParams,
  type CompareResponse,
  type SortOrder,
} from '../../core/domain/api';
import { compareListMachine } from '../../core/machines/compare-list.machine';
import { compareResultsMachine } from '../../core/machines/compare-results.machine';
import { compareCardsMachine } from '../../core/machines/compare-cards.machine';
import { type CompareListRef } from '../../core/machines/surface';
import {
  compareChild,
  selectListStatus,
  selectSubmitStatus,
  type ListStatus,
  type SubmitStatus,
} from '../../core/machines/surface-compare';
import { planCardMachine } from '../../core/machines/plan-card.machine';
import { comparePage, sampleCompare, sampleExtras } from '../support/compare-fixtures';

type Answer = 'ok' | 'http' | 'robot';

interface Pending {
  readonly params: CompareParams;
  readonly resolve: (result: ApiResult<CompareResponse>) => void;
}

function start() {
  const clock = new SimulatedClock();
  const compares: Pending[] = [];
  const machine = compareListMachine.provide({
    actors: {
      compareResults: searching(
        fromPromise<ApiResult<CompareResponse>, CompareParams>(
          ({ input }) => new Promise((resolve) => compares.push({ params: input, resolve })),
        ),
      ),
      compareFacets: compareFacetsMachine.provide({
        actors: {
          catalogue: fromPromise<ApiResult<CompareResponse>, CompareParams>(async ({ input }) =>
            ok(sampleCompare(input)),
          ),
        },
      }),
      compareCards: compareCardsMachine.provide({
        actors: {
          planCard: planCardMachine.provide({
            actors: {
              loadCardExtras: fromPromise(async ({ input }) => ok(sampleExtras(input.product))),
            },
          }),
        },
      }),
    },
    actions: {
      // The navigation announces the new address as the page it settled on.
      navigate: (_, { to }) => actor.send({ type: 'route.changed', resolution: comparePage(to) }),
    },
  });
  const actor = createActor(machine, { input: { country: 'CO' }, clock });
  actor.start();
  actor.send({ type: 'route.changed', resolution: comparePage('/Comparar/Medicina-Prepagada') });
  return { actor, clock, compares };
}

type Real = ReturnType<typeof start>;

/** The list's search child, answering with this compare actor. */
function searching(compare: ReturnType<typeof fromPromise<ApiResult<CompareResponse>, CompareParams>>) {
  return compareResultsMachine.provide({ actors: { compare } });
}

/** What the list's search shows (its child, by the surface's accessor). */
const results = (actor: CompareListRef) => compareChild(actor, 'compareResults').getSnapshot();

interface Model {
  status: ListStatus;
  /** Time spent in the current loading, and the spinner ticks it gave. */
  loadingFor: number;
  tick: number;
  shown: number;
  total: number;
  submit: SubmitStatus;
  finishedFor: number;
  organizations: number[];
  order: SortOrder;
  page: number;
  /** Time since the search failed (a 500), and the automatic retries since the last answer. */
  failedFor: number;
  heals: number;
}

/** Issue 27: a failed search asks again by itself after 2, 4, 8, 15, then every 20 s (30 times at most). */
const healWait = (heals: number): number | null =>
  heals >= 30 ? null : ([2_000, 4_000, 8_000, 15_000][heals] ?? 20_000);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function expectedTotal(model: Model): number {
  return sampleCompare({ organizations: model.organizations, order: model.order, take: 100 }).total;
}

function startLoading(model: Model) {
  model.status = 'loading';
  model.loadingFor = 0;
  model.tick = 0;
  model.submit = 'searching';
  model.page = 1;
}

function check(model: Model, real: Real) {
  const snapshot = results(real.actor);
  const { results: shown, total, spinnerTick } = snapshot.context;
  expect(selectListStatus(snapshot)).toBe(model.status);
  expect(selectSubmitStatus(snapshot)).toBe(model.submit);
  const ids = shown.map((product) => product.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(shown.length).toBeLessThanOrEqual(Math.max(total, shown.length === 0 ? 0 : total));
  if (model.status === 'loading') {
    expect(spinnerTick).toBe(model.tick);
    expect(spinnerMessage(spinnerTick)).toBe(spinnerMessage(model.tick));
  }
  if (model.status === 'failed' || model.status === 'robot') expect(shown).toHaveLength(0);
  if (model.status === 'results') {
    expect(shown).toHaveLength(model.shown);
    expect(total).toBe(model.total);
  }
  // Every result passes the filters in the address.
  for (const product of shown) {
    if (model.organizations.length) expect(model.organizations).toContain(product.organization.id);
  }
}

class Respond implements fc.AsyncCommand<Model, Real> {
  constructor(readonly answer: Answer) {}
  check = (model: Readonly<Model>) => model.status === 'loading' || model.status === 'loadingMore';
  async run(model: Model, real: Real) {
    const pending = real.compares.at(-1);
    if (!pending) throw new Error('no pending compare');
    const result: ApiResult<CompareResponse> =
      this.answer === 'ok'
        ? ok(sampleCompare(pending.params))
        : fail({
            call: 'compare',
            kind: this.answer === 'robot' ? 'robot' : 'http',
            status: 500,
            message: 'x',
          });
    pending.resolve(result);
    await flush();
    if (model.status === 'loading') {
      if (this.answer === 'ok') {
        model.status = 'results';
        model.total = expectedTotal(model);
        model.shown = Math.min(20, model.total);
      } else {
        model.status = this.answer === 'robot' ? 'robot' : 'failed';
        model.shown = 0;
        model.failedFor = 0;
      }
      if (this.answer === 'ok') model.heals = 0;
      model.submit = 'finished';
      model.finishedFor = 0;
    } else {
      model.status = 'results';
      if (this.answer === 'ok') {
        model.page += 1;
        model.shown = Math.min(model.total, model.page * 20);
      }
    }
    check(model, real);
  }
  toString = () => `respond(${this.answer})`;
}

const STEP_MS = 500;

class Advance implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    // SimulatedClock jumps to the end of an increment before firing what fell due inside it, so a
    // timer re-armed on firing would count from the jump's end; small steps keep every delay on time
    // (every delay and step here is a multiple of STEP_MS), as a browser's timers are.
    for (let left = this.ms; left > 0; left -= STEP_MS) {
      const step = Math.min(STEP_MS, left);
      real.clock.increment(step);
      if (model.status === 'loading') {
        model.tick +=
          Math.floor((model.loadingFor + step) / SPINNER_MESSAGE_MS) -
          Math.floor(model.loadingFor / SPINNER_MESSAGE_MS);
        model.loadingFor += step;
      }
      if (model.submit === 'finished') {
        model.finishedFor += step;
        if (model.finishedFor >= FINISHED_MS) model.submit = 'idle';
      }
      if (model.status === 'failed') {
        model.failedFor += step;
        const wait = healWait(model.heals);
        if (wait !== null && model.failedFor >= wait) {
          model.heals += 1;
          startLoading(model);
        }
      }
    }
    await flush();
    check(model, real);
  }
  toString = () => `advance(${this.ms})`;
}

class ToggleOrganization implements fc.AsyncCommand<Model, Real> {
  constructor(readonly id: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.actor.send({
      type: 'compare.filter',
      change: { kind: 'toggle', key: 'organizations', value: this.id },
    });
    await flush();
    model.organizations = model.organizations.includes(this.id)
      ? model.organizations.filter((id) => id !== this.id)
      : [...model.organizations, this.id];
    startLoading(model);
    check(model, real);
    expect(real.compares.at(-1)?.params.organizations ?? []).toEqual(model.organizations);
  }
  toString = () => `toggleOrganization(${this.id})`;
}

class Sort implements fc.AsyncCommand<Model, Real> {
  constructor(readonly order: SortOrder) {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.actor.send({ type: 'compare.filter', change: { kind: 'sort', order: this.order } });
    await flush();
    if (this.order !== model.order) {
      model.order = this.order;
      startLoading(model);
    }
    check(model, real);
  }
  toString = () => `sort(${this.order})`;
}

class LoadMore implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    const can = model.status === 'results' && model.shown < model.total;
    expect(results(real.actor).can({ type: 'compare.loadMore' })).toBe(can);
    real.actor.send({ type: 'compare.loadMore' });
    await flush();
    if (can) model.status = 'loadingMore';
    check(model, real);
  }
  toString = () => 'loadMore';
}

class Retry implements fc.AsyncCommand<Model, Real> {
  constructor(readonly kind: 'compare.retry' | 'compare.human') {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.actor.send({ type: this.kind });
    await flush();
    if (this.kind === 'compare.retry' && model.status === 'failed') {
      model.heals = 0;
      startLoading(model);
    } else if (this.kind === 'compare.human' && model.status === 'robot') startLoading(model);
    check(model, real);
  }
  toString = () => this.kind;
}

class Submit implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    real.actor.send({ type: 'compare.submit' });
    await flush();
    startLoading(model);
    check(model, real);
  }
  toString = () => 'submit';
}

const commands = fc.commands(
  [
    fc.constantFrom<Answer>('ok', 'ok', 'http', 'robot').map((answer) => new Respond(answer)),
    fc.constantFrom(500, 1000, 3500, 4000).map((ms) => new Advance(ms)),
    fc.constantFrom(1, 2, 3).map((id) => new ToggleOrganization(id)),
    fc.constantFrom<SortOrder>('lowerPrice', 'higherPrice', 'recommended').map((order) => new Sort(order)),
    fc.constant(new LoadMore()),
    fc
      .constantFrom<'compare.retry' | 'compare.human'>('compare.retry', 'compare.human')
      .map((kind) => new Retry(kind)),
    fc.constant(new Submit()),
  ],
  { maxCommands: 30 },
);

describe('compare list machine (model-based, simulated clock)', () => {
  it('loads, pages by 20, rotates the spinner, clears on failure, heals by itself and times the finished state', async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        const real = start();
        await flush();
        const model: Model = {
          status: 'loading',
          loadingFor: 0,
          tick: 0,
          shown: 0,
          total: 0,
          submit: 'searching',
          finishedFor: 0,
          organizations: [],
          order: 'recommended',
          page: 1,
          failedFor: 0,
          heals: 0,
        };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        real.actor.stop();
      }),
      { numRuns: 120, seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined },
    );
  });

  it('writes filters and sort into the address and reads them back from it', async () => {
    const real = start();
    const addresses: string[] = [];
    const actor = createActor(
      compareListMachine.provide({
        actors: {
          compareResults: searching(
            fromPromise<ApiResult<CompareResponse>, CompareParams>(async ({ input }) =>
              ok(sampleCompare(input)),
            ),
          ),
        },
        actions: { navigate: (_, { to }) => void addresses.push(to) },
      }),
      { input: { country: 'CO' } },
    );
    actor.start();
    actor.send({
      type: 'route.changed',
      resolution: comparePage('/Comparar/Medicina-Prepagada?organizationIds=2'),
    });
    actor.send({ type: 'compare.filter', change: { kind: 'sort', order: 'lowerPrice' } });
    expect(addresses.at(-1)).toBe('/Comparar/Medicina-Prepagada?organizationIds=2&order=lowerPrice');
    actor.send({ type: 'compare.filter', change: { kind: 'toggle', key: 'organizations', value: 2 } });
    expect(addresses.at(-1)).toBe('/Comparar/Medicina-Prepagada');
    expect(actor.getSnapshot().context.filters.organizations).toEqual([2]);
    real.actor.stop();
    actor.stop();
  });

  it('a search that throws reports its own message, not a placeholder', async () => {
    const actor = createActor(
      compareListMachine.provide({
        actors: {
          compareResults: searching(
            fromPromise<ApiResult<CompareResponse>, CompareParams>(async () => {
              throw new Error('payload was not JSON');
            }),
          ),
          compareFacets: compareFacetsMachine.provide({
            actors: {
              catalogue: fromPromise<ApiResult<CompareResponse>, CompareParams>(async ({ input }) =>
                ok(sampleCompare(input)),
              ),
            },
          }),
        },
      }),
      { input: { country: 'CO' } },
    );
    actor.start();
    actor.send({ type: 'route.changed', resolution: comparePage('/Comparar/Medicina-Prepagada') });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(results(actor).context.error?.message).toBe('payload was not JSON');
    actor.stop();
  });
});
