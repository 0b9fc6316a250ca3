import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  decideAccess,
  INSTITUTION_PARAM,
  INSTITUTION_VIEW_PATH,
  loginAddress,
  readAccessToken,
  readLoginQuery,
  requiresAccessToken,
  type LoginError,
  type PageName,
  type TokenSignature,
} from '../domain';
import { API_MESSAGES, CALL_DEADLINES_MS } from '../domain/api';

/**
 * The token-gated institution view and /login (§6): on the gated page the stored JWT is read and decided
 * (core/domain/visitors/access-token.ts); without a readable, current token the visitor goes to /login.
 * On /login with the portal's hash, the token is fetched (GET /hashtoken/{hash}, 15 s in all), stored,
 * and the visitor returns to where they were going.
 */
export interface StoredToken {
  readonly token: string | null;
  /** The clock's reading when the token was read: expiry is decided against it. */
  readonly now: number;
  /** What the signature check said (issue 27); unchecked when no key is configured. */
  readonly signature?: TokenSignature;
}

export type TokenExchange =
  { readonly ok: true; readonly token: string } | { readonly ok: false; readonly message: string };

export interface GrantedAccess {
  readonly institution: string | null;
  readonly demo: boolean;
  readonly name: string | null;
}

export interface AccessContext {
  /** The gated page's address, to come back to after /login. */
  readonly address: string;
  readonly institutionParam: string | null;
  readonly access: GrantedAccess | null;
  readonly hash: string | null;
  readonly referrer: string;
  readonly token: string | null;
  readonly error: LoginError | null;
}

export type AccessEvent =
  | { type: 'access.route'; page: PageName; pathname: string; search: string }
  | { type: 'access.retry' }
  | { type: 'access.signOut' };

/** The whole wait for the portal's token (§7 "token wait times out at 15 s"). */
export const TOKEN_WAIT_MS = CALL_DEADLINES_MS.waitForToken;

type RouteEvent = Extract<AccessEvent, { type: 'access.route' }>;
const routeOf = (event: AccessEvent): RouteEvent | null => (event.type === 'access.route' ? event : null);

