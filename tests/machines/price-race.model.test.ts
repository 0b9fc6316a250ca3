import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardPrice, type Profile } from '../../core/domain';
import { ok, type ApiClient, type CompareParams } from '../../core/domain/api';
import { pageFlowActor, pageFlowStarted } from '../../core/machines/surface';
import {
  cardStatus,
  compareChild,
  selectCardRefs,
  type PlanCardRef,
} from '../../core/machines/surface-compare';
import { sampleCompare, sampleExtras } from '../support/compare-fixtures';
import { unusedApi, visitorWithLog, type Visitor } from '../support/app-harness';

/**
 * The stale-price race (issue 9): card loads, profile saves and filter changes, their answers
 * resolving in any order (fc.scheduler), end with every loaded card priced for the last saved profile.
 * The whole app runs (root, navigation, list, cards) over a scheduled API.
 */
const PAGE = '/Comparar/Medicina-Prepagada';
const PRODUCT_TYPE = 'Medicina Prepagada';

/** The fake backend prices a plan by whom it insures: a stale answer shows as a different number. */
const priceFor = (profile: Profile, productId: number) =>
  1_000_000 + profile.cotizante.reduce((sum, person) => sum + person.edad, 0) * 1000 + productId;

function scheduledApi(s: fc.Scheduler): ApiClient {
  const answer = s.scheduleFunction(async <T>(value: T) => value);
  const calls: Partial<ApiClient> = {
    compare: (params: CompareParams) => answer(ok(sampleCompare(params))),
    coverageResume: (productId) =>
      answer(ok(sampleExtras(sampleCompare({ take: 100 }).data.find((p) => p.id === productId)!).coverages)),
    features: () => answer(ok([])),
    offers: () => answer(ok(null)),
    paymentInfo: () => answer(ok({ methods: [] } as never)),
    calculatePrice: (productId, request) =>
      answer(ok({ total: { minPrice: priceFor(request.profile, productId) } })),
  };
  return new Proxy(unusedApi, {
    get: (target, name: keyof ApiClient) => calls[name] ?? target[name],
  });
}

const person = (edad: number) => ({ sexo: 'Femenino' as const, edad });
const ages = fc.array(fc.integer({ min: 18, max: 80 }), { minLength: 1, maxLength: 2 });

type Step =
  | { kind: 'save'; ages: number[] }
  | { kind: 'filter'; organization: number }
  | { kind: 'load'; ids: number[] }
  | { kind: 'resolve'; count: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  ages.map((list) => ({ kind: 'save' as const, ages: list })),
  fc.constantFrom(1, 2, 3).map((organization) => ({ kind: 'filter' as const, organization })),
  fc
    .uniqueArray(fc.constantFrom(1001, 1002, 1003, 1004, 1005, 1006), { minLength: 1, maxLength: 3 })
    .map((ids) => ({ kind: 'load' as const, ids })),
  fc.integer({ min: 1, max: 4 }).map((count) => ({ kind: 'resolve' as const, count })),
);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function resolveSome(s: fc.Scheduler, count: number) {
  for (let index = 0; index < count && s.count() > 0; index += 1) {
    await s.waitOne();
    await settle();
  }
}

function cards(visitor: Visitor): PlanCardRef[] {
  const compare = pageFlowActor(visitor.app.actor, 'compare');
  return Object.values(selectCardRefs(compareChild(compare, 'compareCards').getSnapshot()));
}

