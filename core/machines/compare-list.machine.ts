import { assign, enqueueActions, fromPromise, raise, setup, type ActorRefFrom } from 'xstate';
import {
  FINISHED_MS,
  SPINNER_MESSAGE_MS,
  applyFilterChange,
  clampContribution,
  compareParamsFor,
  compareSectionOf,
  decodeComparatorQuery,
  defaultProfile,
  encodeComparatorQuery,
  facetParamsFor,
  numericField,
  productTypeKey,
  sameFilters,
  searchProfile,
  sectionProductType,
  type CardLayout,
  type CompareFilters,
  type CompareSection,
  type DomainEvent,
  type FilterChange,
  type Profile,
  type SiteCountryCode,
} from '../domain';
import {
  COMPARE_PAGE_SIZE,
  fail,
  type ApiError,
  type ApiResult,
  type CompareParams,
  type CompareResponse,
  type InsuranceProduct,
} from '../domain/api';
import type { PageResolution } from './navigation.machine';
import { planCardMachine } from './plan-card.machine';

/**
 * The result list of /Comparar and its sections (§2 Result list, §4 List): loading with placeholders
 * and a rotating message, results with their total, load more by pages of 20, the server-error and
 * robot cases, and the submit button's searching/finished states. Filters and sort live in the URL:
 * changing them navigates, and the page announced by the navigation is what loads.
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
  /** A sample of the section's catalogue, to count what each filter choice leaves. */
  readonly catalogue: readonly InsuranceProduct[];
  readonly catalogueKey: string | null;
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
  /** The catalogue the filter counts come from could not load: the groups say so. */
  readonly catalogueFailed: boolean;
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
  | { type: 'network.changed'; online: boolean }
  /** Raised when the network returns: what failed for it loads again. */
  | { type: 'list.reconnected' };

export type CompareListCommand = Extract<CompareListEvent, { type: `compare.${string}` }>;

const notProvided: ApiError = { call: 'compare', kind: 'network', message: 'compare not provided' };

/** A search actor that threw (a bug: the client resolves network failures): its real message. */
const thrown = (error: unknown): ApiError => ({
  call: 'compare',
  kind: 'network',
  message: error instanceof Error ? error.message : String(error),
});

/** The profile a search sends: the saved one marked as entered data, or the default one. */
function searchProfileOf(context: Pick<CompareListContext, 'stored'>): Profile {
  return searchProfile(context.stored ?? undefined, defaultProfile());
}

export function profileOf(context: Pick<CompareListContext, 'stored'>): Profile {
  return context.stored ?? defaultProfile();
}

function catalogueKeyOf(context: CompareListContext): string {
  return `${context.section}|${JSON.stringify(profileOf(context))}`;
}

function cardInput(context: CompareListContext, product: InsuranceProduct) {
  return {
    product,
    profile: profileOf(context),
    productType: sectionProductType(context.section),
    coverageOrganizationIds: context.filters.coverageOrganizations,
  };
}

function withKnown(context: CompareListContext, products: readonly InsuranceProduct[]) {
  const known = { ...context.known };
  for (const product of products) known[String(product.id)] = product;
  return known;
}

function appendUnique(current: readonly InsuranceProduct[], more: readonly InsuranceProduct[]) {
  const ids = new Set(current.map((product) => product.id));
  return [...current, ...more.filter((product) => !ids.has(product.id))];
}

