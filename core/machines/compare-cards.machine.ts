import { assign, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  listProfile,
  productTypeKey,
  sectionProductType,
  withKnownProducts,
  type CardExtras,
  type ComparedPlan,
  type ListQuery,
  type Profile,
} from '../domain';
import type { InsuranceProduct } from '../domain/api';
import { planCardMachine, type PlanCardInput } from './plan-card.machine';

/**
 * The comparison's card registry (§4 Card load): one `card-<id>` actor per product, kept for the visit
 * so no product is fetched twice, and every product seen (the tray and the side-by-side table read
 * chosen plans from here). Invoked by the list (compare-list.machine.ts, systemId `compareCards`),
 * which tells it what each search showed and whom the page prices for; it forwards the view's word on
 * each card and the page's changes (a saved profile, the coverage network, the network's return).
 */
export type PlanCardRef = ActorRefFrom<typeof planCardMachine>;

/** Whom and which network the cards of the page showing are for: the input of a card spawned now. */
export type CardPage = Omit<PlanCardInput, 'product'>;

export const cardPage = (query: ListQuery): CardPage => ({
  profile: listProfile(query.stored),
  productType: sectionProductType(query.section),
  coverageOrganizationIds: query.filters.coverageOrganizations,
});

export interface CompareCardsContext {
  /** Every product seen, by id. */
  readonly known: Readonly<Record<string, InsuranceProduct>>;
  /** One card actor per product id. */
  readonly cards: Readonly<Record<string, PlanCardRef>>;
  /** What each card loaded last (its price for the profile, its copays...), by product id. */
  readonly extras: Readonly<Record<string, CardExtras | null>>;
}

export type CompareCardsEvent =
  /** A search showed these products: a card each, and fresh data for the cards that exist. */
  | { type: 'cards.show'; products: readonly InsuranceProduct[]; page: CardPage }
  /** The filter counts read these products: known, no card yet. */
  | { type: 'cards.known'; products: readonly InsuranceProduct[] }
  /** Load these known products now, visible or not (the side-by-side table needs them). */
  | { type: 'cards.load'; productIds: readonly number[]; page: CardPage }
  | { type: 'compare.card.visible' | 'compare.card.hidden' | 'compare.card.retry'; productId: number }
  /** A profile was saved: the cards of its product type are priced for it. */
  | { type: 'cards.profile'; productType: string; profile: Profile }
  /** The coverage organization filter changed (Chile). */
  | { type: 'cards.coverage'; ids: readonly number[] }
  | { type: 'cards.networkBack'; confirmed: boolean }
  /** From a card: what it loaded. */
  | { type: 'cards.extras'; productId: number; extras: CardExtras | null };

const cardOf = (context: CompareCardsContext, productId: number) => context.cards[String(productId)];

type CardMessage = Parameters<PlanCardRef['send']>[0];
/** The view's word on one card, as the card hears it. */
const toCard =
  (message: CardMessage) =>
  ({ event }: { event: { productId: number } }) => ({ productId: event.productId, message });

