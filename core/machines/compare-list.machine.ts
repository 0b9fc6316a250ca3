import {
  assign,
  enqueueActions,
  fromPromise,
  raise,
  sendParent,
  sendTo,
  setup,
  type ActorRefFrom,
} from 'xstate';
import {
  FINISHED_MS,
  SPINNER_MESSAGE_MS,
  appendPage,
  applyFilterChange,
  clampContribution,
  compareParamsFor,
  compareSectionOf,
  decodeComparatorQuery,
  encodeComparatorQuery,
  listPageChange,
  listProfile,
  listSearchProfile,
  numericField,
  productTypeKey,
  sectionProductType,
  withKnownProducts,
  type CardLayout,
  type CompareFilters,
  type CompareSection,
  type DomainEvent,
  type FilterChange,
  type Profile,
  type SiteCountryCode,
} from '../domain';
import {
  fail,
  type ApiError,
  type ApiResult,
  type CompareParams,
  type CompareResponse,
  type InsuranceProduct,
} from '../domain/api';
import type { PageResolution } from './navigation.machine';
import { planCardMachine } from './plan-card.machine';
import { compareFacetsMachine } from './compare-facets.machine';

/**
 * The result list of /Comparar and its sections (§2 Result list, §4 List): loading with placeholders
 * and a rotating message, results with their total, load more by pages of 20, the server-error and
 * robot cases, and the submit button's searching/finished states. Filters and sort live in the URL:
 * changing them navigates, and the page announced by the navigation is what loads. The filter counts
 * are its child (compare-facets.machine.ts, systemId `compareFacets`); the cards are spawned per product.
 */
export interface CompareListInput {
  readonly country: SiteCountryCode;
  /** The root's word on the network at start (true when not given). */
  readonly online?: boolean;
}

export type PlanCardRef = ActorRefFrom<typeof planCardMachine>;

export interface CompareListContext {
  readonly country: SiteCountryCode;
  /**
   * The stored profile of the section showing, as the root handed it over with the page (or with the
   * ProfileSaved that replaced it): the search's input, like the filters from the address.
   */
  readonly stored: Profile | null;
  readonly section: CompareSection;
  readonly pathname: string;
  readonly search: string;
  readonly filters: CompareFilters;
  /** A search has been asked for since the machine started. */
  readonly requested: boolean;
  /** The last page loaded (1-based). */
  readonly page: number;
  readonly results: readonly InsuranceProduct[];
  readonly total: number;
  readonly uuid: string | null;
  readonly error: ApiError | null;
  readonly loadMoreError: ApiError | null;
  readonly spinnerTick: number;
  /** Every product seen, by id: the tray and the side-by-side table read chosen plans from here. */
  readonly known: Readonly<Record<string, InsuranceProduct>>;
  /** One card actor per product id, kept across reloads so a product is never fetched twice. */
  readonly cards: Readonly<Record<string, PlanCardRef>>;
  readonly layout: CardLayout | null;
  /** Employer contribution percentage of collective cards (slider). */
  readonly contribution: number;
  /** Number of employees typed on the collective page (3 digits at most), null when empty. */
  readonly employees: number | null;
  /** The root's word on the network. */
  readonly online: boolean;
  /** The results on screen are an earlier search's: a change made offline could not load them. */
  readonly stale: boolean;
  /** This search was started by the network's return: it is not started that way twice in a row. */
  readonly autoRetried: boolean;
}

