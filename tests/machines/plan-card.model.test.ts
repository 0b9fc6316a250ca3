import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import {
  CARD_AUTO_RETRY_CAP,
  CARD_DEBOUNCE_MS,
  defaultProfile,
  initialVisitorState,
  type SiteCountryCode,
} from '../../core/domain';
import { fail, ok, type ApiResult, type CompareParams, type CompareResponse } from '../../core/domain/api';
import { compareFacetsMachine } from '../../core/machines/compare-facets.machine';
import { compareListMachine } from '../../core/machines/compare-list.machine';
import { compareResultsMachine } from '../../core/machines/compare-results.machine';
import { compareCardsMachine } from '../../core/machines/compare-cards.machine';
import {
  compareChild,
  selectCardRefs,
  selectComparedPlans,
  type PlanCardRef,
} from '../../core/machines/surface-compare';
import { cardStatus, planCardMachine } from '../../core/machines/plan-card.machine';
import { comparePage, sampleCompare, sampleExtras } from '../support/compare-fixtures';

interface Load {
  readonly id: number;
  readonly ok: boolean;
  readonly coverageOrganizationIds: readonly number[];
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(country: SiteCountryCode = 'CO') {
  const clock = new SimulatedClock();
  const loads: Load[] = [];
  const reprices: number[] = [];
  const failing = new Set<number>();
  const machine = compareListMachine.provide({
    actors: {
      compareResults: compareResultsMachine.provide({
        actors: {
          compare: fromPromise<ApiResult<CompareResponse>, CompareParams>(async ({ input }) =>
            ok(sampleCompare(input)),
          ),
        },
      }),
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
              loadCardExtras: fromPromise(async ({ input }) => {
                const good = !failing.has(input.product.id);
                loads.push({
                  id: input.product.id,
                  ok: good,
                  coverageOrganizationIds: input.coverageOrganizationIds,
                });
                return good
                  ? ok(sampleExtras(input.product))
                  : fail({
                      call: 'coverageResume',
                      kind: 'http' as const,
                      status: 500,
                      message: 'Error al obtener resumen de coberturas',
                    });
              }),
              loadProfilePrice: fromPromise(async ({ input }) => {
                reprices.push(input.productId);
                return ok({ total: { minPrice: 1 } });
              }),
            },
          }),
        },
      }),
    },
    actions: { navigate: (_, { to }) => actor.send({ type: 'route.changed', resolution: comparePage(to) }) },
  });
  const actor = createActor(machine, { input: { country }, clock });
  actor.start();
  actor.send({ type: 'route.changed', resolution: comparePage('/Comparar/Medicina-Prepagada') });
  return { actor, clock, loads, reprices, failing, refs: new Map<number, PlanCardRef>() };
}

type Real = ReturnType<typeof start>;
type Model = Record<string, never>;

/** Product ids the commands pick from: the first page's and the second's. */
const IDS = [1001, 1002, 1003, 1004, 1021, 1030, 1044];

/** The list's card actors, read through the surface's accessor and selector. */
const cardRefs = (real: Real) => selectCardRefs(compareChild(real.actor, 'compareCards').getSnapshot());

function card(real: Real, id: number): PlanCardRef | undefined {
  return cardRefs(real)[String(id)];
}

function checkInvariants(real: Real) {
  // A product is fetched successfully at most once, whatever happens to the list.
  const good = real.loads.filter((load) => load.ok).map((load) => load.id);
  expect(new Set(good).size).toBe(good.length);
  // Each product keeps one card actor for the whole session.
  for (const [id, ref] of Object.entries(cardRefs(real))) {
    const seen = real.refs.get(Number(id));
    if (seen) expect(ref).toBe(seen);
    else real.refs.set(Number(id), ref);
  }
  // A card that loaded shows its data; a failed one keeps its error.
  for (const ref of real.refs.values()) {
    const snapshot = ref.getSnapshot();
    if (cardStatus(snapshot) === 'loaded') expect(snapshot.context.extras).not.toBeNull();
    if (cardStatus(snapshot) === 'failed') expect(snapshot.context.error).not.toBeNull();
  }
}

class Visible implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly id: number,
    readonly visible: boolean,
  ) {}
  check = () => true;
  async run(_: Model, real: Real) {
    real.actor.send({
      type: this.visible ? 'compare.card.visible' : 'compare.card.hidden',
      productId: this.id,
    });
    await flush();
    checkInvariants(real);
  }
  toString = () => `${this.visible ? 'visible' : 'hidden'}(${this.id})`;
}

class Advance implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(_: Model, real: Real) {
    real.clock.increment(this.ms);
    await flush();
    checkInvariants(real);
  }
  toString = () => `advance(${this.ms})`;
}

