import { healCountAfter, healDelayMs, mayHeal } from '../domain/connectivity/healing';
import { and, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { CARD_DEBOUNCE_MS, cardAutoRetryDelay, type CardExtras } from '../domain';
import { fail, type ApiError, type ApiResult, type InsuranceProduct, type ProfilePrice } from '../domain/api';
import type {
  CardExtrasRequest,
  PlanCardContext,
  PlanCardEvent,
  PlanCardInput,
  ProfilePriceRequest,
} from './plan-card.types';

/**
 * One result card (§4 Card load): a skeleton until it has an id; its extra information is fetched once
 * the card has been visible for the debounce, then kept (the list keeps the card per id, so no product
 * is fetched twice); a coverage failure shows a retry that re-requests this product only.
 */
export type * from './plan-card.types';

const notProvided = (call: string): ApiError => ({ call, kind: 'network', message: `${call} not provided` });

/** A loader that threw (a bug, never a network failure: the client resolves those): its real message. */
const thrown = (call: string, error: unknown): ApiError => ({
  call,
  kind: 'network',
  message: error instanceof Error ? error.message : String(error),
});

/** The coverage organization filter changed (Chile): the card asks again for its coverages (§4). */
const refetchForFilter = { guard: 'networkChanged', target: 'loading', actions: 'noteFilter' } as const;

export const planCardMachine = setup({
  types: {
    context: {} as PlanCardContext,
    input: {} as PlanCardInput,
    events: {} as PlanCardEvent,
  },
  actors: {
    // Supplied at the root from the API client (core/app/index.ts).
    loadCardExtras: fromPromise<ApiResult<CardExtras>, CardExtrasRequest>(async () =>
      fail(notProvided('loadCardExtras')),
    ),
    loadProfilePrice: fromPromise<ApiResult<ProfilePrice>, ProfilePriceRequest>(async () =>
      fail(notProvided('calculatePrice')),
    ),
  },
  actions: {
    noteAsked: assign({ asked: ({ context }) => context.profile, networkBackWhileLoading: false }),
    countAutoRetry: assign({
      autoRetries: ({ context }) => healCountAfter(context.autoRetries, 'automatic'),
    }),
    // The network is back: one ask at once, counted, never a fresh count (core/domain healing).
    countNetworkBack: assign({
      autoRetries: ({ context }) => healCountAfter(context.autoRetries, 'network-back'),
    }),
    resetAutoRetries: assign({
      autoRetries: ({ context }) => healCountAfter(context.autoRetries, 'visitor'),
    }),
    noteFilter: assign({
      coverageOrganizationIds: ({ context, event }) =>
        event.type === 'card.coverageOrganizations' ? event.ids : context.coverageOrganizationIds,
    }),
    // The registry keeps what each card loaded, so the side-by-side table selects it without reading cards.
    reportExtras: enqueueActions(({ context, enqueue, system }) => {
      const registry = system.get('compareCards');
      if (!registry || !context.product) return;
      const report = { type: 'cards.extras', productId: context.product.id, extras: context.extras };
      enqueue.sendTo(registry, report);
    }),
    // The visitor's own Reintentar shows the card loading; an automatic retry keeps the failure shown.
    visitorRetry: assign({
      autoRetries: ({ context }) => healCountAfter(context.autoRetries, 'visitor'),
      error: null,
    }),
  },
  guards: {
    hasId: ({ context }) => context.product !== null,
    sameProduct: ({ context, event }) =>
      event.type === 'card.product' && (context.product === null || context.product.id === event.product.id),
    loadedOk: ({ event }) => 'output' in event && (event.output as ApiResult<unknown>).ok,
    priceStale: ({ context }) => context.pricedFor !== context.profile,
    missingParts: ({ context }) => (context.extras?.missing?.length ?? 0) > 0,
    networkBackWhileLoading: ({ context }) => context.networkBackWhileLoading,
    confirmedBack: ({ event }) => event.type === 'card.networkBack' && event.confirmed,
    mayHealCard: ({ context }) => mayHeal(context.autoRetries),
    autoRetryNow: ({ context }) => cardAutoRetryDelay(context.autoRetries) === 0,
    autoRetryLater: ({ context }) => (cardAutoRetryDelay(context.autoRetries) ?? 0) > 0,
    networkChanged: ({ context, event }) =>
      event.type === 'card.coverageOrganizations' &&
      event.ids.join(',') !== context.coverageOrganizationIds.join(','),
  },
  delays: {
    cardDebounce: CARD_DEBOUNCE_MS,
    autoRetryBackoff: ({ context }) => cardAutoRetryDelay(context.autoRetries) ?? 0,
    heal: ({ context }) => healDelayMs(context.autoRetries) ?? 0,
  },
}).createMachine({
  id: 'planCard',
  context: ({ input }) => ({
    ...input,
    extras: null,
    error: null,
    asked: null,
    pricedFor: null,
    autoRetries: 0,
    networkBackWhileLoading: false,
  }),
  initial: 'skeleton',
  on: {
    // Fresh data of the same product from a new search (its price for the profile, say): no fetch.
    'card.product': {
      guard: 'sameProduct',
      actions: assign({ product: ({ event }) => event.product }),
    },
    'card.profile': { actions: assign({ profile: ({ event }) => event.profile }) },
    'card.coverageOrganizations': { actions: 'noteFilter' },
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
      entry: 'noteAsked',
      on: {
        // Coverages depend on the filter: an answer for the former one would be shown as current.
        'card.coverageOrganizations': { ...refetchForFilter, reenter: true },
        'card.networkBack': {
          guard: 'confirmedBack',
          actions: assign({ networkBackWhileLoading: true }),
        },
      },
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
            guard: 'loadedOk',
            target: 'loaded',
            actions: assign({
              extras: ({ event }) => (event.output.ok ? event.output.value : null),
              error: null,
              pricedFor: ({ context }) => context.asked,
              // A full load ends a run of automatic retries; a partial one keeps counting.
              autoRetries: ({ context, event }) =>
                event.output.ok && (event.output.value.missing?.length ?? 0) === 0 ? 0 : context.autoRetries,
              networkBackWhileLoading: ({ context, event }) =>
                context.networkBackWhileLoading &&
                event.output.ok &&
                (event.output.value.missing?.length ?? 0) > 0,
            }),
          },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => (event.output.ok ? null : event.output.error) }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => thrown('loadCardExtras', event.error) }),
        },
      },
    },
    loaded: {
      entry: 'reportExtras',
      always: [
        // Parts failed offline while the network came back: ask for them at once, as on its return.
        {
          guard: and(['missingParts', 'networkBackWhileLoading']),
          target: 'loading',
          actions: 'countNetworkBack',
        },
        // A profile saved while the extras loaded, or while a price was asked: ask again for it.
        { guard: 'priceStale', target: 'repricing' },
      ],
      on: {
        // Parts that could not load (the card names them) are asked for again.
        'card.retry': { guard: 'missingParts', target: 'loading', actions: 'resetAutoRetries' },
        'card.networkBack': [
          { guard: and(['missingParts', 'confirmedBack']), target: 'loading', actions: 'countNetworkBack' },
          { guard: and(['missingParts', 'autoRetryNow']), target: 'loading', actions: 'countAutoRetry' },
          { guard: and(['missingParts', 'autoRetryLater']), target: 'partBackingOff' },
        ],
        'card.coverageOrganizations': refetchForFilter,
      },
    },
    repricing: {
      entry: 'noteAsked',
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
            pricedFor: ({ context }) => context.asked,
          }),
        },
        // No price for this profile: the card shows the list price's range rather than the old price.
        onError: {
          target: 'loaded',
          actions: assign({
            extras: ({ context }) => context.extras && { ...context.extras, profilePrice: null },
            pricedFor: ({ context }) => context.asked,
          }),
        },
      },
      on: {
        'card.coverageOrganizations': refetchForFilter,
        'card.profile': {
          target: 'repricing',
          reenter: true,
          actions: assign({ profile: ({ event }) => event.profile }),
        },
      },
    },
    // Loaded in part, waiting before it asks again for what is missing (shown as loaded, with its notice).
    partBackingOff: {
      after: { autoRetryBackoff: { target: 'loading', actions: 'countAutoRetry' } },
      on: {
        'card.retry': { target: 'loading', actions: 'visitorRetry' },
        'card.networkBack': { guard: 'confirmedBack', target: 'loading', actions: 'countNetworkBack' },
        'card.coverageOrganizations': refetchForFilter,
      },
    },
    failed: {
      // The network came back while the failed load was in flight: ask again at once, as on its return.
      always: { guard: 'networkBackWhileLoading', target: 'loading', actions: 'countNetworkBack' },
      // Whatever the failure, the card asks again by itself by the healing rule (issue 27).
      after: { heal: { guard: 'mayHealCard', target: 'loading', actions: 'countAutoRetry' } },
      on: {
        'card.retry': { target: 'loading', actions: 'visitorRetry' },
        'card.networkBack': [
          { guard: 'confirmedBack', target: 'loading', actions: 'countNetworkBack' },
          { guard: 'autoRetryNow', target: 'loading', actions: 'countAutoRetry' },
          { guard: 'autoRetryLater', target: 'backingOff' },
        ],
      },
    },
    // Failed, waiting before it asks again by itself (shown as failed, with its Reintentar).
    backingOff: {
      after: { autoRetryBackoff: { target: 'loading', actions: 'countAutoRetry' } },
      on: {
        'card.retry': { target: 'loading', actions: 'visitorRetry' },
        'card.networkBack': { guard: 'confirmedBack', target: 'loading', actions: 'countNetworkBack' },
      },
    },
  },
});

/** What a card shows, derived from its state. */
export type CardStatus = 'skeleton' | 'waiting' | 'loading' | 'loaded' | 'failed';

export function cardStatus(snapshot: {
  value: unknown;
  context: { readonly error: ApiError | null };
}): CardStatus {
  switch (snapshot.value) {
    case 'skeleton':
      return 'skeleton';
    case 'waiting':
    case 'debouncing':
      return 'waiting';
    case 'loading':
      // Asking again after a failure (the healing rule, the network's return): the failure and its
      // Reintentar stay on screen until an answer arrives.
      return snapshot.context.error === null ? 'loading' : 'failed';
    case 'failed':
    case 'backingOff':
      return 'failed';
    default:
      return 'loaded';
  }
}