export type CompareListEvent =
  /** From the root: the page showing, with the stored profile of its product type. */
  | { type: 'route.changed'; resolution: PageResolution; stored?: Profile | null }
  | { type: 'visitor.recorded'; event: DomainEvent }
  /** Any filter or the sort: the address changes, and the page it announces loads. */
  | { type: 'compare.filter'; change: FilterChange }
  | { type: 'compare.submit' }
  | { type: 'compare.loadMore' }
  | { type: 'compare.retry' }
  | { type: 'compare.human' }
  | { type: 'compare.layout'; layout: CardLayout }
  | { type: 'compare.contribution'; percent: number }
  | { type: 'compare.employees'; text: string }
  | { type: 'compare.card.visible'; productId: number }
  | { type: 'compare.card.hidden'; productId: number }
  | { type: 'compare.card.retry'; productId: number }
  | { type: 'compare.card.load'; productIds: readonly number[] }
  | { type: 'submit.searching' }
  | { type: 'submit.finished' }
  /** From the root: the site's word on the network changed. */
  | { type: 'network.changed'; online: boolean; fromBrowser?: boolean }
  /** Raised when the network returns: what failed for it loads again. */
  /** Confirmed: the browser itself said the network is back (not only a call that got through). */
  | { type: 'list.reconnected'; confirmed: boolean }
  /** The filter counts' child read these products of the catalogue. */
  | { type: 'facets.loaded'; products: readonly InsuranceProduct[] };

export type CompareListCommand = Extract<CompareListEvent, { type: `compare.${string}` }>;

const notProvided: ApiError = { call: 'compare', kind: 'network', message: 'compare not provided' };

/** A search actor that threw (a bug: the client resolves network failures): its real message. */
const thrown = (error: unknown): ApiError => ({
  call: 'compare',
  kind: 'network',
  message: error instanceof Error ? error.message : String(error),
});

function cardInput(context: CompareListContext, product: InsuranceProduct) {
  return {
    product,
    profile: listProfile(context.stored),
    productType: sectionProductType(context.section),
    coverageOrganizationIds: context.filters.coverageOrganizations,
  };
}

type ResultParams = { result: ApiResult<CompareResponse> };
const resultOf = ({ event }: { event: { output: ApiResult<CompareResponse> } }) => ({ result: event.output });

