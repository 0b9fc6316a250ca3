import { type ActorRefFrom } from 'xstate';
import { compareSectionOf, decodeComparatorQuery } from '../domain';
import { compareResultsSetup, failureOf, resultOf, searchOf, thrownOf } from './compare-results.setup';

export type * from './compare-results.setup';

/**
 * The comparator's search (§2 Result list, §4 List): loading with placeholders and a rotating message,
 * results with their total, load more by pages of 20, the server-error and robot cases, and the submit
 * button's searching/finished states. Invoked by the list (compare-list.machine.ts, systemId
 * `compareResults`), which asks for each search with its query; it tells its siblings by system id
 * what it searches (`compareFacets`) and what it showed (`compareCards`).
 */

export const compareResultsMachine = compareResultsSetup.createMachine({
  id: 'compareResults',
  context: ({ input }) => ({
    query: { section: compareSectionOf(undefined), filters: decodeComparatorQuery(''), stored: null },
    page: 1,
    results: [],
    total: 0,
    uuid: null,
    market: null,
    error: null,
    loadMoreError: null,
    spinnerTick: 0,
    online: input.online,
    stale: false,
    autoRetried: false,
    heals: 0,
  }),
  type: 'parallel',
  on: { 'network.changed': { actions: 'networkChanged' } },
  states: {
    list: {
      initial: 'idle',
      on: {
        'results.search': { target: '.loading', actions: { type: 'take', params: ({ event }) => event } },
        'compare.submit': '.loading',
      },
      states: {
        idle: {},
        loading: {
          entry: ['startSearch', 'searching', 'searchFacets'],
          invoke: {
            src: 'compare',
            input: ({ context }) => searchOf(context, 1),
            onDone: [
              {
                guard: { type: 'ok', params: resultOf },
                target: 'results',
                actions: [{ type: 'showFirstPage', params: resultOf }, 'showCards', 'tellList', 'finish'],
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
              { target: 'failed', actions: [{ type: 'showFailure', params: failureOf }, 'finish'] },
            ],
            onError: { target: 'failed', actions: [{ type: 'showFailure', params: thrownOf }, 'finish'] },
          },
          initial: 'message',
          states: {
            message: { after: { spinnerMessage: { target: 'message', reenter: true, actions: 'tick' } } },
          },
        },
        results: {
          on: {
            'list.reconnected': { guard: 'stale', target: 'loading' },
            'compare.loadMore': { guard: 'hasMore', target: 'loadingMore' },
          },
        },
        loadingMore: {
          invoke: {
            src: 'compare',
            input: ({ context }) => searchOf(context, context.page + 1),
            onDone: [
              {
                guard: { type: 'ok', params: resultOf },
                target: 'results',
                actions: [{ type: 'showNextPage', params: resultOf }, 'showCards'],
              },
              { target: 'results', actions: { type: 'showLoadMoreFailure', params: failureOf } },
            ],
            onError: { target: 'results', actions: { type: 'showLoadMoreFailure', params: thrownOf } },
          },
        },
        failed: {
          after: { heal: { guard: 'heals', target: 'loading', actions: 'countHeal' } },
          on: {
            'compare.retry': { target: 'loading', actions: 'resetHeals' },
            'list.reconnected': { guard: 'failedOnNetwork', target: 'loading', actions: 'countNetworkBack' },
          },
        },
        robot: { on: { 'compare.human': 'loading' } },
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

export type CompareResultsRef = ActorRefFrom<typeof compareResultsMachine>;
