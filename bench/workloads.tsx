// Workloads timed by scripts/bench.mjs (loaded through Vite, so the TypeScript domain runs as is).
import { renderToString } from 'react-dom/server';
import { createActor } from 'xstate';
import {
  COMPARE_PAGE_ES,
  defaultProfile,
  NO_FILTERS,
  facetOptions,
  matchingExcept,
  parsePriceBand,
  SITE_COUNTRIES,
  sortByFilterPrice,
  type CompareFilters,
  type FacetKey,
} from '../core/domain';
import type { ApiClient, InsuranceProduct } from '../core/domain/api';
import { buildCatalogue } from '../core/adapters/sample-backend/catalogue/products';
import { planCardMachine } from '../core/machines/plan-card.machine';
import { loadTranslator } from '../core/app';
import { createServerApp } from '../core/app/server-app';
import { AppProvider } from '../ui/app-context';
import { TextProvider } from '../ui/i18n/texts';
import { PlanCard } from '../ui/compare/plan-card';

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function timed(runs: number, work: () => unknown): number {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** `count` products: the sample catalogue repeated with fresh ids, prices spread so sorting has work. */
export function products(count: number): InsuranceProduct[] {
  const catalogue = buildCatalogue('2026-01-01').map((entry) => entry.product);
  return Array.from({ length: count }, (_, index) => {
    const base = catalogue[index % catalogue.length] as InsuranceProduct;
    const factor = 0.8 + ((index * 7919) % 400) / 1000;
    return {
      ...base,
      id: 100_000 + index,
      price: { ...base.price, minPrice: Math.round(base.price.minPrice * factor) },
    };
  });
}

const FACETS: readonly FacetKey[] = [
  'organizations',
  'organizationTypes',
  'insuranceTypes',
  'categoryTypes',
  'prices',
];

/** Filter (one insurer type and a price band), count every facet's choices, and sort by price. */
export function filterAndSortMs(count = 10_000, runs = 15): number {
  const list = products(count);
  const filters: CompareFilters = { ...NO_FILTERS, prices: parsePriceBand('100000-500000') };
  return timed(runs, () => {
    const shown = matchingExcept(list, filters, null);
    for (const facet of FACETS) facetOptions(list, filters, facet);
    return sortByFilterPrice(shown);
  });
}

/** React rendering 200 result cards (to HTML: the render work without the browser's layout). */
export async function render200CardsMs(count = 200, runs = 9): Promise<number> {
  const noApi = new Proxy({} as ApiClient, {
    get: () => () => Promise.resolve({ ok: false, error: { call: 'bench', kind: 'network', message: '' } }),
  });
  const server = await createServerApp({ address: '/', country: SITE_COUNTRIES.CO, api: noApi });
  const cards = products(count).map((product) =>
    createActor(planCardMachine, {
      input: {
        product,
        profile: defaultProfile(),
        productType: 'Medicina Prepagada',
        coverageOrganizationIds: [],
      },
    }).start(),
  );
  // The cards' texts come with the comparator's code, as on the page.
  const translator = (await loadTranslator(noApi, 'es')).withTexts(COMPARE_PAGE_ES);
  const now = Date.now();
  const time = timed(runs, () =>
    renderToString(
      <AppProvider value={server.app}>
        <TextProvider translator={translator}>
          {cards.map((card) => (
            <PlanCard
              key={card.id}
              cardRef={card}
              layout="list"
              mobile={false}
              productType="Medicina Prepagada"
              country="CO"
              now={now}
              contribution={50}
              employees={null}
            />
          ))}
        </TextProvider>
      </AppProvider>,
    ),
  );
  for (const card of cards) card.stop();
  server.app.stop();
  return time;
}
