import type { ApiClient } from '../domain/api';
import { compareListMachine } from '../machines/compare-list.machine';
import { compareFacetsMachine } from '../machines/compare-facets.machine';
import { compareResultsMachine } from '../machines/compare-results.machine';
import { compareCardsMachine } from '../machines/compare-cards.machine';
import { planCardMachine } from '../machines/plan-card.machine';
import { loadCardExtras, loadProfilePrice } from '../adapters/api/loaders/plan-card.loader';
import { provideCalls } from './provide-calls';

/**
 * The comparison list with its calls supplied: loaded by the root when the comparator first shows
 * (core/app/index.ts, loadCompareCode), so no other page's first view carries its machines and rules.
 */
export function comparisonFlow(api: ApiClient): typeof compareListMachine {
  return compareListMachine.provide({
    actors: {
      compareResults: provideCalls(compareResultsMachine, { compare: (input) => api.compare(input) }),
      compareFacets: provideCalls(compareFacetsMachine, { catalogue: (input) => api.compare(input) }),
      compareCards: compareCardsMachine.provide({
        actors: {
          planCard: provideCalls(planCardMachine, {
            loadCardExtras: (input) => loadCardExtras(api, input),
            loadProfilePrice: (input) => loadProfilePrice(api, input),
          }),
        },
      }),
    },
  });
}
