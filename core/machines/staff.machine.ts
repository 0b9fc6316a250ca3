import { assign, fromPromise, setup, spawnChild } from 'xstate';
import { buildComparatorUrl, parsePonderation } from '../domain';

/**
 * The internal-traffic panel's own flow (§6): the ponderation typed by staff (0 to 1, kept for this
 * visit and sent with the comparison) and the build-URL copy with its 2 s confirmation. The flags
 * themselves are the visitor's durable state (FlagToggled), decided at the root.
 */
export interface StaffInput {
  readonly origin: string;
}

export interface StaffContext {
  readonly origin: string;
  readonly ponderationText: string;
  /** The valid ponderation, or null when none is typed or the text is not 0 to 1. */
  readonly ponderation: number | null;
  readonly lastCopied: string | null;
  /** The latest error reports (issue 27), newest first; null until asked, 'failed' when they could not load. */
  readonly errors: readonly RecentError[] | null | 'failed';
}

/** One report as the error service keeps it. */
export interface RecentError {
  readonly kind: string;
  readonly message: string;
  readonly page?: string;
  readonly receivedAt?: string;
}

export type StaffEvent =
  | { type: 'staff.ponderation'; text: string }
  | { type: 'staff.copyUrl'; pathname: string; search: string }
  | { type: 'staff.copied'; ok: boolean }
  | { type: 'staff.errors' };

/** Alert duration (§9): 2 s. */
export const STAFF_ALERT_MS = 2000;

export const staffMachine = setup({
  types: {
    context: {} as StaffContext,
    input: {} as StaffInput,
    events: {} as StaffEvent,
  },
  actors: {
    // Supplied at the root: the error service's latest reports.
    recentErrors: fromPromise<readonly RecentError[]>(async () => []),
  },
  actions: {
    // Supplied at the root: the clipboard; it answers with staff.copied.
    copy: (_, _params: { text: string }) => {},
  },
  delays: { alert: STAFF_ALERT_MS },
}).createMachine({
  id: 'staff',
  context: ({ input }) => ({
    origin: input.origin,
    ponderationText: '',
    ponderation: null,
    lastCopied: null,
    errors: null,
  }),
  on: {
    'staff.errors': { actions: spawnChild('recentErrors', { id: 'recentErrors' }) },
    'xstate.done.actor.recentErrors': {
      actions: assign({ errors: ({ event }) => event.output.slice(-10).reverse() }),
    },
    'xstate.error.actor.recentErrors': { actions: assign({ errors: 'failed' as const }) },
    'staff.copyUrl': {
      target: '.copying',
      actions: [
        assign({
          lastCopied: ({ context, event }) =>
            buildComparatorUrl(context.origin, event.pathname, event.search),
        }),
        { type: 'copy', params: ({ context }) => ({ text: context.lastCopied ?? '' }) },
      ],
    },
    'staff.ponderation': {
      actions: assign(({ event }) => ({
        ponderationText: event.text.slice(0, 10),
        ponderation: parsePonderation(event.text),
      })),
    },
  },
  initial: 'idle',
  states: {
    idle: {},
    copying: {
      on: {
        'staff.copied': [{ guard: ({ event }) => event.ok, target: 'copied' }, { target: 'copyFailed' }],
      },
    },
    copied: { after: { alert: 'idle' } },
    copyFailed: { after: { alert: 'idle' } },
  },
});

/** The ponderation's message beside the field: a text that is not a number from 0 to 1. */
export function selectPonderationError(snapshot: { context: StaffContext }): string | null {
  const { ponderationText, ponderation } = snapshot.context;
  if (ponderationText.trim() === '' || ponderation !== null) return null;
  return 'La ponderación debe ser un número entre 0 y 1';
}
