import { assign, sendParent, setup, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  DEFAULT_COMPARE_SECTION,
  decodeComparatorQuery,
  facetOptions,
  facetParamsFor,
  facetSampleKey,
  listSearchProfile,
  sampleEmployees,
  type CompareFilters,
  type CompareSection,
  type FacetKey,
  type Profile,
} from '../domain';
import {
  fail,
  type ApiResult,
  type CompareParams,
  type CompareResponse,
  type InsuranceProduct,
} from '../domain/api';

/**
 * The filter counts of the comparison (§4 "Filters"): a sample of the section's catalogue, read once
 * per section and profile, and the filters it is counted against. Invoked by the list
 * (compare-list.machine.ts, systemId `compareFacets`), which tells it of every search; it hands the
 * products it read back to the list (`facets.loaded`), which keeps every product seen.
 */
export interface CompareFacetsContext {
  readonly section: CompareSection;
  readonly stored: Profile | null;
  readonly filters: CompareFilters;
  readonly catalogue: readonly InsuranceProduct[];
  /** The section and profile the catalogue was read for. */
  readonly sampleKey: string | null;
  /** The catalogue could not load: the groups say so. */
  readonly failed: boolean;
}

export type CompareFacetsEvent =
  /** The list searches for this section, profile and filters. */
  | { type: 'facets.search'; section: CompareSection; stored: Profile | null; filters: CompareFilters }
  /** The network came back: a catalogue that failed loads again. */
  | { type: 'facets.reconnected' };

type Search = Extract<CompareFacetsEvent, { type: 'facets.search' }>;

export const compareFacetsMachine = setup({
  types: { context: {} as CompareFacetsContext, events: {} as CompareFacetsEvent },
  actors: {
    // Supplied at the root from the API client (core/app/index.ts).
    catalogue: fromPromise<ApiResult<CompareResponse>, CompareParams>(async () =>
      fail({ call: 'compare', kind: 'network', message: 'catalogue not provided' }),
    ),
  },
  actions: {
    take: assign((_, params: Search) => ({
      section: params.section,
      stored: params.stored,
      filters: params.filters,
    })),
    noteSample: assign({
      sampleKey: ({ context }) => facetSampleKey(context.section, context.stored),
    }),
    store: assign((_, params: { products: readonly InsuranceProduct[] }) => ({
      catalogue: params.products,
      failed: false,
    })),
    report: sendParent((_, params: { products: readonly InsuranceProduct[] }) => ({
      type: 'facets.loaded' as const,
      products: params.products,
    })),
    failed: assign({ catalogue: [], failed: true }),
  },
  guards: {
    newSample: ({ context }, params: Search) =>
      facetSampleKey(params.section, params.stored) !== context.sampleKey,
    failed: ({ context }) => context.failed,
    ok: (_, params: { result: ApiResult<CompareResponse> }) => params.result.ok,
  },
}).createMachine({
  id: 'compareFacets',
  context: {
    section: DEFAULT_COMPARE_SECTION,
    stored: null,
    filters: decodeComparatorQuery(''),
    catalogue: [],
    sampleKey: null,
    failed: false,
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'facets.search': [
          {
            guard: { type: 'newSample', params: ({ event }) => event },
            target: 'loading',
            actions: { type: 'take', params: ({ event }) => event },
          },
          { actions: { type: 'take', params: ({ event }) => event } },
        ],
        'facets.reconnected': { guard: 'failed', target: 'loading' },
      },
    },
    loading: {
      entry: 'noteSample',
      invoke: {
        src: 'catalogue',
        input: ({ context }) => facetParamsFor(context.section, listSearchProfile(context.stored)),
        onDone: [
          {
            guard: { type: 'ok', params: ({ event }) => ({ result: event.output }) },
            target: 'idle',
            actions: [
              { type: 'store', params: ({ event }) => ({ products: productsOf(event.output) }) },
              { type: 'report', params: ({ event }) => ({ products: productsOf(event.output) }) },
            ],
          },
          { target: 'idle', actions: 'failed' },
        ],
        onError: { target: 'idle', actions: 'failed' },
      },
      on: {
        'facets.search': [
          {
            guard: { type: 'newSample', params: ({ event }) => event },
            target: 'loading',
            reenter: true,
            actions: { type: 'take', params: ({ event }) => event },
          },
          { actions: { type: 'take', params: ({ event }) => event } },
        ],
      },
    },
  },
});

const productsOf = (result: ApiResult<CompareResponse>) => (result.ok ? result.value.data : []);

export type CompareFacetsRef = ActorRefFrom<typeof compareFacetsMachine>;
type CompareFacetsSnapshot = SnapshotFrom<typeof compareFacetsMachine>;

/** A filter group's options with what each leaves, counted on the catalogue sample. */
export const selectFacetOptions = (facet: FacetKey) => (snapshot: CompareFacetsSnapshot) =>
  facetOptions(
    snapshot.context.catalogue,
    snapshot.context.filters,
    facet,
    sampleEmployees(listSearchProfile(snapshot.context.stored)),
  );
/** The counts could not load: the groups say so. */
export const selectFacetsFailed = (snapshot: CompareFacetsSnapshot) => snapshot.context.failed;
