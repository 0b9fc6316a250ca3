import { assign, fromPromise, setup } from 'xstate';
import { referralEmailError, type ReferralEmailError, type VisitorCommand } from '../domain';

/**
 * The referral modal (§4) and the referrer's lifetime. The stored referrer lives in the projection;
 * this flow only searches, shows the result and asks the root to record (`execute`). A referrer
 * without an executive is removed after more than 30 days: checked at start, every hour of the
 * simulated or real clock, and whenever the root passes the clock's reading (`referral.tick`).
 */
export interface ReferralInput {
  readonly now: number;
}

export type ReferrerLookup =
  | {
      readonly kind: 'found';
      readonly email: string;
      readonly name: string;
      readonly ejecutivo: string | null;
    }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'error'; readonly message: string };

export interface ReferralContext {
  readonly email: string;
  /** Shown once the visitor tried to go on, or typed something. */
  readonly touched: boolean;
  /** Pseudo-login: the modal cannot be closed until a referrer is found, and the e-mail is required. */
  readonly pseudoLogin: boolean;
  readonly foundName: string | null;
  /** The latest clock reading this flow knows (start, ticks, elapsed checks): never ahead of real time. */
  readonly now: number;
}

export type ReferralEvent =
  | { type: 'referral.open'; pseudoLogin?: boolean }
  | { type: 'referral.input'; email: string }
  | { type: 'referral.search' }
  | { type: 'referral.close' }
  | { type: 'referral.retry' }
  | { type: 'referral.done' }
  | { type: 'referral.tick'; now: number };

/** How often the lifetime is checked while the page stays open. */
export const REFERRER_CHECK_MS = 60 * 60 * 1000;

export const referralMachine = setup({
  types: {
    context: {} as ReferralContext,
    input: {} as ReferralInput,
    events: {} as ReferralEvent,
  },
  actors: {
    // Supplied at the root: the lookup by e-mail (a promise that never rejects).
    lookupReferrer: fromPromise<ReferrerLookup, { email: string }>(async () => {
      throw new Error('lookupReferrer not provided');
    }),
  },
  actions: {
    // Supplied at the root: decide and record a command on the visitor's state.
    execute: (_, _params: { command: VisitorCommand }) => {},
    warn: (_, _params: { message: string }) => {},
  },
  guards: {
    emailValid: ({ context }) => referralEmailError(context.email, true) === null,
    closable: ({ context }) => !context.pseudoLogin,
  },
  delays: { referrerCheck: REFERRER_CHECK_MS },
}).createMachine({
  id: 'referral',
  context: ({ input }) => ({
    email: '',
    touched: false,
    pseudoLogin: false,
    foundName: null,
    now: input.now,
  }),
  type: 'parallel',
  states: {
    lifetime: {
      initial: 'watching',
      states: {
        watching: {
          entry: {
            type: 'execute',
            params: ({ context }) => ({ command: { type: 'referral.expire', now: context.now } }),
          },
          after: {
            referrerCheck: {
              target: 'watching',
              reenter: true,
              actions: assign({ now: ({ context }) => context.now + REFERRER_CHECK_MS }),
            },
          },
          on: {
            'referral.tick': {
              target: 'watching',
              reenter: true,
              actions: assign({ now: ({ context, event }) => Math.max(context.now, event.now) }),
            },
          },
        },
      },
    },
    modal: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'referral.open': {
              target: 'editing',
              actions: assign({
                email: '',
                touched: false,
                foundName: null,
                pseudoLogin: ({ event }) => event.pseudoLogin === true,
              }),
            },
          },
        },
        editing: {
          on: {
            'referral.input': {
              actions: assign({ email: ({ event }) => event.email.slice(0, 200), touched: true }),
            },
            // Next stays disabled while the e-mail is invalid (snapshot.can answers the view).
            'referral.search': { guard: 'emailValid', target: 'searching' },
            'referral.close': { guard: 'closable', target: 'closed' },
          },
        },
        searching: {
          invoke: {
            src: 'lookupReferrer',
            input: ({ context }) => ({ email: context.email.trim().toLowerCase() }),
            onDone: [
              {
                guard: ({ event }) => event.output.kind === 'found',
                target: 'found',
                actions: [
                  assign({
                    foundName: ({ event }) => (event.output.kind === 'found' ? event.output.name : null),
                  }),
                  {
                    type: 'execute',
                    params: ({ context, event }) => {
                      const found = event.output.kind === 'found' ? event.output : null;
                      return {
                        command: {
                          type: 'referral.store',
                          email: found?.email ?? context.email,
                          name: found?.name ?? '',
                          ejecutivo: found?.ejecutivo ?? null,
                          now: context.now,
                        },
                      };
                    },
                  },
                ],
              },
              {
                target: 'notFound',
                actions: [
                  {
                    type: 'warn',
                    params: ({ event }) => ({
                      message: event.output.kind === 'error' ? event.output.message : 'Asesor-not-foud',
                    }),
                  },
                  { type: 'execute', params: { command: { type: 'referral.remove' } } },
                ],
              },
            ],
            onError: {
              target: 'notFound',
              actions: [
                { type: 'warn', params: { message: 'Asesor-not-foud' } },
                { type: 'execute', params: { command: { type: 'referral.remove' } } },
              ],
            },
          },
        },
        found: {
          on: { 'referral.done': 'closed', 'referral.close': 'closed' },
        },
        notFound: {
          on: {
            'referral.retry': 'editing',
            'referral.done': [{ guard: 'closable', target: 'closed' }, { target: 'editing' }],
            'referral.close': { guard: 'closable', target: 'closed' },
          },
        },
      },
    },
  },
});

/** The message beside the e-mail field, once the visitor has typed or tried to go on. */
export function selectReferralError(snapshot: { context: ReferralContext }): ReferralEmailError | null {
  const { email, touched } = snapshot.context;
  if (!touched) return null;
  return referralEmailError(email, true);
}
