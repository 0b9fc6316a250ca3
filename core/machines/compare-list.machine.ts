import { assign, enqueueActions, forwardTo, sendParent, sendTo, setup } from 'xstate';
import {
  applyFilterChange,
  clampContribution,
  compareSectionOf,
  decodeComparatorQuery,
  withPathFilters,
  encodeComparatorQuery,
  listPageChange,
  listProfile,
  numericField,
  pinnedPlanOf,
  isPinnedPlan,
  productTypeKey,
  sectionProductType,
  type CardLayout,
  type DomainEvent,
  type FilterChange,
  type ListQuery,
  type Profile,
  type SiteCountryCode,
} from '../domain';
import type { InsuranceProduct } from '../domain/api';
import type { PageResolution } from './navigation.machine';
import { cardPage, compareCardsMachine } from './compare-cards.machine';
import { compareFacetsMachine } from './compare-facets.machine';
import { compareResultsMachine } from './compare-results.machine';

/**
 * The comparator page, /Comparar and its sections (§2, §4): what the address asks for (section,
 * filters, sort) with the stored profile the root hands over, and how the visitor views it (layout,
 * employer contribution, employees). Filters and sort live in the address: changing them navigates,
 * and the page the navigation announces is what loads. Its children, by system id: `compareResults`
 * (the search and its list), `compareCards` (a card actor per product) and `compareFacets` (the
 * filter counts); it asks the search for each new page and forwards the view's commands.
 */
export interface CompareListInput {
  readonly country: SiteCountryCode;
  /** The root's word on the network at start (true when not given). */
  readonly online?: boolean;
}

export interface CompareListContext extends ListQuery {
  readonly country: SiteCountryCode;
  readonly pathname: string;
  readonly search: string;
  /** A search has been asked for since the machine started. */
  readonly searched: boolean;
  readonly layout: CardLayout | null;
  /** Employer contribution percentage of collective cards (slider). */
  readonly contribution: number;
  /** Number of employees typed on the collective page (3 digits at most), null when empty. */
  readonly employees: number | null;
  /** The root's word on the network when the list started (the search keeps it up to date). */
  readonly startedOnline: boolean;
  /** The plan the address names (/Comparar/{section}/{product}): shown first and opened once. */
  readonly pinned: string | null;
  /** The address whose named plan was opened (not again on coming back to it). */
  readonly opened: string | null;
  /** The plans the search showed last. */
  readonly shownPlans: readonly ShownPlan[];
}

type ShownPlan = Pick<InsuranceProduct, 'url' | 'productCode'>;

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
  /** From the root: the site's word on the network changed. */
  | { type: 'network.changed'; online: boolean; fromBrowser?: boolean }
  /** The filter counts' child read these products of the catalogue. */
  | { type: 'facets.loaded'; products: readonly InsuranceProduct[] }
  /** From the search: the plans its first page shows. */
  | { type: 'results.shown'; plans: readonly ShownPlan[] }
  /** Raised: the page's query is to be searched. */
  | { type: 'page.search' };

export type CompareListCommand = Extract<CompareListEvent, { type: `compare.${string}` }>;

type Shown = ListQuery & {
  readonly pathname: string;
  readonly search: string;
  readonly pinned: string | null;
};

const queryOf = ({ section, filters, stored }: ListQuery): ListQuery => ({ section, filters, stored });

