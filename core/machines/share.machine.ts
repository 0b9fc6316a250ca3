import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ProductTypeName, Profile } from '../domain';

/**
 * Sharing a comparison (every visitor) and opening a shared one: the link goes through the short-link
 * call (POST api/buscarplanes/sharedinsurance) and opens as /url/{code}, which is validated
 * (POST api/buscarplanes/sharedinsurance/{code}) before the site goes to the shared comparison.
 */
export interface ShareRequest {
  readonly pathname: string;
  readonly search: string;
  readonly profile: Profile | null;
  readonly productType: ProductTypeName | null;
  readonly slots: readonly (string | null)[];
}

export type CreatedLink = { readonly ok: true; readonly link: string } | { readonly ok: false };

export type ResolvedLink =
  | { readonly ok: true; readonly address: string; readonly plans: readonly string[] }
  | { readonly ok: false; readonly reason: 'invalid' | 'host' | 'error' };

export interface ShareContext {
  readonly link: string | null;
  readonly copied: boolean;
  readonly code: string | null;
  readonly failure: 'invalid' | 'host' | 'error' | null;
}

export type ShareEvent =
  | { type: 'share.create'; request: ShareRequest }
  | { type: 'share.copied'; ok: boolean }
  | { type: 'share.dismiss' }
  | { type: 'share.resolve'; code: string };

export const shareMachine = setup({
  types: {
    context: {} as ShareContext,
    events: {} as ShareEvent,
  },
  actors: {
    createShortLink: fromPromise<CreatedLink, ShareRequest>(async () => {
      throw new Error('createShortLink not provided');
    }),
    resolveShortLink: fromPromise<ResolvedLink, { code: string }>(async () => {
      throw new Error('resolveShortLink not provided');
    }),
  },
  actions: {
    // Supplied at the root: the clipboard (answers with share.copied), the comparison slots, navigation.
    copy: (_, _params: { text: string }) => {},
    choosePlans: (_, _params: { plans: readonly string[] }) => {},
    navigate: (_, _params: { address: string }) => {},
  },
}).createMachine({
  id: 'share',
  context: { link: null, copied: false, code: null, failure: null },
  initial: 'idle',
  on: {
    'share.resolve': {
      target: '.resolving',
      actions: assign({ code: ({ event }) => event.code, failure: null }),
    },
  },
  states: {
    idle: {
      on: { 'share.create': 'creating' },
    },
    creating: {
      invoke: {
        src: 'createShortLink',
        input: ({ event }) => (event as Extract<ShareEvent, { type: 'share.create' }>).request,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'ready',
            actions: [
              assign({ link: ({ event }) => (event.output.ok ? event.output.link : null), copied: false }),
              { type: 'copy', params: ({ event }) => ({ text: event.output.ok ? event.output.link : '' }) },
            ],
          },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
    ready: {
      on: {
        'share.copied': { actions: assign({ copied: ({ event }) => event.ok }) },
        'share.dismiss': { target: 'idle', actions: assign({ link: null, copied: false }) },
        'share.create': 'creating',
      },
    },
    failed: {
      on: { 'share.create': 'creating', 'share.dismiss': 'idle' },
    },
    resolving: {
      invoke: {
        src: 'resolveShortLink',
        input: ({ context }) => ({ code: context.code ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'idle',
            actions: enqueueActions(({ enqueue, event }) => {
              if (!event.output.ok) return;
              // The shared plans replace this browser's choice, so the table shows what was shared.
              if (event.output.plans.length > 0)
                enqueue({ type: 'choosePlans', params: { plans: event.output.plans } });
              enqueue({ type: 'navigate', params: { address: event.output.address } });
            }),
          },
          {
            target: 'invalid',
            actions: assign({ failure: ({ event }) => (event.output.ok ? null : event.output.reason) }),
          },
        ],
        onError: { target: 'invalid', actions: assign({ failure: 'error' }) },
      },
    },
    invalid: {
      on: { 'share.create': 'creating' },
    },
  },
});
