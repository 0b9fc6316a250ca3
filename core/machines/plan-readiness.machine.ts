import { assign, setup } from 'xstate';
import { INITIAL_TAB_SCROLL_DELAY_MS, PRERENDER_READY_DELAY_MS, allDocumentsSettled } from '../domain';

/**
 * When a plan page is done (§2): the prerender-ready flag 800 ms after every PDF on the shown tab
 * rendered its text layer, and the initial scroll to the tab named in the address after 1000 ms.
 * The parent says when a detail shows (`readiness.start`); the view says when a document settled.
 */
export interface PlanReadinessContext {
  /** The documents the shown tab renders, and those rendered (or failed) so far. */
  readonly expected: readonly string[];
  readonly settled: readonly string[];
  readonly scroll: boolean;
}

export type PlanReadinessEvent =
  /** A plan page starts resolving: prerenderers wait (the flag is down) until it is done. */
  | { type: 'readiness.wait' }
  | { type: 'readiness.start'; documents: readonly string[]; scroll: boolean }
  /** Another page or the modal: no timer runs (the flag stays as it is: only a plan page sets it). */
  | { type: 'readiness.reset' }
  | { type: 'detail.document.settled'; url: string };

export const planReadinessMachine = setup({
  types: { context: {} as PlanReadinessContext, events: {} as PlanReadinessEvent },
  delays: { prerenderDelay: PRERENDER_READY_DELAY_MS, tabScrollDelay: INITIAL_TAB_SCROLL_DELAY_MS },
  actions: {
    // Supplied at the root: window.prerenderReady for prerenderers, and the scroll to the tab body.
    markPrerenderReady: (_, _params: { ready: boolean }) => {},
    scrollToTab: () => {},
    start: assign(({ event }) =>
      event.type === 'readiness.start'
        ? { expected: event.documents, settled: [], scroll: event.scroll }
        : {},
    ),
    noteSettled: assign({
      settled: ({ context, event }) =>
        event.type === 'detail.document.settled' && !context.settled.includes(event.url)
          ? [...context.settled, event.url]
          : context.settled,
    }),
  },
  guards: {
    allSettled: ({ context }) => allDocumentsSettled(context.expected, context.settled),
    noScroll: ({ context }) => !context.scroll,
  },
}).createMachine({
  id: 'planReadiness',
  context: { expected: [], settled: [], scroll: false },
  initial: 'idle',
  on: {
    'readiness.wait': {
      target: '.idle',
      actions: { type: 'markPrerenderReady', params: { ready: false } },
    },
    'readiness.start': { target: '.showing', reenter: true, actions: 'start' },
    'readiness.reset': { target: '.idle' },
  },
  states: {
    idle: {},
    showing: {
      type: 'parallel',
      states: {
        prerender: {
          initial: 'rendering',
          states: {
            rendering: {
              always: { guard: 'allSettled', target: 'settling' },
              on: { 'detail.document.settled': { actions: 'noteSettled' } },
            },
            settling: {
              after: {
                prerenderDelay: {
                  target: 'ready',
                  actions: { type: 'markPrerenderReady', params: { ready: true } },
                },
              },
            },
            ready: {},
          },
        },
        scroll: {
          initial: 'waiting',
          states: {
            waiting: {
              always: { guard: 'noScroll', target: 'done' },
              after: { tabScrollDelay: { target: 'done', actions: 'scrollToTab' } },
            },
            done: {},
          },
        },
      },
    },
  },
});