export const compareListMachine = setup({
  types: {
    context: {} as CompareListContext,
    input: {} as CompareListInput,
    events: {} as CompareListEvent,
    children: {} as {
      compareResults: 'compareResults';
      compareCards: 'compareCards';
      compareFacets: 'compareFacets';
    },
  },
  actors: {
    compareResults: compareResultsMachine,
    compareCards: compareCardsMachine,
    compareFacets: compareFacetsMachine,
  },
  actions: {
    // Filters and sort live in the address: the root's navigation replaces it and announces the page.
    navigate: sendParent((_, params: { to: string }) => ({
      type: 'navigation.go' as const,
      to: params.to,
      replace: true,
    })),
    // The new page is shown; it searches when its query differs, and its cards learn a new network.
    showPage: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'route.changed') return;
      const next = shownOf(event, context.country);
      const change = listPageChange(context, next, context.country, context.searched);
      enqueue.assign(next);
      if (change.coverages)
        enqueue.sendTo('compareCards', { type: 'cards.coverage', ids: next.filters.coverageOrganizations });
      if (change.search) enqueue.raise({ type: 'page.search' });
      if (next.pinned === null) enqueue.assign({ opened: null });
      const open = change.search ? null : pinnedToOpen(context.opened, context.shownPlans, next);
      if (open) {
        enqueue.assign({ opened: next.pathname });
        enqueue.sendParent({ type: 'detail.open', productCode: open });
      }
    }),
    // The plan the address names opens once, as a card's 'Ver detalle' would, when the search shows it.
    openPinned: enqueueActions(({ context, enqueue }) => {
      const open = pinnedToOpen(context.opened, context.shownPlans, context);
      if (!open) return;
      enqueue.assign({ opened: context.pathname });
      enqueue.sendParent({ type: 'detail.open', productCode: open });
    }),
    // The search of the page's query, and the search to come knows one ran.
    search: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ searched: true });
      enqueue.sendTo('compareResults', { type: 'results.search', query: queryOf(context) });
    }),
    // A saved profile reprices the cards of its product type, and searches again on its section.
    profileSaved: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'visitor.recorded' || event.event.type !== 'ProfileSaved') return;
      const { productType, profile } = event.event.data;
      enqueue.sendTo('compareCards', { type: 'cards.profile', productType, profile });
      if (productType !== productTypeKey(sectionProductType(context.section))) return;
      enqueue.assign({ stored: profile });
      enqueue.raise({ type: 'page.search' });
    }),
    loadCards: sendTo('compareCards', ({ context }, { productIds }: { productIds: readonly number[] }) => ({
      type: 'cards.load' as const,
      productIds,
      page: cardPage(context),
    })),
    toCards: forwardTo('compareCards'),
    toResults: forwardTo('compareResults'),
    knowFacets: sendTo('compareCards', (_, { products }: { products: readonly InsuranceProduct[] }) => ({
      type: 'cards.known' as const,
      products,
    })),
  },
  guards: {
    onComparePage: ({ event }) => event.type === 'route.changed' && event.resolution.page === 'compare',
  },
}).createMachine({
  id: 'compareList',
  context: ({ input }) => ({
    country: input.country,
    stored: null,
    section: compareSectionOf(undefined, input.country),
    pathname: '/Comparar',
    search: '',
    filters: decodeComparatorQuery(''),
    searched: false,
    layout: null,
    contribution: 50,
    employees: null,
    startedOnline: input.online ?? true,
    pinned: null,
    opened: null,
    shownPlans: [],
  }),
  invoke: [
    { id: 'compareFacets', systemId: 'compareFacets', src: 'compareFacets' },
    { id: 'compareCards', systemId: 'compareCards', src: 'compareCards' },
    {
      id: 'compareResults',
      systemId: 'compareResults',
      src: 'compareResults',
      input: ({ context }) => ({ online: context.startedOnline }),
    },
  ],
  initial: 'showing',
  states: {
    showing: {
      on: {
        // Another page: the list keeps what it has, so coming back shows it at once.
        'route.changed': { guard: 'onComparePage', actions: 'showPage' },
        'page.search': { actions: 'search' },
        'visitor.recorded': { actions: 'profileSaved' },
        'compare.filter': {
          actions: {
            type: 'navigate',
            params: ({ context, event }) => ({
              to: `${context.pathname}${encodeComparatorQuery(applyFilterChange(context.filters, event.change), context.search)}`,
            }),
          },
        },
        'compare.layout': { actions: assign({ layout: ({ event }) => event.layout }) },
        'compare.contribution': {
          actions: assign({ contribution: ({ event }) => clampContribution(event.percent) }),
        },
        'compare.employees': { actions: assign({ employees: ({ event }) => numericField(event.text) }) },
        'compare.submit': { actions: 'toResults' },
        'compare.loadMore': { actions: 'toResults' },
        'compare.retry': { actions: 'toResults' },
        'compare.human': { actions: 'toResults' },
        'network.changed': { actions: 'toResults' },
        'compare.card.visible': { actions: 'toCards' },
        'compare.card.hidden': { actions: 'toCards' },
        'compare.card.retry': { actions: 'toCards' },
        'compare.card.load': { actions: { type: 'loadCards', params: ({ event }) => event } },
        'facets.loaded': { actions: { type: 'knowFacets', params: ({ event }) => event } },
        'results.shown': {
          actions: [assign({ shownPlans: ({ event }) => event.plans }), 'openPinned'],
        },
      },
    },
  },
});

/** The product code of the plan an address names, when shown and not yet opened for that address. */
function pinnedToOpen(
  opened: string | null,
  shown: readonly ShownPlan[],
  page: { readonly pinned: string | null; readonly pathname: string },
): string | null {
  const { pinned, pathname } = page;
  if (pinned === null || opened === pathname) return null;
  return shown.find((plan) => isPinnedPlan(plan, pinned))?.productCode ?? null;
}

/** The page an announced address shows. */
function shownOf(
  event: Extract<CompareListEvent, { type: 'route.changed' }>,
  country: SiteCountryCode,
): Shown {
  const section = compareSectionOf(event.resolution.params['section'], country);
  return {
    section,
    filters: withPathFilters(
      decodeComparatorQuery(event.resolution.location.search),
      section,
      event.resolution.params['product'],
      country,
    ),
    stored: event.stored ?? null,
    pathname: event.resolution.location.pathname,
    search: event.resolution.location.search,
    pinned: pinnedPlanOf(event.resolution.params),
  };
}

/** Employees typed on the collective page, else the company size of the saved profile. */
export function selectEmployees(snapshot: { context: CompareListContext }): number | null {
  const { context } = snapshot;
  return context.employees ?? listProfile(context.stored).colectivo?.cantidadempleados ?? null;
}
