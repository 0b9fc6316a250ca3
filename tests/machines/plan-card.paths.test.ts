import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type SnapshotFrom } from 'xstate';
import { defaultProfile, type CardExtras, type Profile } from '../../core/domain';
import { fail, ok, type ApiResult, type ProfilePrice } from '../../core/domain/api';
import {
  cardStatus,
  planCardMachine,
  type CardExtrasRequest,
  type PlanCardEvent,
  type ProfilePriceRequest,
} from '../../core/machines/plan-card.machine';
import { sampleExtras, sampleProduct } from '../support/compare-fixtures';
import {
  MINUTE,
  chartModel,
  elapse,
  flush,
  followPath,
  pathName,
  scriptedLoader,
  stateKey,
} from '../support/path-driver';

/**
 * Path tests of one result card (§4 "Card load", §8 'Error al cargar resultados'; the healing rule of
 * issue 27 and the card's own retries of docs/decisions.md), generated from plan-card.machine.ts with
 * xstate/graph and followed on the real machine with its loaders scripted and a simulated clock.
 *
 * The rules, in this test's own words and numbers:
 * - no id yet: a skeleton, nothing asked; with its id the card waits, and asks for its extra
 *   information once it has been visible for 1000 ms (hidden before: nothing asked);
 * - one ask at a time, for this product only, with the filter and the profile of the moment;
 * - a failed ask shows the failure with 'Reintentar'; the card asks again by itself after 2, 4, 8, 15
 *   and then every 20 s, 30 times at most; after that only the visitor (or the browser's own return of
 *   the network) asks again;
 * - when a call gets through after a failure, the card asks at once the first time, then after 2, 4, 8
 *   and 16 s, and not after five such retries in a row;
 * - a profile saved while the card shows a price asks for that profile's price.
 */
type Snap = SnapshotFrom<typeof planCardMachine>;

const PRODUCT = sampleProduct(7, 3, 120_000);
const PROFILE_A: Profile = defaultProfile();
const PROFILE_B: Profile = { ...PROFILE_A, cotizante: [{ sexo: 'Femenino', edad: 40 }] };
const FULL: CardExtras = sampleExtras(PRODUCT);
const PARTIAL: CardExtras = { ...FULL, offers: null, missing: ['offers'] };
const DROPPED = fail({ call: 'coverageResume', kind: 'network' as const, message: 'conexión cortada' });
const PRICE: ProfilePrice = { total: { minPrice: 135_000 } };

/** The waits before the card asks again by itself after a failure (issue 27): 30 asks at most. */
const HEAL_WAITS_S = [2, 4, 8, 15, 20];
const HEAL_ASKS = 30;
const healWait = (asked: number): number | null =>
  asked >= HEAL_ASKS ? null : (HEAL_WAITS_S[Math.min(asked, HEAL_WAITS_S.length - 1)] ?? 0) * 1000;
/** When a call gets through after a failure: at once, then 2, 4, 8 and 16 s; no sixth. */
const BACK_WAITS_S = [0, 2, 4, 8, 16];
const backWait = (asked: number): number | null => {
  const wait = BACK_WAITS_S[asked];
  return wait === undefined ? null : wait * 1000;
};
const VISIBLE_FOR_MS = 1000;

const LOADING_DONE = 'xstate.done.actor.0.planCard.loading';
const LOADING_ERROR = 'xstate.error.actor.0.planCard.loading';
const PRICE_DONE = 'xstate.done.actor.0.planCard.repricing';
const PRICE_ERROR = 'xstate.error.actor.0.planCard.repricing';

const INPUT = {
  product: null,
  profile: PROFILE_A,
  productType: 'Medicina Prepagada',
  coverageOrganizationIds: [],
};

const who = (profile: Profile | null) =>
  profile === null ? '-' : profile === PROFILE_A ? 'A' : profile === PROFILE_B ? 'B' : '?';
const retries = (snapshot: Snap) => snapshot.context.autoRetries;