export const accessMachine = setup({
  types: {
    context: {} as AccessContext,
    events: {} as AccessEvent,
  },
  actors: {
    // Supplied at the root: local storage through the browser adapter, the API client's token wait.
    readToken: fromPromise<StoredToken>(async () => {
      throw new Error('readToken not provided');
    }),
    waitForToken: fromPromise<TokenExchange, { hash: string }>(async () => {
      throw new Error('waitForToken not provided');
    }),
    storeToken: fromPromise<void, { token: string }>(async () => {
      throw new Error('storeToken not provided');
    }),
    clearToken: fromPromise<void>(async () => {
      throw new Error('clearToken not provided');
    }),
  },
  actions: {
    // Supplied at the root: a replace navigation (the gated address must not stay in the history).
    navigate: (_, _params: { to: string }) => {},
    // Supplied at the root: asks the content flow for the institution's plans.
    loadInstitution: (_, _params: { institution: string }) => {},
  },
  guards: {
    gated: ({ event }) => {
      const route = routeOf(event);
      return route !== null && requiresAccessToken(route.page);
    },
    loginWithHash: ({ event }) => {
      const route = routeOf(event);
      return route !== null && route.page === 'login' && readLoginQuery(route.search).hash !== null;
    },
  },
  delays: { tokenWait: TOKEN_WAIT_MS },
}).createMachine({
  id: 'access',
  context: {
    address: INSTITUTION_VIEW_PATH,
    institutionParam: null,
    access: null,
    hash: null,
    referrer: INSTITUTION_VIEW_PATH,
    token: null,
    error: null,
  },
  initial: 'idle',
  on: {
    'access.route': [
      {
        guard: 'gated',
        target: '.checking',
        reenter: true,
        actions: assign(({ event }) => ({
          address: `${event.pathname}${event.search}`,
          institutionParam: new URLSearchParams(event.search).get(INSTITUTION_PARAM),
          access: null,
          error: null,
        })),
      },
      {
        guard: 'loginWithHash',
        target: '.exchanging',
        reenter: true,
        actions: assign(({ event }) => {
          const query = readLoginQuery(event.search);
          return { hash: query.hash, referrer: query.referrer, token: null, error: null };
        }),
      },
      { target: '.idle', actions: assign({ access: null, error: null, hash: null }) },
    ],
  },
  states: {
    idle: {},
    checking: {
      invoke: {
        src: 'readToken',
        onDone: [
          {
            guard: ({ context, event }) =>
              decideAccess({ ...event.output, institutionParam: context.institutionParam }).kind ===
              'granted',
            target: 'granted',
            actions: assign({
              access: ({ context, event }) => {
                const verdict = decideAccess({ ...event.output, institutionParam: context.institutionParam });
                return verdict.kind === 'granted'
                  ? { institution: verdict.institution, demo: verdict.demo, name: verdict.name }
                  : null;
              },
            }),
          },
          {
            target: 'idle',
            actions: {
              type: 'navigate',
              params: ({ context, event }) => {
                const verdict = decideAccess({ ...event.output, institutionParam: context.institutionParam });
                return {
                  to: loginAddress(context.address, verdict.kind === 'login' ? verdict.reason : 'invalid'),
                };
              },
            },
          },
        ],
        // Storage that cannot be read holds no token.
        onError: {
          target: 'idle',
          actions: {
            type: 'navigate',
            params: ({ context }) => ({ to: loginAddress(context.address, 'missing') }),
          },
        },
      },
    },
    granted: {
      entry: enqueueActions(({ context, enqueue }) => {
        const institution = context.access?.institution;
        if (institution) enqueue({ type: 'loadInstitution', params: { institution } });
      }),
      on: { 'access.signOut': 'signingOut' },
    },
    signingOut: {
      invoke: {
        src: 'clearToken',
        onDone: 'signedOut',
        onError: 'signedOut',
      },
    },
    signedOut: {
      always: {
        target: 'idle',
        actions: [
          assign({ access: null }),
          { type: 'navigate', params: () => ({ to: loginAddress(INSTITUTION_VIEW_PATH, 'signedOut') }) },
        ],
      },
    },
    exchanging: {
      invoke: {
        src: 'waitForToken',
        input: ({ context }) => ({ hash: context.hash ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok && readAccessToken(event.output.token) !== null,
            target: 'storing',
            actions: assign({ token: ({ event }) => (event.output.ok ? event.output.token : null) }),
          },
          {
            guard: ({ event }) => event.output.ok,
            target: 'failed',
            actions: assign({ error: 'invalid' }),
          },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) =>
                !event.output.ok && event.output.message === API_MESSAGES.tokenTimeout ? 'timeout' : 'failed',
            }),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: 'failed' }) },
      },
      // The flow's own deadline: the message shows at 15 s whatever the adapter does.
      after: { tokenWait: { target: 'failed', actions: assign({ error: 'timeout' }) } },
    },
    storing: {
      invoke: {
        src: 'storeToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ token: null, hash: null }),
            { type: 'navigate', params: ({ context }) => ({ to: context.referrer }) },
          ],
        },
        onError: { target: 'failed', actions: assign({ token: null, error: 'failed' }) },
      },
    },
    failed: {
      on: { 'access.retry': { target: 'exchanging', actions: assign({ error: null }) } },
    },
  },
});

export type AccessStatus = 'idle' | 'checking' | 'granted' | 'exchanging' | 'failed';

export function selectAccessStatus(snapshot: { value: unknown }): AccessStatus {
  switch (snapshot.value) {
    case 'checking':
    case 'granted':
    case 'exchanging':
    case 'failed':
      return snapshot.value;
    case 'storing':
      return 'exchanging';
    case 'signingOut':
    case 'signedOut':
      return 'granted';
    default:
      return 'idle';
  }
}

export const selectGrantedAccess = (snapshot: { context: AccessContext }): GrantedAccess | null =>
  snapshot.context.access;
export const selectAccessError = (snapshot: { context: AccessContext }): LoginError | null =>
  snapshot.context.error;
