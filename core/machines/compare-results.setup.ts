import {
  asksOnNetworkBack,
  healCountAfter,
  healDelayMs,
  isHealable,
  mayHeal,
} from '../domain/connectivity/healing';
import {
  assign,
  enqueueActions,
  fromPromise,
  raise,
  sendParent,
  sendTo,
  setup,
  type ActorSystem,
  type AnyActorRef,
} from 'xstate';
import {
  FINISHED_MS,
  SPINNER_MESSAGE_MS,
  appendPage,
  compareParamsFor,
  listSearchProfile,
  type ListQuery,
} from '../domain';
import {
  fail,
  type ApiError,
  type ApiResult,
  type CompareParams,
  type CompareResponse,
  type InsuranceProduct,
} from '../domain/api';
import { cardPage } from './compare-cards.machine';

export interface CompareResultsInput {
  /** The root's word on the network when the list started. */
  readonly online: boolean;
}

export interface CompareResultsContext {
  /** What the results shown (or being loaded) answer: the page's section, filters and stored profile. */
  readonly query: ListQuery;
  /** The last page loaded (1-based). */
  readonly page: number;
  readonly results: readonly InsuranceProduct[];
  readonly total: number;
  readonly uuid: string | null;
  /** The companies this comparison covers and who is missing (the answer's metaData), when told. */
  readonly market: NonNullable<CompareResponse['metaData']['market']> | null;
  readonly error: ApiError | null;
  readonly loadMoreError: ApiError | null;
  readonly spinnerTick: number;
  /** The root's word on the network. */
  readonly online: boolean;
  /** The results on screen are an earlier search's: a change made offline could not load them. */
  readonly stale: boolean;
  /** This search was started by the network's return: it is not started that way twice in a row. */
  readonly autoRetried: boolean;
  /** Automatic retries of a failed search since the last answer (core/domain healing). */
  readonly heals: number;
}

export type CompareResultsEvent =
  /** From the list: the page asks for this search (a new address or a saved profile). */
  | { type: 'results.search'; query: ListQuery }
  | { type: 'compare.submit' }
  | { type: 'compare.loadMore' }
  | { type: 'compare.retry' }
  | { type: 'compare.human' }
  /** From the list: the root's word on the network changed. */
  | { type: 'network.changed'; online: boolean; fromBrowser?: boolean }
  /** Raised when the network returns; confirmed: the browser itself said so, not only a call. */
  | { type: 'list.reconnected'; confirmed: boolean }
  | { type: 'submit.searching' }
  | { type: 'submit.finished' };

const notProvided: ApiError = { call: 'compare', kind: 'network', message: 'compare not provided' };

type ResultParams = { result: ApiResult<CompareResponse> };
export const resultOf = ({ event }: { event: { output: ApiResult<CompareResponse> } }) => ({
  result: event.output,
});
export const failureOf = ({ event }: { event: { output: ApiResult<CompareResponse> } }) => ({
  error: event.output.ok ? notProvided : event.output.error,
});
/** A search actor that threw (a bug: the client resolves network failures): its real message. */
export const thrownOf = ({ event }: { event: { error: unknown } }): { error: ApiError } => ({
  error: {
    call: 'compare',
    kind: 'network',
    message: event.error instanceof Error ? event.error.message : String(event.error),
  },
});
export const searchOf = ({ query }: CompareResultsContext, page: number) =>
  compareParamsFor(query.section, query.filters, listSearchProfile(query.stored), page);
/** Siblings under the list, reached by their system ids (the list always starts them first). */
type Siblings = ActorSystem<{ actors: { compareCards: AnyActorRef; compareFacets: AnyActorRef } }>;
const sibling =
  (id: 'compareCards' | 'compareFacets') =>
  ({ system }: { system: Siblings }): AnyActorRef => {
    const found = system.get(id);
    if (!found) throw new Error(`compareResults runs without its sibling ${id}`);
    return found;
  };

