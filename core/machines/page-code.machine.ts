import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { PAGE_CODE_ASK_PATIENCE_MS, pageCodeFailureAction, pageCodeRetryAction } from '../domain';

interface PageCodeInput {
  /** The root's word on the network when the site started. */
  readonly online: boolean;
}

interface PageCodeContext {
  readonly online: boolean;
  /** How many times code that had failed arrived after all: a failure shown before it shows its page again. */
  readonly arrivals: number;
}

export type PageCodeEvent =
  /** The view shows that a page's (or a dialog's) code did not arrive. */
  | { type: 'code.failed' }
  /** The visitor's 'Reintentar'. */
  | { type: 'code.retry' }
  /** The root's word on the network (the browser's, or a call's). */
  | { type: 'network.changed'; online: boolean };

/**
 * Code that did not arrive (§8: the network's, never a bug). Online it is most likely a deploy that
 * replaced the files: one reload per version fetches the new ones (pageCodeFailureAction). After that,
 * or offline, the failure waits: the network's return asks for the code again by itself, and the
 * visitor's 'Reintentar' reloads online or asks again in place offline (pageCodeRetryAction). The
 * reload, the remembered reload and the ask are the browser's, supplied by core/app/page-code-flow.ts.
 */
export const pageCodeMachine = setup({
  types: {
    context: {} as PageCodeContext,
    input: {} as PageCodeInput,
    events: {} as PageCodeEvent,
  },
  actors: {
    // Whether this version's one reload was already spent in this tab (without a browser: spent).
    reloadedAlready: fromPromise<boolean>(async () => true),
    // A reload: remembered, once per version (a deploy), or at the visitor's word whatever came before.
    reload: fromPromise<void, { remembered: boolean }>(async () => {}),
    // Every code that did not arrive, asked for again: fails while one still does not arrive.
    loadCode: fromPromise<void>(async () => {}),
  },
  delays: { askPatience: PAGE_CODE_ASK_PATIENCE_MS },
  guards: {
    deployReload: ({ context }, params: { reloadedAlready: boolean }) =>
      pageCodeFailureAction({ online: context.online, reloadedAlready: params.reloadedAlready }) === 'reload',
    visitorReloads: ({ context }) => pageCodeRetryAction({ online: context.online }) === 'reload',
    cameOnline: ({ context, event }) => event.type === 'network.changed' && event.online && !context.online,
  },
  actions: {
    noteNetwork: assign({
      online: ({ context, event }) => (event.type === 'network.changed' ? event.online : context.online),
    }),
    countArrival: assign({ arrivals: ({ context }) => context.arrivals + 1 }),
  },
}).createMachine({
  id: 'pageCode',
  context: ({ input }) => ({ online: input.online, arrivals: 0 }),
  on: { 'network.changed': { actions: 'noteNetwork' } },
  initial: 'idle',
  states: {
    // Every code the site asked for arrived (or none failed yet).
    idle: { on: { 'code.failed': 'checking' } },
    // A failure just showed: a reload for a deploy's files, or wait.
    checking: {
      invoke: {
        src: 'reloadedAlready',
        onDone: [
          {
            guard: { type: 'deployReload', params: ({ event }) => ({ reloadedAlready: event.output }) },
            target: 'reloadingOnce',
          },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
    // The document goes; if the browser could not remember the reload it does not reload (no loop).
    reloadingOnce: {
      invoke: { src: 'reload', input: { remembered: true }, onDone: 'failed', onError: 'failed' },
    },
    reloadingNow: {
      invoke: { src: 'reload', input: { remembered: false }, onDone: 'failed', onError: 'failed' },
    },
    // Shown with 'Reintentar'; another failure (another page) is checked afresh.
    failed: {
      on: {
        'code.failed': 'checking',
        'code.retry': [{ guard: 'visitorReloads', target: 'reloadingNow' }, { target: 'asking' }],
        'network.changed': [
          { guard: 'cameOnline', target: 'asking', actions: 'noteNetwork' },
          { actions: 'noteNetwork' },
        ],
      },
    },
    asking: {
      invoke: {
        src: 'loadCode',
        onDone: { target: 'idle', actions: 'countArrival' },
        onError: 'failed',
      },
      after: { askPatience: 'failed' },
    },
  },
});

type PageCodeSnapshot = SnapshotFrom<typeof pageCodeMachine>;

/** How many times failed code arrived after all (the view shows the page again when it grows). */
export const selectCodeArrivals = (snapshot: Pick<PageCodeSnapshot, 'context'>): number =>
  snapshot.context.arrivals;
