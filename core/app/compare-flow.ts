import { fromPromise } from 'xstate';
import type { ApiClient, CompareParams } from '../domain/api';
import { compareListMachine } from '../machines/compare-list.machine';
import { compareFacetsMachine } from '../machines/compare-facets.machine';
import { compareResultsMachine } from '../machines/compare-results.machine';
import { compareCardsMachine } from '../machines/compare-cards.machine';
import {
  planCardMachine,
  type CardExtrasRequest,
  type ProfilePriceRequest,
} from '../machines/plan-card.machine';
import { loadCardExtras, loadProfilePrice } from '../machines/plan-card.loader';

/**
 * The comparison list with its calls supplied: loaded by the root when the comparator first shows
 * (core/app/index.ts, loadCompareCode), so no other page's first view carries its machines and rules.
 */
export function comparisonFlow(api: ApiClient): typeof compareListMachine {
  return compareListMachine.provide({
    actors: {
      compareResults: compareResultsMachine.provide({
        actors: {
          compare: fromPromise(({ input }: { input: CompareParams }) => api.compare(input)),
        },
      }),
      compareFacets: compareFacetsMachine.provide({
        actors: {
          catalogue: fromPromise(({ input }: { input: CompareParams }) => api.compare(input)),
        },
      }),
      compareCards: compareCardsMachine.provide({
        actors: {
          planCard: planCardMachine.provide({
            actors: {
              loadCardExtras: fromPromise(({ input }: { input: CardExtrasRequest }) =>
                loadCardExtras(api, input),
              ),
              loadProfilePrice: fromPromise(({ input }: { input: ProfilePriceRequest }) =>
                loadProfilePrice(api, input),
              ),
            },
          }),
        },
      }),
    },
  });
}