export const compareListMachine = setup({
  types: {
    context: {} as CompareListContext,
    input: {} as CompareListInput,
    events: {} as CompareListEvent,
    children: {} as { compareFacets: 'compareFacets' },
  },
  actors: {
    // Supplied at the root from the API client (core/app.ts).
    compare: fromPromise<ApiResult<CompareResponse>, CompareParams>(async () => fail(notProvided)),
    planCard: planCardMachine,
    compareFacets: compareFacetsMachine,
  },
  actions: {
    // Filters and sort live in the address: the root's navigation replaces it and announces the page.
    // Filters and sort live in the address: the root's navigation replaces it and announces the page.
    navigate: sendParent((_, params: { to: string }) => ({
      type: 'navigation.go' as const,
      to: params.to,
      replace: true,
    })),
    spawnCards: enqueueActions(({ context, enqueue }, params: { products: readonly InsuranceProduct[] }) => {
      const fresh = params.products.filter((product) => !context.cards[String(product.id)]);
      if (fresh.length)
        enqueue.assign({
          cards: ({ context: current, spawn }) => {
            const cards = { ...current.cards };
            for (const product of fresh) {
              const key = String(product.id);
              cards[key] = spawn('planCard', { id: `card-${key}`, input: cardInput(current, product) });
            }
            return cards;
          },
        });
      // Cards kept from an earlier search get this search's data of their product.
      for (const product of params.products) {
        const card = context.cards[String(product.id)];
        if (card) enqueue.sendTo(card, { type: 'card.product', product });
      }
    }),
    toCard: ({ context, event }) => {
      if (event.type === 'compare.card.visible' || event.type === 'compare.card.hidden')
        context.cards[String(event.productId)]?.send({
          type: event.type === 'compare.card.visible' ? 'card.visible' : 'card.hidden',
        });
      if (event.type === 'compare.card.retry')
        context.cards[String(event.productId)]?.send({ type: 'card.retry' });
    },
    // After spawnCards: every card asked for loads now.
    loadCards: ({ context, event }) => {
      if (event.type !== 'compare.card.load') return;
      for (const id of event.productIds) context.cards[String(id)]?.send({ type: 'card.load' });
    },
    networkChanged: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'network.changed') return;
      enqueue.assign({ online: event.online });
      if (!event.online || context.online) return;
      // Cards that failed, or loaded only in part, ask again; the list and counts follow.
      const confirmed = event.fromBrowser ?? false;
      for (const card of Object.values(context.cards)) card.send({ type: 'card.networkBack', confirmed });
      enqueue.raise({ type: 'list.reconnected', confirmed });
      enqueue.sendTo('compareFacets', { type: 'facets.reconnected' });
    }),
    showPage: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'route.changed') return;
      const next = {
        section: compareSectionOf(event.resolution.params['section']),
        filters: decodeComparatorQuery(event.resolution.location.search),
        stored: event.stored ?? null,
      };
      const change = listPageChange(context, next, context.country, context.requested);
      const { pathname, search } = event.resolution.location;
      enqueue.assign({ ...next, pathname, search });
      if (change.coverages)
        for (const card of Object.values(context.cards))
          card.send({ type: 'card.coverageOrganizations', ids: next.filters.coverageOrganizations });
      if (change.search) enqueue.raise({ type: 'compare.submit' });
    }),
    // A saved profile reprices the cards of its product type, and searches again on its section.
    profileSaved: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'visitor.recorded' || event.event.type !== 'ProfileSaved') return;
      const { productType, profile } = event.event.data;
      for (const card of Object.values(context.cards))
        if (productTypeKey(card.getSnapshot().context.productType) === productType)
          card.send({ type: 'card.profile', profile });
      if (productType !== productTypeKey(sectionProductType(context.section))) return;
      enqueue.assign({ stored: profile });
      enqueue.raise({ type: 'compare.submit' });
    }),
    // Placeholders replace the old results: what shows is always what the address asks for.
    // Offline, the old results stay, marked as not updated, until the network returns.
    startSearch: assign(({ context, event }) => {
      const keep = !context.online && context.results.length > 0;
      return {
        requested: true,
        spinnerTick: 0,
        page: keep ? context.page : 1,
        results: keep ? context.results : [],
        total: keep ? context.total : 0,
        stale: keep || (context.stale && context.results.length > 0 && !context.online),
        error: null,
        loadMoreError: null,
        autoRetried: event.type === 'list.reconnected',
      };
    }),
    searchFacets: sendTo('compareFacets', ({ context }) => ({
      type: 'facets.search' as const,
      section: context.section,
      stored: context.stored,
      filters: context.filters,
    })),
    showFirstPage: assign(({ context }, { result }: ResultParams) => {
      const value = result.ok ? result.value : null;
      const results = value?.data ?? [];
      return {
        stale: false,
        results,
        total: Math.max(value?.total ?? 0, results.length),
        uuid: value?.metaData.uuid ?? null,
        known: withKnownProducts(context.known, results),
      };
    }),
    showNextPage: assign(({ context }, { result }: ResultParams) => {
      const more = result.ok ? result.value.data : [];
      return {
        ...appendPage(context.results, context.total, more),
        page: context.page + 1,
        known: withKnownProducts(context.known, more),
        loadMoreError: null,
      };
    }),
    // A failed search (a filter error too) clears the data (§4); a thrown one carries its message.
    showFailure: assign((_, { error }: { error: ApiError }) => ({
      results: [],
      total: 0,
      stale: false,
      error,
    })),
    showRobot: assign({ results: [], total: 0 }),
    showLoadMoreFailure: assign((_, { error }: { error: ApiError }) => ({ loadMoreError: error })),
    searching: raise({ type: 'submit.searching' }),
    finish: raise({ type: 'submit.finished' }),
    tick: assign({ spinnerTick: ({ context }) => context.spinnerTick + 1 }),
    knowFacets: assign({
      known: ({ context, event }) =>
        event.type === 'facets.loaded' ? withKnownProducts(context.known, event.products) : context.known,
    }),
  },
  guards: {
    onComparePage: ({ event }) => event.type === 'route.changed' && event.resolution.page === 'compare',
    hasMore: ({ context }) => context.results.length < context.total,
    ok: (_, { result }: ResultParams) => result.ok,
    robot: (_, { result }: ResultParams) => !result.ok && result.error.kind === 'robot',
    stale: ({ context }) => context.stale,
    // A persisting dropped-connection fault is retried once per return of a call, not in a loop; the
    // browser's own word that the network is back always retries.
    failedOnNetwork: ({ context, event }) =>
      (!context.autoRetried || (event.type === 'list.reconnected' && event.confirmed)) &&
      context.error !== null &&
      isNetworkFailure(context.error),
    // Offline, a failed search keeps the earlier results on screen, marked as not updated (§4's
    // clearing stays for a real server error).
    keepsStaleResults: ({ context }, { result }: ResultParams) =>
      context.stale && !result.ok && isNetworkFailure(result.error),
  },
  delays: {
    spinnerMessage: SPINNER_MESSAGE_MS,
    finished: FINISHED_MS,
  },
}).createMachine({
  id: 'compareList',
  context: ({ input }) => ({
    country: input.country,
    stored: null,
    section: compareSectionOf(undefined),
    pathname: '/Comparar',
    search: '',
    filters: decodeComparatorQuery(''),
    requested: false,
    page: 1,
    results: [],
    total: 0,
    uuid: null,
    error: null,
    loadMoreError: null,
    spinnerTick: 0,
    known: {},
    cards: {},
    layout: null,
    contribution: 50,
    employees: null,
    online: input.online ?? true,
    stale: false,
    autoRetried: false,
  }),
  type: 'parallel',
  invoke: { id: 'compareFacets', systemId: 'compareFacets', src: 'compareFacets' },
  on: {
    'network.changed': { actions: 'networkChanged' },
    'compare.layout': { actions: assign({ layout: ({ event }) => event.layout }) },
    'compare.contribution': {
      actions: assign({ contribution: ({ event }) => clampContribution(event.percent) }),
    },
    'compare.employees': { actions: assign({ employees: ({ event }) => numericField(event.text) }) },
    'compare.filter': {
      actions: {
        type: 'navigate',
        params: ({ context, event }) => ({
          to: `${context.pathname}${encodeComparatorQuery(applyFilterChange(context.filters, event.change), context.search)}`,
        }),
      },
    },
    'compare.card.visible': { actions: 'toCard' },
    'compare.card.hidden': { actions: 'toCard' },
    'compare.card.retry': { actions: 'toCard' },
    'compare.card.load': {
      actions: [
        {
          type: 'spawnCards',
          params: ({ context, event }) => ({ products: knownProducts(context, event.productIds) }),
        },
        'loadCards',
      ],
    },
    'facets.loaded': { actions: 'knowFacets' },
  },
  states: {
    list: {
      initial: 'idle',
      on: {
        // Another page: the list keeps what it has, so coming back shows it at once.
        'route.changed': { guard: 'onComparePage', actions: 'showPage' },
        'visitor.recorded': { actions: 'profileSaved' },
      },
      states: {
        idle: { on: { 'compare.submit': 'loading' } },
        loading: {
          entry: ['startSearch', 'searching', 'searchFacets'],
          invoke: {
            src: 'compare',
            input: ({ context }) =>
              compareParamsFor(context.section, context.filters, listSearchProfile(context.stored), 1),
            onDone: [
              {
                guard: { type: 'ok', params: resultOf },
                target: 'results',
                actions: [
                  { type: 'showFirstPage', params: resultOf },
                  { type: 'spawnCards', params: ({ context }) => ({ products: context.results }) },
                  'finish',
                ],
              },
              {
                guard: { type: 'keepsStaleResults', params: resultOf },
                target: 'results',
                actions: 'finish',
              },
              {
                guard: { type: 'robot', params: resultOf },
                target: 'robot',
                actions: ['showRobot', 'finish'],
              },
              {
                target: 'failed',
                actions: [
                  { type: 'showFailure', params: ({ event }) => ({ error: failureOf(event.output) }) },
                  'finish',
                ],
              },
            ],
            onError: {
              target: 'failed',
              actions: [
                { type: 'showFailure', params: ({ event }) => ({ error: thrown(event.error) }) },
                'finish',
              ],
            },
          },
          initial: 'message',
          states: {
            message: { after: { spinnerMessage: { target: 'message', reenter: true, actions: 'tick' } } },
          },
          on: { 'compare.submit': { target: 'loading', reenter: true } },
        },
        results: {
          on: {
            'list.reconnected': { guard: 'stale', target: 'loading' },
            'compare.submit': 'loading',
            'compare.loadMore': { guard: 'hasMore', target: 'loadingMore' },
          },
        },
        loadingMore: {
          invoke: {
            src: 'compare',
            input: ({ context }) =>
              compareParamsFor(
                context.section,
                context.filters,
                listSearchProfile(context.stored),
                context.page + 1,
              ),
            onDone: [
              {
                guard: { type: 'ok', params: resultOf },
                target: 'results',
                actions: [
                  { type: 'showNextPage', params: resultOf },
                  { type: 'spawnCards', params: ({ context }) => ({ products: context.results }) },
                ],
              },
              {
                target: 'results',
                actions: {
                  type: 'showLoadMoreFailure',
                  params: ({ event }) => ({ error: failureOf(event.output) }),
                },
              },
            ],
            onError: {
              target: 'results',
              actions: {
                type: 'showLoadMoreFailure',
                params: ({ event }) => ({ error: thrown(event.error) }),
              },
            },
          },
          on: { 'compare.submit': 'loading' },
        },
        failed: {
          on: {
            'compare.retry': 'loading',
            'compare.submit': 'loading',
            'list.reconnected': { guard: 'failedOnNetwork', target: 'loading' },
          },
        },
        robot: { on: { 'compare.human': 'loading', 'compare.submit': 'loading' } },
      },
    },
    submit: {
      initial: 'idle',
      states: {
        idle: { on: { 'submit.searching': 'searching' } },
        searching: { on: { 'submit.finished': 'finished' } },
        finished: { after: { finished: 'idle' }, on: { 'submit.searching': 'searching' } },
      },
    },
  },
});

