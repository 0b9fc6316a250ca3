import { assign, enqueueActions, forwardTo, sendParent, sendTo, setup } from 'xstate';
import {
  clampContribution,
  compareSectionOf,
  decodeComparatorQuery,
  withPathFilters,
  applyFilterChange,
  filterChangeAddress,
  pathKindOf,
  listPageChange,
  numericField,
  pinnedPlanOf,
  sameClinics,
  isPinnedPlan,
  productTypeKey,
  type ListQuery,
  type SiteCountryCode,
} from '../domain';
import type { InsuranceProduct } from '../domain/api';
import { cardPage, compareCardsMachine } from './compare-cards.machine';
import { compareFacetsMachine } from './compare-facets.machine';
import { compareResultsMachine } from './compare-results.machine';
import { storedFor } from './compare-list.view';
import type { CompareListContext, CompareListEvent, CompareListInput, ShownPlan } from './compare-list.types';

export type * from './compare-list.types';

/**
 * The comparator page, /Comparar and its sections (§2, §4): what the address asks for (section,
 * filters, sort) and how the visitor views it (layout, employer contribution, employees). It keeps no
 * copy of the projection: the root hands over the stored profile with each page and the projection
 * after each recorded event, and the list keeps only which profile its search was asked for (flow
 * state, to know when to search again); the view reads the stored profile from the root
 * (selectEmployees(list, visitor)). Filters and sort live in the address: changing them navigates,
 * and the page the navigation announces is what loads. Its children, by system id: `compareResults`
 * (the search and its list), `compareCards` (a card actor per product) and `compareFacets` (the
 * filter counts); it asks the search for each new page and forwards the view's commands.
 */

type Shown = ListQuery & {
  readonly pathname: string;
  readonly search: string;
  readonly pinned: string | null;
  readonly pathKind: string | null;
};

const queryOf = (context: CompareListContext): ListQuery => ({
  section: context.section,
  filters: context.filters,
  stored: context.searchedFor,
});

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
    showPage: enqueueActions(({ context, event, enqueue, self }) => {
      if (event.type !== 'route.changed') return;
      const { stored, ...next } = shownOf(event, context.country);
      const change = listPageChange(queryOf(context), { ...next, stored }, context.country, context.searched);
      // An address naming clinics is the visitor's choice (a reload, a shared link): the log keeps it.
      // One without them keeps what was chosen (another comparator's link does not clear it).
      const clinics = next.filters.coverageOrganizations;
      // (Only under the root: a list run on its own in a test has no log to keep it in.)
      if (self._parent && clinics.length > 0 && !sameClinics(clinics, context.filters.coverageOrganizations))
        enqueue.sendParent(chooseClinics(clinics));
      enqueue.assign({ ...next, searchedFor: stored });
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
    // A saved profile reprices the cards of its product type, and searches again on its section: the
    // profile is read from the projection the root handed over, never from the event.
    profileSaved: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'visitor.recorded' || event.event.type !== 'ProfileSaved') return;
      const { productType } = event.event.data;
      const profile = event.visitor.profiles[productTypeKey(productType)];
      if (profile) enqueue.sendTo('compareCards', { type: 'cards.profile', productType, profile });
      const stored = storedFor(event.visitor, context.section);
      if (stored === context.searchedFor) return;
      enqueue.assign({ searchedFor: stored });
      enqueue.raise({ type: 'page.search' });
    }),
    loadCards: sendTo('compareCards', ({ context }, { productIds }: { productIds: readonly number[] }) => ({
      type: 'cards.load' as const,
      productIds,
      page: cardPage(queryOf(context)),
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
    searchedFor: null,
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
    pathKind: null,
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
          actions: [
            {
              type: 'navigate',
              params: ({ context, event }) => ({ to: filterChangeAddress(context, event.change) }),
            },
            // The visitor changed (or cleared) their clinics in 'Mi clínica': the log keeps the choice.
            enqueueActions(({ context, event, enqueue, self }) => {
              const clinics = applyFilterChange(context.filters, event.change).coverageOrganizations;
              if (self._parent && !sameClinics(clinics, context.filters.coverageOrganizations))
                enqueue.sendParent(chooseClinics(clinics));
            }),
          ],
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

/** The root decides and records the visitor's clinics (the clinics decider, core/domain). */
const chooseClinics = (ids: readonly number[]) => ({
  type: 'visitor.execute' as const,
  command: { type: 'clinics.choose' as const, ids: [...ids] },
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
  const product = event.resolution.params['product'];
  return {
    section,
    filters: withPathFilters(
      decodeComparatorQuery(event.resolution.location.search),
      section,
      product,
      country,
    ),
    pathKind: pathKindOf(section, product, country),
    stored: event.stored ?? null,
    pathname: event.resolution.location.pathname,
    search: event.resolution.location.search,
    pinned: pinnedPlanOf(event.resolution.params),
  };
}
