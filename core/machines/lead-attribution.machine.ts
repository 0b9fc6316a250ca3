import { enqueueActions, setup } from 'xstate';
import { LEAD_ATTRIBUTION_STORE_DELAY_MS, arrivalTouch, isBotUserAgent, type Touch } from '../domain';

/** How this page was reached, as the browser tells it at boot. */
export interface PageArrival {
  /** document.referrer: the page that linked here, or empty. */
  readonly referrer: string;
  /** This site's origin, to tell another site's link from our own. */
  readonly siteOrigin: string;
  readonly userAgent: string;
}

export interface LeadAttributionInput {
  /** Path, query and fragment of the first page of this load. */
  readonly address: string;
  /** When the page loaded (epoch ms): the touch's time. */
  readonly now: number;
  /** None in tests and embeddings that do not say: no touch is recorded. */
  readonly arrival: PageArrival | null;
}

export interface LeadAttributionContext {
  /** The touch this load makes; null for a bot or an unknown arrival (§4: bots are not visitors). */
  readonly touch: Touch | null;
}

/**
 * Lead attribution (§9): a page load is a touch once the visitor stays 2 s (a bounce or a redirect is
 * not); the root's decider keeps it if it comes from a new source. Flow state only: the list is the
 * projection's.
 */
export const leadAttributionMachine = setup({
  types: {
    context: {} as LeadAttributionContext,
    input: {} as LeadAttributionInput,
  },
  delays: { touchDelay: LEAD_ATTRIBUTION_STORE_DELAY_MS },
  actions: {
    // The root decides and records it (kernel: a child never records events itself).
    record: enqueueActions(({ context, enqueue }) => {
      if (context.touch)
        enqueue.sendParent({
          type: 'visitor.execute',
          command: { type: 'attribution.touch', touch: context.touch },
        });
    }),
  },
  guards: {
    hasTouch: ({ context }) => context.touch !== null,
  },
}).createMachine({
  id: 'leadAttribution',
  context: ({ input }) => ({
    touch:
      input.arrival === null || isBotUserAgent(input.arrival.userAgent)
        ? null
        : arrivalTouch({
            address: input.address,
            referrer: input.arrival.referrer,
            siteOrigin: input.arrival.siteOrigin,
            at: input.now,
          }),
  }),
  initial: 'staying',
  states: {
    staying: {
      always: { guard: ({ context }) => context.touch === null, target: 'done' },
      after: {
        touchDelay: {
          target: 'done',
          guard: 'hasTouch',
          actions: 'record',
        },
      },
    },
    // Kept running (not final) so the actor tree stays as documented.
    done: {},
  },
});