/** The products of these ids the list has seen. */
function knownProducts(context: CompareListContext, ids: readonly number[]): readonly InsuranceProduct[] {
  return ids
    .map((id) => context.known[String(id)])
    .filter((product): product is InsuranceProduct => product !== undefined);
}

/** The error of a failed answer (never called on a good one). */
function failureOf(result: ApiResult<CompareResponse>): ApiError {
  return result.ok ? notProvided : result.error;
}

type Snapshot = { context: CompareListContext; matches: (value: never) => boolean; value: unknown };

export type ListStatus = 'idle' | 'loading' | 'results' | 'loadingMore' | 'failed' | 'robot';
export type SubmitStatus = 'idle' | 'searching' | 'finished';

export function selectListStatus(snapshot: Pick<Snapshot, 'value'>): ListStatus {
  const value = snapshot.value as { list: ListStatus | { loading: string } };
  return typeof value.list === 'string' ? value.list : 'loading';
}

export function selectSubmitStatus(snapshot: Pick<Snapshot, 'value'>): SubmitStatus {
  return (snapshot.value as { submit: SubmitStatus }).submit;
}

/** Employees typed on the collective page, else the company size of the saved profile. */
export function selectEmployees(snapshot: { context: CompareListContext }): number | null {
  const { context } = snapshot;
  return context.employees ?? listProfile(context.stored).colectivo?.cantidadempleados ?? null;
}

/** A failure the network explains (no connection, no answer in time): worth trying again when it returns. */
function isNetworkFailure(error: ApiError): boolean {
  return error.kind === 'network' || error.kind === 'timeout';
}
