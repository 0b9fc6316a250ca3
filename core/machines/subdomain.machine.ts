import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  UNAUTHORIZED_IFRAME_WARNING,
  embeddingVerdict,
  partnerKeyOf,
  partnerRedirect,
  requiresReferrer,
  type EmbeddingVerdict,
} from '../domain';
import type { SubdomainConfig } from '../domain/api';

/**
 * Subdomain gating and embedding (§4): on a partner subdomain the configuration loads first; then the
 * root path and paths outside the allowed list are redirected, and a framed page is checked against
 * the allowed URLs. Unauthorized: the warning is logged and, with deny on, a blank page loads.
 */
export interface SubdomainInput {
  /** The partner subdomain the host names, or null on the plain site. */
  readonly subdomain: string | null;
  readonly hostname: string;
  readonly framed: boolean;
  readonly embedderOrigin: string | null;
  /** Origins that may always embed the site (its own). */
  readonly siteOrigins: readonly string[];
  /** Deny unauthorized frames with a blank page (on in production, §9 "iframe check on"). */
  readonly deny: boolean;
  /** The partner-iframe key of the address, if any. */
  readonly partnerKey: string | null;
  readonly hasReferrer: boolean;
  /** The page's path at start. */
  readonly pathname: string;
}

export type SubdomainLookup =
  { readonly ok: true; readonly config: SubdomainConfig | null } | { readonly ok: false };

/** The iframe key's allowed URL list; null when the server does not know the key. */
export type KeyLookup =
  { readonly ok: true; readonly allowedUrls: readonly string[] | null } | { readonly ok: false };

export interface SubdomainContext extends SubdomainInput {
  readonly config: SubdomainConfig | null;
  /** The allowed URL list of a key the server knows (null: no key, an unknown one, or the lookup failed). */
  readonly keyAllowedUrls: readonly string[] | null;
  readonly verdict: EmbeddingVerdict | null;
}

const PARTNER_CONFIG_FAILED = 'No se pudo cargar la configuración del aliado';
const IFRAME_KEY_FAILED = 'No se pudo validar la llave del aliado';

const redirectFor = (context: SubdomainContext, pathname: string): string | null =>
  context.config ? partnerRedirect(pathname, context.config) : null;

export type SubdomainEvent = { type: 'subdomain.path'; pathname: string };

export const subdomainMachine = setup({
  types: {
    context: {} as SubdomainContext,
    input: {} as SubdomainInput,
    events: {} as SubdomainEvent,
  },
  actors: {
    loadConfig: fromPromise<SubdomainLookup, { subdomain: string; hostname: string }>(async () => {
      throw new Error('loadConfig not provided');
    }),
    // GET api/integration/iframe-token?token= (§7).
    validateKey: fromPromise<KeyLookup, { key: string }>(async () => {
      throw new Error('validateKey not provided');
    }),
  },
  actions: {
    // Supplied at the root.
    redirect: (_, _params: { to: string }) => {},
    warn: (_, _params: { message: string }) => {},
    blankPage: () => {},
    askReferrer: () => {},
  },
  guards: {
    hasSubdomain: ({ context }) => context.subdomain !== null,
    hasKey: ({ context }) => partnerKeyOf(context.partnerKey) !== null,
  },
}).createMachine({
  id: 'subdomain',
  context: ({ input }) => ({ ...input, config: null, keyAllowedUrls: null, verdict: null }),
  initial: 'starting',
  on: {
    'subdomain.path': { actions: assign({ pathname: ({ event }) => event.pathname }) },
  },
  states: {
    starting: {
      always: [
        { guard: 'hasSubdomain', target: 'loading' },
        { guard: 'hasKey', target: 'validatingKey' },
        { target: 'checking' },
      ],
    },
    loading: {
      invoke: {
        src: 'loadConfig',
        input: ({ context }) => ({ subdomain: context.subdomain ?? '', hostname: context.hostname }),
        onDone: {
          target: 'keyed',
          actions: enqueueActions(({ enqueue, event }) => {
            if (event.output.ok) enqueue.assign({ config: event.output.config });
            else enqueue({ type: 'warn', params: { message: PARTNER_CONFIG_FAILED } });
          }),
        },
        onError: 'keyed',
      },
    },
    keyed: {
      always: [{ guard: 'hasKey', target: 'validatingKey' }, { target: 'checking' }],
    },
    validatingKey: {
      invoke: {
        src: 'validateKey',
        input: ({ context }) => ({ key: partnerKeyOf(context.partnerKey) ?? '' }),
        onDone: {
          target: 'checking',
          actions: enqueueActions(({ enqueue, event }) => {
            if (event.output.ok) enqueue.assign({ keyAllowedUrls: event.output.allowedUrls });
            else enqueue({ type: 'warn', params: { message: IFRAME_KEY_FAILED } });
          }),
        },
        onError: 'checking',
      },
    },
    checking: {
      entry: assign({
        verdict: ({ context }) =>
          embeddingVerdict({
            framed: context.framed,
            embedderOrigin: context.embedderOrigin,
            allowedUrls: [...context.siteOrigins, ...(context.config?.allowedUrls ?? [])],
            keyAllowedUrls: context.keyAllowedUrls,
          }),
      }),
      always: [
        {
          guard: ({ context }) => context.verdict === 'unauthorized' && context.deny,
          target: 'denied',
        },
        {
          guard: ({ context }) => context.verdict === 'unauthorized',
          target: 'ready',
          actions: { type: 'warn', params: { message: UNAUTHORIZED_IFRAME_WARNING } },
        },
        { target: 'ready' },
      ],
    },
    denied: {
      type: 'final',
      entry: [{ type: 'warn', params: { message: UNAUTHORIZED_IFRAME_WARNING } }, 'blankPage'],
    },
    ready: {
      entry: enqueueActions(({ enqueue, context }) => {
        const to = redirectFor(context, context.pathname);
        if (to !== null) enqueue({ type: 'redirect', params: { to } });
        if (needsReferrer(context)) enqueue('askReferrer');
      }),
      on: {
        'subdomain.path': {
          actions: enqueueActions(({ enqueue, context, event }) => {
            enqueue.assign({ pathname: event.pathname });
            const to = redirectFor(context, event.pathname);
            if (to !== null) enqueue({ type: 'redirect', params: { to } });
          }),
        },
      },
    },
  },
});

/** Whether the partner key asks for a referrer the visitor has not given yet (§6). */
function needsReferrer(context: SubdomainContext): boolean {
  return (
    context.verdict !== 'unauthorized' &&
    requiresReferrer(context.keyAllowedUrls !== null, context.hasReferrer)
  );
}

export function selectPartner(snapshot: { context: SubdomainContext }): SubdomainConfig | null {
  return snapshot.context.config;
}

/** The partner chrome waits for the configuration, so the plain site never flashes on a partner host. */
export function selectPartnerPending(snapshot: { value: unknown }): boolean {
  return snapshot.value === 'loading' || snapshot.value === 'starting';
}