class Failing implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly id: number,
    readonly on: boolean,
  ) {}
  check = () => true;
  async run(_: Model, real: Real) {
    if (this.on) real.failing.add(this.id);
    else real.failing.delete(this.id);
  }
  toString = () => `coverage(${this.id}, ${this.on ? 'fails' : 'works'})`;
}

class Retry implements fc.AsyncCommand<Model, Real> {
  constructor(readonly id: number) {}
  check = () => true;
  async run(_: Model, real: Real) {
    const wasFailed =
      card(real, this.id) !== undefined && cardStatus(card(real, this.id)!.getSnapshot()) === 'failed';
    const before = real.loads.length;
    real.actor.send({ type: 'compare.card.retry', productId: this.id });
    await flush();
    const fresh = real.loads.slice(before);
    // The retry re-requests that product only, and only when it had failed.
    expect(fresh.map((load) => load.id)).toEqual(wasFailed ? [this.id] : []);
    checkInvariants(real);
  }
  toString = () => `retry(${this.id})`;
}

class ListChange implements fc.AsyncCommand<Model, Real> {
  constructor(readonly change: 'organization' | 'sort' | 'loadMore') {}
  check = () => true;
  async run(_: Model, real: Real) {
    if (this.change === 'organization')
      real.actor.send({ type: 'compare.filter', change: { kind: 'toggle', key: 'organizations', value: 2 } });
    if (this.change === 'sort')
      real.actor.send({ type: 'compare.filter', change: { kind: 'sort', order: 'lowerPrice' } });
    if (this.change === 'loadMore') real.actor.send({ type: 'compare.loadMore' });
    await flush();
    checkInvariants(real);
  }
  toString = () => this.change;
}

const ids = fc.constantFrom(...IDS);
const commands = fc.commands(
  [
    fc.tuple(ids, fc.boolean()).map(([id, visible]) => new Visible(id, visible)),
    fc.constantFrom(200, 600, CARD_DEBOUNCE_MS, 1500).map((ms) => new Advance(ms)),
    fc.tuple(ids, fc.boolean()).map(([id, on]) => new Failing(id, on)),
    ids.map((id) => new Retry(id)),
    fc
      .constantFrom<'organization' | 'sort' | 'loadMore'>('organization', 'sort', 'loadMore')
      .map((change) => new ListChange(change)),
  ],
  { maxCommands: 40 },
);

