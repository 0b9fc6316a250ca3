import { prerender } from 'react-dom/static';
import { SITE_COUNTRIES, resolveFinal, type PageName, type SiteCountryCode } from '../../core/domain';
import { loadTranslator } from '../../core/app';
import type { ApiClient } from '../../core/domain/api';
import { childActor, pageFlow, selectResolution } from '../../core/machines/surface';
import { compareChild } from '../../core/machines/surface-compare';
import { createServerApp, type ServerApp } from '../../core/app/server-app';
import { AppRoot } from '../app-root';

export interface RenderedPage {
  /** The root's inner HTML, head tags first (React emits hoistables ahead of the tree). */
  readonly html: string;
  /** The answers the page was built from, for the browser to replay. */
  readonly answers: Readonly<Record<string, unknown>>;
  /** Answers to what the page asks after its first view (its first cards' details), given when asked. */
  readonly prefetched: Readonly<Record<string, unknown>>;
  /** The page the address resolved to ('not-found' for an unknown address). */
  readonly page: PageName;
}

/** React marks a boundary that suspended and was completed later by an inline script. */
const SUSPENDED_MARK = '<template id="B:';
const MAX_PASSES = 4;
/**
 * A comparator's first results are on screen at once on any viewport: their details (coverages,
 * features, offers, price, payment) are asked for a second later. Answered from the page, that second
 * needs neither the API client's code nor a round trip.
 */
const PREFETCHED_CARDS = 4;

async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/**
 * Renders one address as a first visit sees it: the machines start, ask the API what they ask in the
 * browser, and once nothing is in flight React renders the tree (lazy pages included) to HTML.
 */
export async function renderPage(
  address: string,
  api: ApiClient,
  countryCode: SiteCountryCode = 'CO',
): Promise<RenderedPage> {
  const server = await createServerApp({
    address,
    country: SITE_COUNTRIES[countryCode],
    api,
    warn: (message, detail) => console.warn(`[prerender ${address}] ${message}`, detail ?? ''),
  });
  try {
    const { resolution } = resolveFinal(new URL(address, 'http://site.invalid').pathname, 5, countryCode);
    const translator = await loadTranslator(
      server.app.api,
      resolution.kind === 'page' ? resolution.lang : 'es',
    );
    await server.settled();
    // Passes load the lazy code until a pass renders without suspending: then the HTML has no inline
    // completion scripts (React's streaming $RC), which the site's CSP would block.
    let html = '';
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      html = await streamText(
        (await prerender(<AppRoot app={server.app} translator={translator} />)).prelude,
      );
      await server.settled();
      if (!html.includes(SUSPENDED_MARK)) break;
    }
    const navigation = childActor(server.app.actor, 'navigation');
    const page = selectResolution(navigation.getSnapshot()).page;
    const answers = server.answers();
    return { html, answers, prefetched: await firstCardsDetails(server, page, answers), page };
  } finally {
    server.app.stop();
  }
}

/** The answers the comparator's first cards will ask for when they show, asked now (not rendered). */
async function firstCardsDetails(
  server: ServerApp,
  page: PageName,
  answers: Readonly<Record<string, unknown>>,
): Promise<Readonly<Record<string, unknown>>> {
  const compare = page === 'compare' ? pageFlow(server.app.actor, 'compare') : null;
  if (!compare) return {};
  const results = compareChild(compare, 'compareResults').getSnapshot().context.results;
  const productIds = results.slice(0, PREFETCHED_CARDS).map((product) => product.id);
  if (productIds.length === 0) return {};
  server.app.send({ type: 'compare.card.load', productIds });
  await server.settled();
  return Object.fromEntries(Object.entries(server.answers()).filter(([key]) => !(key in answers)));
}

export {
  publicAddresses,
  createApiClient,
  createSampleBackend,
  memoryLeadsStore,
  RECORDED_ANSWERS_ID,
  siteDirectory,
  SITE_COUNTRIES,
  siteShellHtml,
} from '../../core/app/server-app';