const model = chartModel(
  planCardMachine,
  [
    { type: 'card.product', product: PRODUCT },
    { type: 'card.networkBack', confirmed: false },
    { type: 'card.networkBack', confirmed: true },
    { type: 'card.profile', profile: PROFILE_B },
    { type: 'card.coverageOrganizations', ids: [12] },
    { type: LOADING_DONE, output: ok(FULL) },
    { type: LOADING_DONE, output: ok(PARTIAL) },
    { type: LOADING_DONE, output: DROPPED },
    { type: LOADING_ERROR, error: new Error('respuesta ilegible') },
    { type: PRICE_DONE, output: ok(PRICE) },
    {
      type: PRICE_DONE,
      output: fail({ call: 'calculatePrice', kind: 'http' as const, status: 500, message: 'x' }),
    },
    { type: PRICE_ERROR, error: new Error('sin precio') },
  ],
  {
    input: INPUT,
    serializeState: (snapshot) =>
      stateKey(snapshot.value, {
        n: retries(snapshot),
        failed: snapshot.context.error !== null,
        back: snapshot.context.networkBackWhileLoading,
        profile: who(snapshot.context.profile),
        asked: who(snapshot.context.asked),
        priced: who(snapshot.context.pricedFor),
        filter: snapshot.context.coverageOrganizationIds.join(','),
        missing: snapshot.context.extras?.missing?.join(',') ?? null,
        id: snapshot.context.product?.id ?? null,
      }),
    // Bounds, so the walk stays small: the card's id arrives once; visibility matters only before the
    // first ask; one profile change (while the card shows a price) and one filter change (on a loaded
    // card) per path, after which only answers come; a thrown loader and partial answers are tried
    // from a fresh run only; past two retries in a row only the run of failures, waits, network
    // returns and Reintentar is walked, up to the caps and one step beyond.
    filterEvents: (snapshot, event) => {
      const type = event.type as string;
      const value = snapshot.value as string;
      const n = retries(snapshot);
      const answer = (event as unknown as { output?: ApiResult<CardExtras> }).output;
      if (type === 'card.product') return value === 'skeleton';
      if (type === 'card.visible' || type === 'card.hidden' || type === 'card.load')
        return value === 'waiting' || value === 'debouncing';
      if (who(snapshot.context.profile) === 'B' || snapshot.context.coverageOrganizationIds.length > 0)
        return (
          type === PRICE_DONE ||
          type === PRICE_ERROR ||
          (type === LOADING_DONE && answer?.ok === true && !answer.value.missing)
        );
      if (type === 'card.profile') return n === 0 && (value === 'loaded' || value === 'loading');
      if (type === 'card.coverageOrganizations') return n === 0 && value === 'loaded';
      if (type === LOADING_ERROR) return n === 0;
      if (type === LOADING_DONE && answer?.ok && answer.value.missing) return n <= 1;
      if (n >= 2) {
        if (n > HEAL_ASKS) return false;
        if (n > 5 && type === 'card.networkBack') return false;
        return (
          type.startsWith('xstate.after.') ||
          type === 'card.retry' ||
          type === 'card.networkBack' ||
          (type === LOADING_DONE && answer?.ok === false)
        );
      }
      return true;
    },
  },
);

function startCard() {
  const clock = new SimulatedClock();
  const extras = scriptedLoader<CardExtrasRequest, ApiResult<CardExtras>>();
  const price = scriptedLoader<ProfilePriceRequest, ApiResult<ProfilePrice>>();
  const actor = createActor(
    planCardMachine.provide({ actors: { loadCardExtras: extras.logic, loadProfilePrice: price.logic } }),
    { clock, input: INPUT },
  ).start();
  return { clock, extras, price, actor };
}

const label = (event: { type: string; confirmed?: unknown }) =>
  event.type === 'card.networkBack' ? (event.confirmed ? 'browser online' : 'a call got through') : undefined;

const fromStart = {
  fromState: createActor(planCardMachine, { input: INPUT }).getSnapshot(),
  serializeState: model.options.serializeState,
};
const GOT_THROUGH = { type: 'card.networkBack', confirmed: false };
/**
 * Calls keep getting through while the card's own ask keeps failing: it asks at once, then after 2, 4,
 * 8 and 16 s, and the sixth return asks nothing (the chart's walk ends each run where a shorter path
 * already reached; this one is named to the end).
 */
