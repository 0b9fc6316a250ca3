import { assign, fromPromise, setup } from 'xstate';
import {
  canonicalPlanPath,
  defaultProfile,
  hasStoredProfile,
  productTypeKey,
  profileFor,
  resolvePlanPath,
  type PlanAddress,
  type PlanContent,
  type PlanLookup,
  type PlanTab,
  type Profile,
  type SiteCountryCode,
  type VisitorState,
} from '../domain';
import type { InsuranceProduct } from '../domain/api';
import { contentRequest, type PlanContentRequest, type PlanLookupRequest } from '../domain/api/loads';

/**
 * One plan's load for the detail (§2 URL resolution, then its sections): invoked by the plan detail
 * per address, done with what to do: show the plan, redirect to its canonical path or fallback, or
 * close the modal when a card's code names nothing. A failed call fails the actor (the parent retries).
 */
export interface PlanLoaderInput {
  readonly country: SiteCountryCode;
  /** Page mode resolves the address (redirects); modal mode looks the code up only. */
  readonly address: PlanAddress | null;
  readonly segment: string;
  /** The projection when the page showed: the profile the price is for. */
  readonly visitor: VisitorState | null;
}

export interface ShownPlan {
  readonly product: InsuranceProduct;
  readonly canonicalPath: string;
  readonly tab: PlanTab | null;
  readonly content: PlanContent;
  readonly profile: Profile;
  readonly hasProfile: boolean;
}

export type PlanLoaderOutput =
  | { readonly kind: 'shown'; readonly plan: ShownPlan }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'notFound' };

interface PlanLoaderContext extends PlanLoaderInput {
  readonly found: Omit<ShownPlan, 'content'> | null;
  readonly outcome: PlanLoaderOutput | null;
}

/** The load a plan detail starts: page mode resolves its address, the modal looks a card's code up. */
export function loaderInput(detail: {
  readonly country: SiteCountryCode;
  readonly mode: 'page' | 'modal' | null;
  readonly address: PlanAddress | null;
  readonly segment: string | null;
  readonly visitor: VisitorState | null;
}): PlanLoaderInput {
  return {
    country: detail.country,
    address: detail.mode === 'page' ? detail.address : null,
    segment: detail.segment ?? '',
    visitor: detail.visitor,
  };
}

export const planLoaderMachine = setup({
  types: {
    context: {} as PlanLoaderContext,
    input: {} as PlanLoaderInput,
    output: {} as PlanLoaderOutput,
  },
  actors: {
    // Supplied at the root (the API client's calls, plan-detail.loader.ts).
    lookupPlan: fromPromise<PlanLookup, PlanLookupRequest>(async () => {
      throw new Error('lookupPlan not provided');
    }),
    loadContent: fromPromise<PlanContent, PlanContentRequest>(async () => {
      throw new Error('loadContent not provided');
    }),
  },
  actions: {
    settleLookup: assign(({ context }, lookup: PlanLookup) => {
      const outcome = lookupOutcome(context, lookup);
      return 'product' in outcome ? { found: outcome } : { outcome };
    }),
  },
  guards: {
    found: ({ context }) => context.found !== null,
  },
}).createMachine({
  id: 'planLoader',
  context: ({ input }) => ({ ...input, found: null, outcome: null }),
  initial: 'resolving',
  states: {
    resolving: {
      invoke: {
        src: 'lookupPlan',
        input: ({ context }) => ({ segment: context.segment, providers: context.address !== null }),
        onDone: {
          target: 'resolved',
          actions: { type: 'settleLookup', params: ({ event }) => event.output },
        },
      },
    },
    resolved: { always: [{ guard: 'found', target: 'loading' }, { target: 'done' }] },
    loading: {
      invoke: {
        src: 'loadContent',
        input: ({ context }) =>
          contentRequest(context.found?.product ?? null, context.found?.profile ?? null),
        onDone: {
          target: 'done',
          actions: assign({
            outcome: ({ context, event }) =>
              context.found
                ? { kind: 'shown' as const, plan: { ...context.found, content: event.output } }
                : null,
          }),
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome ?? { kind: 'notFound' },
});

/** The plan found, with the profile its price is for; or where the address leads instead. */
function lookupOutcome(
  context: PlanLoaderInput,
  lookup: PlanLookup,
): Omit<ShownPlan, 'content'> | Exclude<PlanLoaderOutput, { kind: 'shown' }> {
  let shown: { product: InsuranceProduct; canonicalPath: string; tab: PlanTab | null };
  if (context.address) {
    const resolution = resolvePlanPath(context.country, context.address, lookup);
    if (resolution.kind === 'redirect') return resolution;
    shown = resolution;
  } else {
    if (!lookup.product) return { kind: 'notFound' };
    shown = {
      product: lookup.product,
      canonicalPath: canonicalPlanPath(context.country, lookup.product),
      tab: null,
    };
  }
  const key = productTypeKey(shown.product.productType ?? '');
  const visitor = context.visitor;
  return {
    product: shown.product,
    canonicalPath: shown.canonicalPath,
    tab: shown.tab,
    profile: visitor ? profileFor(visitor, key) : defaultProfile(),
    hasProfile: visitor ? hasStoredProfile(visitor, key) : false,
  };
}