export const compareListMachine = setup({
  types: {
    context: {} as CompareListContext,
    input: {} as CompareListInput,
    events: {} as CompareListEvent,
  },
  actors: {
    // Supplied at the root from the API client (core/app.ts).
    compare: fromPromise<ApiResult<CompareResponse>, CompareParams>(async () => fail(notProvided)),
    catalogue: fromPromise<ApiResult<CompareResponse>, CompareParams>(async () => fail(notProvided)),
    planCard: planCardMachine,
  },
  actions: {
    /** Supplied at the root: replace the address (the navigation then announces the new page). */
    navigate: (_, _params: { to: string }) => {},
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
  },
  guards: {
    onComparePage: ({ event }) => event.type === 'route.changed' && event.resolution.page === 'compare',
    hasMore: ({ context }) => context.results.length < context.total,
    ok: (_, params: { result: ApiResult<CompareResponse> }) => params.result.ok,
    robot: (_, params: { result: ApiResult<CompareResponse> }) =>
      !params.result.ok && params.result.error.kind === 'robot',
    catalogueStale: ({ context }) => context.catalogueKey !== catalogueKeyOf(context),
    stale: ({ context }) => context.stale,
    catalogueFailed: ({ context }) => context.catalogueFailed,
    failedOnNetwork: ({ context }) =>
      !context.autoRetried && context.error !== null && isNetworkFailure(context.error),
    // Offline, a failed search keeps the earlier results on screen, marked as not updated (§4's
    // clearing stays for a real server error).
    keepsStaleResults: ({ context }, params: { result: ApiResult<CompareResponse> }) =>
      context.stale && !params.result.ok && isNetworkFailure(params.result.error),
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
    catalogue: [],
    catalogueKey: null,
    known: {},
    cards: {},
    layout: null,
    contribution: 50,
    employees: null,
    online: input.online ?? true,
    stale: false,
    catalogueFailed: false,
    autoRetried: false,
  }),
  type: 'parallel',
  on: {
    'network.changed': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const back = event.online && !context.online;
        enqueue.assign({ online: event.online });
        if (!back) return;
        // Cards that failed, or loaded only in part, ask again; the list and counts follow.
        for (const card of Object.values(context.cards)) card.send({ type: 'card.retry' });
        enqueue.raise({ type: 'list.reconnected' });
      }),
    },
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
    'compare.card.visible': {
      actions: ({ context, event }) => context.cards[String(event.productId)]?.send({ type: 'card.visible' }),
    },
    'compare.card.hidden': {
      actions: ({ context, event }) => context.cards[String(event.productId)]?.send({ type: 'card.hidden' }),
    },
    'compare.card.retry': {
      actions: ({ context, event }) => context.cards[String(event.productId)]?.send({ type: 'card.retry' }),
    },
    'compare.card.load': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const products = event.productIds
          .map((id) => context.known[String(id)])
          .filter((product): product is InsuranceProduct => product !== undefined);
        enqueue({ type: 'spawnCards', params: { products } });
        enqueue(({ context: next }) => {
          for (const id of event.productIds) next.cards[String(id)]?.send({ type: 'card.load' });
        });
      }),
    },
  },
  states: {
    list: {
      initial: 'idle',
      on: {
        'route.changed': [
          {
            guard: 'onComparePage',
            actions: enqueueActions(({ context, event, enqueue }) => {
              const section = compareSectionOf(event.resolution.params['section']);
              const filters = decodeComparatorQuery(event.resolution.location.search);
              const coverageChanged =
                filters.coverageOrganizations.join(',') !== context.filters.coverageOrganizations.join(',');
              const changed = section !== context.section || !sameFilters(filters, context.filters);
              const stored = event.stored ?? null;
              const profileChanged = stored !== context.stored;
              enqueue.assign({
                stored,
                section,
                filters,
                pathname: event.resolution.location.pathname,
                search: event.resolution.location.search,
              });
              // Coverages depend on the network filter only in Chile (§4).
              if (coverageChanged && context.country === 'CL') {
                for (const card of Object.values(context.cards))
                  card.send({ type: 'card.coverageOrganizations', ids: filters.coverageOrganizations });
              }
              if (changed || profileChanged || !context.requested) enqueue.raise({ type: 'compare.submit' });
            }),
          },
          // Another page: the list keeps what it has, so coming back shows it at once.
        ],
        'visitor.recorded': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            if (event.event.type !== 'ProfileSaved') return;
            const { productType, profile } = event.event.data;
            for (const card of Object.values(context.cards)) {
              if (productTypeKey(card.getSnapshot().context.productType) === productType)
                card.send({ type: 'card.profile', profile });
            }
            if (productType === productTypeKey(sectionProductType(context.section))) {
              enqueue.assign({ stored: profile });
              enqueue.raise({ type: 'compare.submit' });
            }
          }),
        },
      },
      states: {
        idle: {
          on: { 'compare.submit': 'loading' },
        },
        loading: {
          entry: [
            // Placeholders replace the old results: what shows is always what the address asks for.
            // Offline, the old results stay, marked as not updated, until the network returns.
            assign(({ context, event }) => {
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
            raise({ type: 'submit.searching' }),
          ],
          invoke: {
            src: 'compare',
            input: ({ context }) =>
              compareParamsFor(context.section, context.filters, searchProfileOf(context), 1),
            onDone: [
              {
                guard: { type: 'ok', params: ({ event }) => ({ result: event.output }) },
                target: 'results',
                actions: [
                  assign(({ context, event }) => {
                    const value = event.output.ok ? event.output.value : null;
                    const results = value?.data ?? [];
                    return {
                      stale: false,
                      results,
                      total: Math.max(value?.total ?? 0, results.length),
                      uuid: value?.metaData.uuid ?? null,
                      known: withKnown(context, results),
                    };
                  }),
                  { type: 'spawnCards', params: ({ context }) => ({ products: context.results }) },
                  raise({ type: 'submit.finished' }),
                ],
              },
              {
                guard: { type: 'keepsStaleResults', params: ({ event }) => ({ result: event.output }) },
                target: 'results',
                actions: raise({ type: 'submit.finished' }),
              },
              {
                guard: { type: 'robot', params: ({ event }) => ({ result: event.output }) },
                target: 'robot',
                actions: [assign({ results: [], total: 0 }), raise({ type: 'submit.finished' })],
              },
              {
                // A failed search (a filter error too) clears the data (§4).
                target: 'failed',
                actions: [
                  assign({
                    results: [],
                    total: 0,
                    stale: false,
                    error: ({ event }) => (event.output.ok ? null : event.output.error),
                  }),
                  raise({ type: 'submit.finished' }),
                ],
              },
            ],
            onError: {
              target: 'failed',
              actions: [
                assign({ results: [], total: 0, error: ({ event }) => thrown(event.error) }),
                raise({ type: 'submit.finished' }),
              ],
            },
          },
          initial: 'message',
          states: {
            message: {
              after: {
                spinnerMessage: {
                  target: 'message',
                  reenter: true,
                  actions: assign({ spinnerTick: ({ context }) => context.spinnerTick + 1 }),
                },
              },
            },
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
              compareParamsFor(context.section, context.filters, searchProfileOf(context), context.page + 1),
            onDone: [
              {
                guard: { type: 'ok', params: ({ event }) => ({ result: event.output }) },
                target: 'results',
                actions: [
                  assign(({ context, event }) => {
                    const more = event.output.ok ? event.output.value.data : [];
                    const results = appendUnique(context.results, more);
                    return {
                      results,
                      page: context.page + 1,
                      // A short page means the end, whatever the total said.
                      total:
                        more.length < COMPARE_PAGE_SIZE
                          ? results.length
                          : Math.max(context.total, results.length),
                      known: withKnown(context, more),
                      loadMoreError: null,
                    };
                  }),
                  { type: 'spawnCards', params: ({ context }) => ({ products: context.results }) },
                ],
              },
              {
                target: 'results',
                actions: assign({
                  loadMoreError: ({ event }) => (event.output.ok ? null : event.output.error),
                }),
              },
            ],
            onError: {
              target: 'results',
              actions: assign({ loadMoreError: ({ event }) => thrown(event.error) }),
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
        robot: {
          on: { 'compare.human': 'loading', 'compare.submit': 'loading' },
        },
      },
    },
    submit: {
      initial: 'idle',
      states: {
        idle: { on: { 'submit.searching': 'searching' } },
        searching: { on: { 'submit.finished': 'finished' } },
        finished: {
          after: { finished: 'idle' },
          on: { 'submit.searching': 'searching' },
        },
      },
    },
    facets: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'submit.searching': { guard: 'catalogueStale', target: 'loading' },
            'list.reconnected': { guard: 'catalogueFailed', target: 'loading' },
          },
        },
        loading: {
          entry: assign({ catalogueKey: ({ context }) => catalogueKeyOf(context) }),
          invoke: {
            src: 'catalogue',
            input: ({ context }) => facetParamsFor(context.section, searchProfileOf(context)),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) =>
                event.output.ok
                  ? {
                      catalogue: event.output.value.data,
                      known: withKnown(context, event.output.value.data),
                      catalogueFailed: false,
                    }
                  : { catalogue: [], catalogueFailed: true },
              ),
            },
            onError: { target: 'idle', actions: assign({ catalogue: [], catalogueFailed: true }) },
          },
          on: { 'submit.searching': { guard: 'catalogueStale', target: 'loading', reenter: true } },
        },
      },
    },
  },
});

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
  return context.employees ?? profileOf(context).colectivo?.cantidadempleados ?? null;
}

/** A failure the network explains (no connection, no answer in time): worth trying again when it returns. */
function isNetworkFailure(error: ApiError): boolean {
  return error.kind === 'network' || error.kind === 'timeout';
}
