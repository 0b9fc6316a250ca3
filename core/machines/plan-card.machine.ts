import { assign, fromPromise, setup } from 'xstate';
import { CARD_DEBOUNCE_MS, type CardExtras, type Profile } from '../domain';
import { fail, type ApiError, type ApiResult, type InsuranceProduct, type ProfilePrice } from '../domain/api';

/**
 * One result card (§4 Card load): a skeleton until it has an id; its extra information is fetched once
 * the card has been visible for the debounce, then kept (the list keeps the card per id, so no product
 * is fetched twice); a coverage failure shows a retry that re-requests this product only.
 */
export interface PlanCardInput {
  readonly product: InsuranceProduct | null;
  readonly profile: Profile;
  readonly productType: string;
  readonly coverageOrganizationIds: readonly number[];
}

export interface PlanCardContext extends PlanCardInput {
  readonly extras: CardExtras | null;
  readonly error: ApiError | null;
}

/** What the card's loader needs: the product, and whom and which network to price and cover. */
export interface CardExtrasRequest {
  readonly product: InsuranceProduct;
  readonly profile: Profile;
  readonly productType: string;
  readonly coverageOrganizationIds: readonly number[];
}

export interface ProfilePriceRequest {
  readonly productId: number;
  readonly profile: Profile;
  readonly productType: string;
}

export type PlanCardEvent =
  | { type: 'card.product'; product: InsuranceProduct }
  | { type: 'card.visible' }
  | { type: 'card.hidden' }
  /** Load now, visible or not (the side-by-side table needs the chosen plans' data). */
  | { type: 'card.load' }
  | { type: 'card.retry' }
  | { type: 'card.profile'; profile: Profile }
  /** The coverage organization filter changed (Chile): coverages depend on it. */
  | { type: 'card.coverageOrganizations'; ids: readonly number[] };

const notProvided = (call: string): ApiError => ({ call, kind: 'network', message: `${call} not provided` });

export const planCardMachine = setup({
  types: {
    context: {} as PlanCardContext,
    input: {} as PlanCardInput,
    events: {} as PlanCardEvent,
  },
  actors: {
    // Supplied at the root from the API client (core/app.ts).
    loadCardExtras: fromPromise<ApiResult<CardExtras>, CardExtrasRequest>(async () =>
      fail(notProvided('loadCardExtras')),
    ),
    loadProfilePrice: fromPromise<ApiResult<ProfilePrice>, ProfilePriceRequest>(async () =>
      fail(notProvided('calculatePrice')),
    ),
  },
  guards: {
    hasId: ({ context }) => context.product !== null,
    missingParts: ({ context }) => (context.extras?.missing?.length ?? 0) > 0,
    networkChanged: ({ context, event }) =>
      event.type === 'card.coverageOrganizations' &&
      event.ids.join(',') !== context.coverageOrganizationIds.join(','),
  },
  delays: {
    cardDebounce: CARD_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'planCard',
  context: ({ input }) => ({ ...input, extras: null, error: null }),
  initial: 'skeleton',
  on: {
    // Fresh data of the same product from a new search (its price for the profile, say): no fetch.
    'card.product': {
      guard: ({ context, event }) => context.product === null || context.product.id === event.product.id,
      actions: assign({ product: ({ event }) => event.product }),
    },
    'card.profile': { actions: assign({ profile: ({ event }) => event.profile }) },
    'card.coverageOrganizations': { actions: assign({ coverageOrganizationIds: ({ event }) => event.ids }) },
  },
  states: {
    skeleton: {
      always: { guard: 'hasId', target: 'waiting' },
    },
    waiting: {
      on: { 'card.visible': 'debouncing', 'card.load': 'loading' },
    },
    debouncing: {
      after: { cardDebounce: 'loading' },
      on: { 'card.hidden': 'waiting', 'card.load': 'loading' },
    },
    loading: {
      invoke: {
        src: 'loadCardExtras',
        input: ({ context }) => ({
          product: context.product as InsuranceProduct,
          profile: context.profile,
          productType: context.productType,
          coverageOrganizationIds: context.coverageOrganizationIds,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'loaded',
            actions: assign({
              extras: ({ event }) => (event.output.ok ? event.output.value : null),
              error: null,
            }),
          },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => (event.output.ok ? null : event.output.error) }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: () => notProvided('loadCardExtras') }),
        },
      },
    },
    loaded: {
      on: {
        // Parts that could not load (the card names them) are asked for again.
        'card.retry': { guard: 'missingParts', target: 'loading' },
        'card.profile': { target: 'repricing', actions: assign({ profile: ({ event }) => event.profile }) },
        'card.coverageOrganizations': {
          guard: 'networkChanged',
          target: 'loading',
          actions: assign({ coverageOrganizationIds: ({ event }) => event.ids }),
        },
      },
    },
    repricing: {
      invoke: {
        src: 'loadProfilePrice',
        input: ({ context }) => ({
          productId: (context.product as InsuranceProduct).id,
          profile: context.profile,
          productType: context.productType,
        }),
        onDone: {
          target: 'loaded',
          actions: assign({
            extras: ({ context, event }) =>
              context.extras && {
                ...context.extras,
                profilePrice: event.output.ok ? event.output.value : null,
                // A failed reprice is said on the card, never a silent range.
                missing: [
                  ...(context.extras.missing ?? []).filter((part) => part !== 'price'),
                  ...(event.output.ok ? [] : (['price'] as const)),
                ],
              },
          }),
        },
        onError: 'loaded',
      },
      on: {
        'card.profile': {
          target: 'repricing',
          reenter: true,
          actions: assign({ profile: ({ event }) => event.profile }),
        },
      },
    },
    failed: {
      on: { 'card.retry': 'loading' },
    },
  },
});

/** What a card shows, derived from its state. */
export type CardStatus = 'skeleton' | 'waiting' | 'loading' | 'loaded' | 'failed';

export function cardStatus(snapshot: { value: unknown }): CardStatus {
  switch (snapshot.value) {
    case 'skeleton':
      return 'skeleton';
    case 'waiting':
    case 'debouncing':
      return 'waiting';
    case 'loading':
      return 'loading';
    case 'failed':
      return 'failed';
    default:
      return 'loaded';
  }
}