describe('plan card machines under the list (model-based, simulated clock)', () => {
  it('fetch a product at most once, keep one card per id, and retry only the failed product', async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        const real = start();
        await flush();
        await fc.asyncModelRun(() => ({ model: {}, real }), cmds);
        real.actor.stop();
      }),
      { numRuns: 120 },
    );
  });

  it('waits for the debounce while visible, and forgets a card that left the screen before it', async () => {
    const real = start();
    await flush();
    real.actor.send({ type: 'compare.card.visible', productId: 1001 });
    real.clock.increment(CARD_DEBOUNCE_MS - 1);
    await flush();
    expect(real.loads).toHaveLength(0);
    real.actor.send({ type: 'compare.card.hidden', productId: 1001 });
    real.clock.increment(CARD_DEBOUNCE_MS);
    await flush();
    expect(real.loads).toHaveLength(0);
    real.actor.send({ type: 'compare.card.visible', productId: 1001 });
    real.clock.increment(CARD_DEBOUNCE_MS);
    await flush();
    expect(real.loads.map((load) => load.id)).toEqual([1001]);
  });

  it('refetches coverages when the coverage organization filter changes in Chile, not in Colombia', async () => {
    for (const country of ['CL', 'CO'] as const) {
      const real = start(country);
      await flush();
      real.actor.send({ type: 'compare.card.load', productIds: [1001] });
      await flush();
      real.actor.send({
        type: 'route.changed',
        resolution: comparePage('/Comparar/Medicina-Prepagada?coverageOrganizations=21'),
      });
      await flush();
      expect(real.loads.map((load) => load.coverageOrganizationIds)).toEqual(
        country === 'CL' ? [[], [21]] : [[]],
      );
      real.actor.stop();
    }
  });

  it('reprices a loaded card when the profile is saved, without fetching it again', async () => {
    const real = start();
    await flush();
    real.actor.send({ type: 'compare.card.load', productIds: [1001] });
    await flush();
    const profile = { ...defaultProfile(), cotizante: [{ sexo: 'Femenino' as const, edad: 40 }] };
    real.actor.send({
      type: 'visitor.recorded',
      event: {
        type: 'ProfileSaved',
        version: 1,
        data: { country: 'CO', productType: 'Medicina Prepagada', profile },
        metadata: { at: 0 },
      },
      // The root hands over the projection after the event.
      visitor: {
        ...initialVisitorState('CO'),
        profiles: { 'Medicina Prepagada': profile },
      },
    });
    await flush();
    expect(real.reprices).toEqual([1001]);
    expect(real.loads.map((load) => load.id)).toEqual([1001]);
    expect(card(real, 1001)?.getSnapshot().context.extras?.profilePrice?.total.minPrice).toBe(1);
    // The side-by-side table shows the new price too.
    const [row] = selectComparedPlans(['1001'])(compareChild(real.actor, 'compareCards').getSnapshot());
    expect(row?.extras?.profilePrice?.total.minPrice).toBe(1);
  });

  it('loads a chosen plan that is not among the results (the side-by-side table asks for it)', async () => {
    const real = start();
    await flush();
    real.actor.send({ type: 'compare.filter', change: { kind: 'toggle', key: 'organizations', value: 1 } });
    await flush();
    const shown = compareChild(real.actor, 'compareResults')
      .getSnapshot()
      .context.results.map((product) => product.id);
    expect(shown).not.toContain(1002);
    real.actor.send({ type: 'compare.card.load', productIds: [1002] });
    await flush();
    expect(real.loads.map((load) => load.id)).toEqual([1002]);
    expect(cardStatus(card(real, 1002)!.getSnapshot())).toBe('loaded');
    // The table's row for it carries what its card loaded, selected from the registry alone.
    const [row] = selectComparedPlans(['1002'])(compareChild(real.actor, 'compareCards').getSnapshot());
    expect(row?.product.id).toBe(1002);
    expect(row?.extras).not.toBeNull();
  });
  it('backs off and stops retrying an endpoint that keeps failing; Reintentar and the browser still retry', async () => {
    const real = start();
    await flush();
    real.failing.add(1001);
    real.actor.send({ type: 'compare.card.load', productIds: [1001] });
    await flush();
    const loadsOf1001 = () => real.loads.filter((load) => load.id === 1001).length;
    expect(loadsOf1001()).toBe(1);
    // It asks again by itself (issue 27: every failed read heals), with growing waits; returns of the
    // network in between may ask too. Twenty minutes later it has stopped: at most 30 retries by itself.
    for (let second = 0; second < 20 * 60; second += 1) {
      if (second % 97 === 0) {
        real.actor.send({ type: 'network.changed', online: false });
        real.actor.send({ type: 'network.changed', online: true });
      }
      real.clock.increment(1000);
      if (second % 10 === 0) await flush();
    }
    await flush();
    const capped = loadsOf1001();
    expect(capped).toBeGreaterThan(1 + CARD_AUTO_RETRY_CAP);
    expect(capped).toBeLessThanOrEqual(1 + 30);
    real.clock.increment(10 * 60_000);
    await flush();
    expect(loadsOf1001()).toBe(capped);
    const snapshot = card(real, 1001)!.getSnapshot();
    expect(cardStatus(snapshot)).toBe('failed');
    expect(snapshot.can({ type: 'card.retry' })).toBe(true);
    // The browser's own word that it is online again retries at once, whatever the count.
    real.actor.send({ type: 'network.changed', online: false });
    real.actor.send({ type: 'network.changed', online: true, fromBrowser: true });
    await flush();
    expect(loadsOf1001()).toBe(capped + 1);
    // So does the visitor's Reintentar; and a card that then loads starts a fresh count.
    real.failing.delete(1001);
    real.actor.send({ type: 'compare.card.retry', productId: 1001 });
    await flush();
    expect(cardStatus(card(real, 1001)!.getSnapshot())).toBe('loaded');
    expect(card(real, 1001)!.getSnapshot().context.autoRetries).toBe(0);
    real.actor.stop();
  });

  it('a card waiting out its backoff still shows its failure and its Reintentar', async () => {
    const real = start();
    await flush();
    real.failing.add(1001);
    real.actor.send({ type: 'compare.card.load', productIds: [1001] });
    await flush();
    for (let round = 0; round < 2; round += 1) {
      real.actor.send({ type: 'network.changed', online: false });
      real.actor.send({ type: 'network.changed', online: true });
      await flush();
    }
    const waiting = card(real, 1001)!.getSnapshot();
    expect(waiting.value).toBe('backingOff');
    expect(cardStatus(waiting)).toBe('failed');
    expect(waiting.context.error).not.toBeNull();
    expect(waiting.can({ type: 'card.retry' })).toBe(true);
    real.actor.stop();
  });
});
