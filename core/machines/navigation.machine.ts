import { assign, sendParent, setup } from 'xstate';
import { localizedPath, resolveFinal, type RouteResolution, type SiteCountryCode } from '../domain';

export type PageResolution = Extract<RouteResolution, { kind: 'page' }>;

export interface NavigationInput {
  /** The address the browser opened with (path, query and fragment). */
  readonly address: string;
  /** The site whose route table resolves addresses; Colombia when not given. */
  readonly country?: SiteCountryCode;
}

export interface NavigationContext {
  readonly country: SiteCountryCode;
  readonly address: string;
  readonly resolution: PageResolution;
  /** Counts navigations, so a view can tell a new page from a re-render. */
  readonly visits: number;
}

export type NavigationEvent =
  | { type: 'navigation.go'; to: string; replace?: boolean }
  /** The browser moved through its history (back or forward). */
  | { type: 'navigation.popped'; address: string };

/** An address a flow asks for (canonical, in Spanish segments) stays in the page's language. */
const inLanguage = (context: NavigationContext, to: string) => localizedPath(context.resolution.lang, to);

function settle(country: SiteCountryCode, address: string): { address: string; resolution: PageResolution } {
  const { resolution, address: final } = resolveFinal(address, 5, country);
  // resolveFinal ends on a page by construction; the check keeps the type honest.
  if (resolution.kind !== 'page') throw new Error('route table ends on a redirect');
  return { address: final, resolution };
}

export const navigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    input: {} as NavigationInput,
    events: {} as NavigationEvent,
  },
  actions: {
    // Supplied by the browser adapter at the root.
    pushAddress: (_, _params: { address: string }) => {},
    replaceAddress: (_, _params: { address: string }) => {},
    scrollToTop: () => {},
    /** Tells the root which page now shows; the root hands it to the flows that follow the page. */
    announce: sendParent((_, params: { resolution: PageResolution }) => ({
      type: 'route.changed' as const,
      resolution: params.resolution,
    })),
  },
}).createMachine({
  id: 'navigation',
  context: ({ input }) => {
    const country = input.country ?? 'CO';
    return { country, ...settle(country, input.address), visits: 1 };
  },
  initial: 'showing',
  // The address the browser opened with may have been redirected: write the final one back.
  entry: [
    { type: 'replaceAddress', params: ({ context }) => ({ address: context.address }) },
    { type: 'announce', params: ({ context }) => ({ resolution: context.resolution }) },
  ],
  states: {
    showing: {
      on: {
        'navigation.go': [
          {
            guard: ({ event }) => event.replace === true,
            actions: [
              assign(({ context, event }) => ({
                ...settle(context.country, inLanguage(context, event.to)),
                visits: context.visits + 1,
              })),
              { type: 'replaceAddress', params: ({ context }) => ({ address: context.address }) },
              'scrollToTop',
              { type: 'announce', params: ({ context }) => ({ resolution: context.resolution }) },
            ],
          },
          {
            actions: [
              assign(({ context, event }) => ({
                ...settle(context.country, inLanguage(context, event.to)),
                visits: context.visits + 1,
              })),
              { type: 'pushAddress', params: ({ context }) => ({ address: context.address }) },
              'scrollToTop',
              { type: 'announce', params: ({ context }) => ({ resolution: context.resolution }) },
            ],
          },
        ],
        'navigation.popped': {
          actions: [
            assign(({ context, event }) => ({
              ...settle(context.country, event.address),
              visits: context.visits + 1,
            })),
            { type: 'replaceAddress', params: ({ context }) => ({ address: context.address }) },
            { type: 'announce', params: ({ context }) => ({ resolution: context.resolution }) },
          ],
        },
      },
    },
  },
});

export const selectResolution = (snapshot: { context: NavigationContext }) => snapshot.context.resolution;