const BACK_OFF_RUN = model.getPathsFromEvents(
  [
    { type: 'card.product', product: PRODUCT },
    { type: 'card.load' },
    { type: LOADING_DONE, output: DROPPED },
    GOT_THROUGH,
    ...[0, 1, 2, 3].flatMap(() => [
      { type: LOADING_DONE, output: DROPPED },
      GOT_THROUGH,
      { type: 'xstate.after.autoRetryBackoff.planCard.backingOff' },
    ]),
    { type: LOADING_DONE, output: DROPPED },
    GOT_THROUGH,
  ] as unknown as PlanCardEvent[],
  fromStart,
)[0];

/** Scrolled past before its 1000 ms: nothing asked; seen again for 1000 ms: asked. */
const SCROLLED_PAST = model.getPathsFromEvents(
  [
    { type: 'card.product', product: PRODUCT },
    { type: 'card.visible' },
    { type: 'card.hidden' },
    { type: 'card.visible' },
    { type: 'xstate.after.cardDebounce.planCard.debouncing' },
  ] as unknown as PlanCardEvent[],
  fromStart,
);

const paths = [
  ...model.getShortestPaths(),
  ...SCROLLED_PAST,
  ...(BACK_OFF_RUN ? [BACK_OFF_RUN] : []),
  // The coverage filter changes while the card's first ask is in flight (Chile): the chart's context
  // does not keep the filter of the ask in flight, so no walk tells this path apart; it is named here.
  ...model.getPathsFromEvents(
    [
      { type: 'card.product', product: PRODUCT },
      { type: 'card.load' },
      { type: 'card.coverageOrganizations', ids: [12] },
      { type: LOADING_DONE, output: ok(FULL) },
    ] as unknown as PlanCardEvent[],
    fromStart,
  ),
];