export const compareCardsMachine = setup({
  types: { context: {} as CompareCardsContext, events: {} as CompareCardsEvent },
  actors: { planCard: planCardMachine },
  actions: {
    know: assign({
      known: ({ context }, { products }: { products: readonly InsuranceProduct[] }) =>
        withKnownProducts(context.known, products),
    }),
    // A card per product not seen with a card yet; cards kept from an earlier search get this one's data.
    spawnCards: enqueueActions(
      (
        { context, enqueue },
        { products, page }: { products: readonly InsuranceProduct[]; page: CardPage },
      ) => {
        const fresh = products.filter((product) => !cardOf(context, product.id));
        if (fresh.length)
          enqueue.assign({
            cards: ({ context: current, spawn }) => {
              const cards = { ...current.cards };
              for (const product of fresh)
                cards[String(product.id)] = spawn('planCard', {
                  id: `card-${product.id}`,
                  input: { ...page, product },
                });
              return cards;
            },
          });
        for (const product of products) {
          const card = cardOf(context, product.id);
          if (card) enqueue.sendTo(card, { type: 'card.product', product });
        }
      },
    ),
    // After spawnCards: every card asked for loads now.
    loadCards: enqueueActions(({ context, enqueue }, { productIds }: { productIds: readonly number[] }) => {
      for (const id of productIds) {
        const card = cardOf(context, id);
        if (card) enqueue.sendTo(card, { type: 'card.load' });
      }
    }),
    tellCard: enqueueActions(
      ({ context, enqueue }, { productId, message }: { productId: number; message: CardMessage }) => {
        const card = cardOf(context, productId);
        if (card) enqueue.sendTo(card, message);
      },
    ),
    reprice: enqueueActions(
      ({ context, enqueue }, { productType, profile }: { productType: string; profile: Profile }) => {
        for (const card of Object.values(context.cards))
          if (productTypeKey(card.getSnapshot().context.productType) === productType)
            enqueue.sendTo(card, { type: 'card.profile', profile });
      },
    ),
    tellEvery: enqueueActions(({ context, enqueue }, message: CardMessage) => {
      for (const card of Object.values(context.cards)) enqueue.sendTo(card, message);
    }),
  },
}).createMachine({
  id: 'compareCards',
  context: { known: {}, cards: {}, extras: {} },
  initial: 'tracking',
  states: {
    tracking: {
      on: {
        'cards.show': {
          actions: [
            { type: 'know', params: ({ event }) => event },
            { type: 'spawnCards', params: ({ event }) => event },
          ],
        },
        'cards.known': { actions: { type: 'know', params: ({ event }) => event } },
        'cards.extras': {
          actions: assign({
            extras: ({ context, event }) => ({ ...context.extras, [String(event.productId)]: event.extras }),
          }),
        },
        'cards.load': {
          actions: [
            {
              type: 'spawnCards',
              params: ({ context, event }) => ({ ...event, products: knownOf(context, event.productIds) }),
            },
            { type: 'loadCards', params: ({ event }) => event },
          ],
        },
        'compare.card.visible': { actions: { type: 'tellCard', params: toCard({ type: 'card.visible' }) } },
        'compare.card.hidden': { actions: { type: 'tellCard', params: toCard({ type: 'card.hidden' }) } },
        'compare.card.retry': { actions: { type: 'tellCard', params: toCard({ type: 'card.retry' }) } },
        'cards.profile': { actions: { type: 'reprice', params: ({ event }) => event } },
        'cards.coverage': {
          actions: {
            type: 'tellEvery',
            params: ({ event }) => ({ type: 'card.coverageOrganizations' as const, ids: event.ids }),
          },
        },
        // Cards that failed, or loaded only in part, ask again.
        'cards.networkBack': {
          actions: {
            type: 'tellEvery',
            params: ({ event }) => ({ type: 'card.networkBack' as const, confirmed: event.confirmed }),
          },
        },
      },
    },
  },
});

/** The products of these ids seen so far. */
function knownOf(context: CompareCardsContext, ids: readonly number[]): readonly InsuranceProduct[] {
  return ids
    .map((id) => context.known[String(id)])
    .filter((product): product is InsuranceProduct => product !== undefined);
}

export type CompareCardsRef = ActorRefFrom<typeof compareCardsMachine>;
type CompareCardsSnapshot = SnapshotFrom<typeof compareCardsMachine>;

/** The card actors by product id. */
export const selectCardRefs = (snapshot: CompareCardsSnapshot) => snapshot.context.cards;
/**
 * The chosen plans as the side-by-side table shows them: each known product with what its card
 * loaded (null until it has). Equal while the same products and extras are chosen (see sameComparedPlans).
 */
export const selectComparedPlans =
  (ids: readonly string[]) =>
  (snapshot: CompareCardsSnapshot): ComparedPlan[] =>
    ids.flatMap((id) => {
      const product = snapshot.context.known[id];
      return product ? [{ product, extras: snapshot.context.extras[id] ?? null }] : [];
    });
/** Whether two selections of compared plans hold the same products and extras (for useSelector). */
export const sameComparedPlans = (a: readonly ComparedPlan[], b: readonly ComparedPlan[]): boolean =>
  a.length === b.length &&
  a.every((plan, index) => plan.product === b[index]?.product && plan.extras === b[index]?.extras);
