import { getResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ES_TEXTS, resolveFinal } from '../../../core/domain';
import type { ApiClient } from '../../../core/domain/api';
import {
  createApiClient,
  createSampleBackend,
  memoryLeadsStore,
  publicAddresses,
  renderPage,
} from '../../../ui/prerender/render-page';

const ORIGIN = 'http://prerender.sample';

/** The build's renderer over the sample backend, as scripts/prerender.mjs runs it. */
function sampleApi(): ApiClient {
  const backend = createSampleBackend({ leads: memoryLeadsStore() });
  return createApiClient({
    apiBase: `${ORIGIN}/api/`,
    assetBase: `${ORIGIN}/`,
    country: 'CO',
    version: 'test',
    internalTraffic: () => false,
    forcedRefresh: () => false,
    bearerToken: () => null,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      return (await getResponse(backend.handlers, request)) ?? new Response('{}', { status: 404 });
    },
  });
}

// Every key as the page would show it if its texts were missing (a plural's base key too).
const KEYS = Object.entries(ES_TEXTS).flatMap(([namespace, texts]) =>
  Object.keys(texts).flatMap((key) => [
    `${namespace}.${key}`,
    `${namespace}.${key.replace(/_(one|other|many)$/, '')}`,
  ]),
);

let api: ApiClient;
let addresses: string[];

beforeAll(async () => {
  api = sampleApi();
  const all = await publicAddresses(api, 'CO');
  // One address of each page, every comparator, and an unknown address (404).
  const seen = new Set<string>();
  addresses = [...all, '/esta-pagina-no-existe'].filter((address) => {
    const { resolution } = resolveFinal(address);
    const kind = resolution.kind === 'page' ? `${resolution.page}:${resolution.lang}` : address;
    if (address.startsWith('/Comparar/') || !seen.has(kind)) return (seen.add(kind), true);
    return false;
  });
}, 60_000);

afterEach(() => vi.restoreAllMocks());

describe('each page renders with its texts in place (the shell carries only its own)', () => {
  it('given every kind of public page rendered as the build renders it, then no text key shows and none is missing', async () => {
    const missing: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (args[0] === 'Texto sin cargar') missing.push(args);
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(addresses.length).toBeGreaterThan(10);
    for (const address of addresses) {
      const { html } = await renderPage(address, api, 'CO');
      const text = html.replace(/<[^>]*>/g, ' ');
      const shown = KEYS.filter((key) => text.includes(key));
      expect({ address, shown }).toEqual({ address, shown: [] });
    }
    expect(missing).toEqual([]);
  }, 120_000);
});