async function run(s: fc.Scheduler, steps: readonly Step[]) {
  const visitor = await visitorWithLog({ address: PAGE, api: scheduledApi(s) });
  // The comparison list starts once its code has loaded (the root loads it for the comparator).
  await pageFlowStarted(visitor.app.actor, 'compare');
  let last: Profile | null = null;
  for (const next of steps) {
    if (next.kind === 'save') {
      last = { cotizante: next.ages.map(person), cargas: [], enPareja: false };
      visitor.app.record({
        type: 'ProfileSaved',
        data: { country: 'CO', productType: PRODUCT_TYPE, profile: last },
      });
    }
    if (next.kind === 'filter')
      visitor.app.send({
        type: 'compare.filter',
        change: { kind: 'toggle', key: 'organizations', value: next.organization },
      });
    if (next.kind === 'load') visitor.app.send({ type: 'compare.card.load', productIds: next.ids });
    if (next.kind === 'resolve') await resolveSome(s, next.count);
    await settle();
  }
  // Everything in flight answers, in the scheduler's order; answers may start new calls.
  while (s.count() > 0) await resolveSome(s, s.count());
  return { visitor, last };
}

describe('card prices under a profile saved mid-load (fc.scheduler)', () => {
  it('every loaded card ends priced for the last saved profile, whatever order the answers come in', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(step, { minLength: 1, maxLength: 14 }), async (s, steps) => {
        const { visitor, last } = await run(s, steps);
        for (const card of cards(visitor)) {
          const snapshot = card.getSnapshot();
          if (cardStatus(snapshot) !== 'loaded' || !snapshot.context.product) continue;
          const price = cardPrice(snapshot.context.product, snapshot.context.extras?.profilePrice, undefined);
          // With no saved profile the card is priced for the default profile the search sends.
          if (last)
            expect(price).toMatchObject({
              kind: 'exact',
              amount: priceFor(last, snapshot.context.product.id),
            });
          else expect(price.kind).toBe('exact');
        }
        await visitor.stop();
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('a profile saved while a card loads: the old answer arrives, and the card asks again for the new one', async () => {
    // A scheduler run by hand: answers come only when asked for, in the order the test gives.
    const pending: Array<{ call: string; release: () => void }> = [];
    const held = <T>(call: string, value: T) =>
      new Promise<T>((resolve) => pending.push({ call, release: () => resolve(value) }));
    const calls: Partial<ApiClient> = {
      compare: (params) => held('compare', ok(sampleCompare(params))),
      coverageResume: (id) =>
        held(
          'coverageResume',
          ok(sampleExtras(sampleCompare({ take: 100 }).data.find((p) => p.id === id)!).coverages),
        ),
      features: () => held('features', ok([])),
      offers: () => held('offers', ok(null)),
      paymentInfo: () => held('paymentInfo', ok({ methods: [] } as never)),
      calculatePrice: (id, request) =>
        held('calculatePrice', ok({ total: { minPrice: priceFor(request.profile, id) } })),
    };
    const api = new Proxy(unusedApi, { get: (target, name: keyof ApiClient) => calls[name] ?? target[name] });
    const releaseAll = async () => {
      while (pending.length) {
        pending.shift()!.release();
        await settle();
      }
    };
    const visitor = await visitorWithLog({ address: PAGE, api });
    // The search waits for the partner gating to settle, then asks; answer the search and the facets.
    await settle();
    await releaseAll();
    await settle();
    await releaseAll();
    visitor.app.send({ type: 'compare.card.load', productIds: [1001] });
    await settle();
    expect(pending.map((entry) => entry.call)).toContain('calculatePrice');
    const saved: Profile = { cotizante: [person(61)], cargas: [], enPareja: false };
    visitor.app.record({
      type: 'ProfileSaved',
      data: { country: 'CO', productType: PRODUCT_TYPE, profile: saved },
    });
    await settle();
    await releaseAll(); // the old card answer first, then the new search, then the new price
    const card = cards(visitor).find((ref) => ref.getSnapshot().context.product?.id === 1001)!;
    const snapshot = card.getSnapshot();
    expect(cardStatus(snapshot)).toBe('loaded');
    expect(
      cardPrice(snapshot.context.product!, snapshot.context.extras?.profilePrice, undefined),
    ).toMatchObject({
      amount: priceFor(saved, 1001),
    });
    await visitor.stop();
  });
});