export const compareResultsSetup = setup({
  types: {
    context: {} as CompareResultsContext,
    input: {} as CompareResultsInput,
    events: {} as CompareResultsEvent,
  },
  actors: {
    // Supplied at the root from the API client (core/app/index.ts).
    compare: fromPromise<ApiResult<CompareResponse>, CompareParams>(async () => fail(notProvided)),
  },
  actions: {
    take: assign((_, { query }: { query: ListQuery }) => ({ query })),
    networkChanged: enqueueActions(({ context, event, enqueue, system }) => {
      if (event.type !== 'network.changed') return;
      enqueue.assign({ online: event.online });
      if (!event.online || context.online) return;
      // Cards that failed, or loaded only in part, ask again; the list and counts follow.
      const confirmed = event.fromBrowser ?? false;
      enqueue.sendTo(sibling('compareCards')({ system }), { type: 'cards.networkBack', confirmed });
      enqueue.raise({ type: 'list.reconnected', confirmed });
      enqueue.sendTo(sibling('compareFacets')({ system }), { type: 'facets.reconnected' });
    }),
    // Placeholders replace the old results: what shows is always what the address asks for.
    // Offline, the old results stay, marked as not updated, until the network returns.
    startSearch: assign(({ context, event }) => {
      const keep = !context.online && context.results.length > 0;
      return {
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
    searchFacets: sendTo(sibling('compareFacets'), ({ context }) => ({
      type: 'facets.search' as const,
      ...context.query,
    })),
    // The cards hear what each search showed, with whom the page prices for.
    showCards: sendTo(sibling('compareCards'), ({ context }) => ({
      type: 'cards.show' as const,
      products: context.results,
      page: cardPage(context.query),
    })),
    // The list hears which plans the first page shows (a plan its address names opens from them).
    tellList: sendParent(({ context }) => ({
      type: 'results.shown' as const,
      plans: context.results.map(({ url, productCode }) => ({ url, productCode })),
    })),
    showFirstPage: assign((_, { result }: ResultParams) => {
      const value = result.ok ? result.value : null;
      const results = value?.data ?? [];
      return {
        heals: 0,
        stale: false,
        results,
        total: Math.max(value?.total ?? 0, results.length),
        uuid: value?.metaData.uuid ?? null,
        market: value?.metaData.market ?? null,
      };
    }),
    showNextPage: assign(({ context }, { result }: ResultParams) => ({
      ...appendPage(context.results, context.total, result.ok ? result.value.data : []),
      page: context.page + 1,
      loadMoreError: null,
    })),
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
    countHeal: assign({ heals: ({ context }) => context.heals + 1 }),
    resetHeals: assign({ heals: ({ context }) => healCountAfter(context.heals, 'visitor') }),
    // The network is back: the ask it earns counts, and never restarts the count (core/domain healing).
    countNetworkBack: assign({ heals: ({ context }) => healCountAfter(context.heals, 'network-back') }),
  },
  guards: {
    hasMore: ({ context }) => context.results.length < context.total,
    ok: (_, { result }: ResultParams) => result.ok,
    robot: (_, { result }: ResultParams) => !result.ok && result.error.kind === 'robot',
    stale: ({ context }) => context.stale,
    // A persisting dropped-connection fault is retried once per return of a call, not in a loop; the
    // browser's own word that the network is back always retries.
    failedOnNetwork: ({ context, event }) =>
      (!context.autoRetried || (event.type === 'list.reconnected' && event.confirmed)) &&
      asksOnNetworkBack(context.heals, event.type === 'list.reconnected' && event.confirmed) &&
      context.error !== null &&
      isNetworkFailure(context.error),
    // Offline, a failed search keeps the earlier results on screen, marked as not updated (§4's
    // clearing stays for a real server error).
    keepsStaleResults: ({ context }, { result }: ResultParams) =>
      context.stale && !result.ok && isNetworkFailure(result.error),
    // A failed search heals by itself (a 500, a drop, a deadline, an unreadable answer), up to the cap.
    heals: ({ context }) => context.error !== null && isHealable(context.error) && mayHeal(context.heals),
  },
  delays: {
    spinnerMessage: SPINNER_MESSAGE_MS,
    finished: FINISHED_MS,
    heal: ({ context }) => healDelayMs(context.heals) ?? 0,
  },
});

/** A failure the network explains (no connection, no answer in time): worth trying again when it returns. */
function isNetworkFailure(error: ApiError): boolean {
  return error.kind === 'network' || error.kind === 'timeout';
}