describe('plan card: shortest paths to every state, followed on the real card', () => {
  it('the chart gives paths to every state of the card, up to the healing cap', () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
    );
    for (const value of [
      'skeleton',
      'waiting',
      'debouncing',
      'loading',
      'loaded',
      'repricing',
      'partBackingOff',
      'failed',
      'backingOff',
    ])
      expect(reached).toContain(JSON.stringify(value));
    expect(Math.max(...paths.map((path) => retries(path.state)))).toBeGreaterThanOrEqual(HEAL_ASKS);
  });

  it('the back-off run is a path of the chart', () => expect(BACK_OFF_RUN).toBeDefined());

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} (${retries(path.state)} retries): ${pathName(path, label)}`, async () => {
      const { clock, extras, price, actor } = startCard();
      // Asks the card made by itself since the visitor's Reintentar or a full answer.
      let byItself = 0;
      let asksBefore = 0;
      let pricesBefore = 0;
      let lastAnswer: CardExtras | null = null;
      let lastEvent = '';
      const status = () => cardStatus(actor.getSnapshot());
      const wasAt = (before: Snap) => () => expect(actor.getSnapshot().value).toEqual(before.value);

      await followPath<Snap, PlanCardEvent>(path, {
        realValue: () => actor.getSnapshot().value,
        drive: async (event, before) => {
          asksBefore = extras.calls.length;
          pricesBefore = price.calls.length;
          const type = event.type as string;
          lastEvent = type;
          const payload = event as unknown as { output: unknown; error: unknown };
          if (type === LOADING_DONE) {
            const output = payload.output as ApiResult<CardExtras>;
            if (output.ok) lastAnswer = output.value;
            if (output.ok && !(output.value.missing?.length ?? 0)) byItself = 0;
            extras.answer(output);
          } else if (type === LOADING_ERROR) extras.fail(payload.error);
          else if (type === PRICE_DONE) price.answer(payload.output as ApiResult<ProfilePrice>);
          else if (type === PRICE_ERROR) price.fail(payload.error);
          else if (type === 'xstate.after.cardDebounce.planCard.debouncing')
            await elapse(clock, VISIBLE_FOR_MS, wasAt(before));
          else if (type === 'xstate.after.heal.planCard.failed')
            await elapse(clock, healWait(byItself), wasAt(before));
          else if (type.startsWith('xstate.after.autoRetryBackoff'))
            await elapse(clock, backWait(byItself), wasAt(before));
          else {
            if (type === 'card.retry') byItself = 0;
            actor.send(event);
          }
          await flush();
          const automatic =
            type.startsWith('xstate.after.heal') ||
            type.startsWith('xstate.after.autoRetry') ||
            type === 'card.networkBack' ||
            type === LOADING_DONE ||
            type === LOADING_ERROR;
          if (automatic) byItself += extras.calls.length - asksBefore;
        },
        states: {
          skeleton: () => {
            expect(status()).toBe('skeleton');
            expect(extras.calls).toHaveLength(0);
          },
          waiting: () => {
            expect(status()).toBe('waiting');
            expect(extras.calls.length, 'nothing asked while waiting').toBe(asksBefore);
          },
          debouncing: () => {
            expect(status()).toBe('waiting');
            expect(extras.calls.length, 'nothing asked before 1000 ms of visibility').toBe(asksBefore);
          },
          loading: (state) => {
            const asks = extras.calls.length - asksBefore;
            // Entering loading asks once, for this product, with the filter and profile of the moment.
            expect(asks).toBeLessThanOrEqual(1);
            // The first ask follows 1000 ms of visibility, or the side-by-side table's load.
            if (extras.calls.length === 1 && asks === 1)
              expect(['xstate.after.cardDebounce.planCard.debouncing', 'card.load']).toContain(lastEvent);
            const ask = extras.calls.at(-1);
            expect(ask?.product.id).toBe(PRODUCT.id);
            if (asks === 1) {
              expect(ask?.coverageOrganizationIds).toEqual(
                actor.getSnapshot().context.coverageOrganizationIds,
              );
              expect(ask?.profile).toBe(actor.getSnapshot().context.profile);
            }
            // Asking again after a failure keeps the failure and its Reintentar on screen.
            expect(status()).toBe(state.context.error === null ? 'loading' : 'failed');
          },
          loaded: () => {
            expect(status()).toBe('loaded');
            // What the card shows answers the coverage filter of the moment.
            expect(extras.calls.at(-1)?.coverageOrganizationIds).toEqual(
              actor.getSnapshot().context.coverageOrganizationIds,
            );
            expect(actor.getSnapshot().context.extras?.coverages).toEqual(lastAnswer?.coverages);
          },
          repricing: () => {
            expect(status()).toBe('loaded');
            if (price.calls.length > pricesBefore) {
              expect(price.calls.at(-1)?.productId).toBe(PRODUCT.id);
              expect(price.calls.at(-1)?.profile).toBe(PROFILE_B);
            }
          },
          partBackingOff: () => {
            expect(status()).toBe('loaded');
            expect(extras.calls.length).toBe(asksBefore);
          },
          backingOff: () => {
            expect(status()).toBe('failed');
            expect(extras.calls.length).toBe(asksBefore);
          },
          failed: async (state) => {
            expect(status()).toBe('failed');
            expect(actor.getSnapshot().context.error).not.toBeNull();
            expect(byItself, 'never more than 30 asks by itself').toBeLessThanOrEqual(HEAL_ASKS);
            if (byItself >= HEAL_ASKS) {
              // Past the cap: ten minutes pass with no ask (and nothing else is due in this state).
              const asked = extras.calls.length;
              clock.increment(10 * MINUTE);
              await flush();
              expect(extras.calls.length, 'no ask by itself past the cap').toBe(asked);
              expect(status()).toBe('failed');
              if (state === path.state) {
                // Reintentar still asks at once.
                actor.send({ type: 'card.retry' });
                await flush();
                expect(extras.calls.length).toBe(asked + 1);
              }
            }
          },
        },
      });
      if (path === BACK_OFF_RUN) {
        // The first ask, then at once, after 2, 4, 8 and 16 s: five retries, and nothing more.
        expect(extras.calls).toHaveLength(1 + 5);
        expect(clock.now()).toBe((2 + 4 + 8 + 16) * 1000);
        expect(status()).toBe('failed');
      }
      actor.stop();
    });
  }
});
