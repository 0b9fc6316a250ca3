import { assign, enqueueActions, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import {
  afterReprice,
  hasStoredProfile,
  modalPlanCode,
  productTypeKey,
  profileFor,
  resolvePlanPath,
  tabFromSegment,
  tabPath,
  canonicalPlanPath,
  type PlanAddress,
  type PlanContent,
  type PlanLookup,
  type PlanTab,
  type Profile,
  type SiteCountryCode,
  type DomainEvent,
  type VisitorState,
} from '../domain';
import type { InsuranceProduct, ProfilePrice } from '../domain/api';
import type { PageResolution } from './navigation.machine';
import type { PlanContentRequest, PlanLookupRequest } from './plan-detail.loader';
import { planRequestMachine, type PlanRequestCommand } from './plan-request.machine';

/**
 * A plan's detail (§2 "Detail page"), as a page or as a modal over the comparison: the URL resolution
 * to the canonical path, the sections, the price for the visitor's profile, and the request form.
 */
export interface PlanDetailInput {
  readonly country: SiteCountryCode;
}

export interface PlanDetailContext {
  readonly country: SiteCountryCode;
  readonly mode: 'page' | 'modal' | null;
  /** The page address being resolved (page mode). */
  readonly address: PlanAddress | null;
  /** The plan segment or product code being looked up. */
  readonly segment: string | null;
  readonly product: InsuranceProduct | null;
  readonly canonicalPath: string | null;
  /** The tab asked for; null shows the first one. */
  readonly tab: PlanTab | null;
  readonly content: PlanContent | null;
  /** The profile the price is for, and whether the visitor saved it (else the default one). */
  readonly profile: Profile | null;
  readonly hasProfile: boolean;
  /** The visitor projection when the page showed: read for the profile once the product is known. */
  readonly visitor: VisitorState | null;
  /** The modal was opened in this visit, so back (history) closes it. */
  readonly openedHere: boolean;
}

export type PlanDetailCommand =
  | { type: 'detail.open'; productCode: string }
  | { type: 'detail.close' }
  | { type: 'detail.tab'; tab: PlanTab }
  | { type: 'detail.retry' }
  | PlanRequestCommand;

export type PlanDetailEvent =
  | PlanDetailCommand
  /** The root: a page shows (with the projection, for the profile). */
  | { type: 'route.changed'; resolution: PageResolution; visitor: VisitorState }
  | { type: 'visitor.recorded'; event: DomainEvent };

const isDetailPage = (resolution: PageResolution) =>
  resolution.page === 'plan-detail' || resolution.page === 'collective-detail';

const addressOf = (resolution: PageResolution): PlanAddress => ({
  path:
    resolution.lang === 'es'
      ? resolution.location.pathname
      : resolution.location.pathname.replace(/^\/(en|pt)/, ''),
  params: resolution.params,
  data: resolution.data,
  lang: resolution.lang,
  search: resolution.location.search,
  hash: resolution.location.hash,
});

/** The path of the product an address shows, tab left out, to tell a tab switch from another plan. */
const samePlanPath = (context: PlanDetailContext, resolution: PageResolution) =>
  context.canonicalPath !== null &&
  context.product !== null &&
  decodeURIComponent(addressOf(resolution).path).startsWith(decodeURIComponent(context.canonicalPath));

export const planDetailMachine = setup({
  types: {
    context: {} as PlanDetailContext,
    input: {} as PlanDetailInput,
    events: {} as PlanDetailEvent,
  },
  actors: {
    // Supplied at the root (the API client's calls, plan-detail.loader.ts).
    lookupPlan: fromPromise<PlanLookup, PlanLookupRequest>(async () => {
      throw new Error('lookupPlan not provided');
    }),
    loadContent: fromPromise<PlanContent, PlanContentRequest>(async () => {
      throw new Error('loadContent not provided');
    }),
    loadPrice: fromPromise<ProfilePrice | null, PlanContentRequest>(async () => null),
    request: planRequestMachine,
  },
  actions: {
    // Supplied at the root: navigation (redirects, tabs), the modal's own history entry.
    navigate: (_, _params: { to: string; replace: boolean }) => {},
    pushModal: (_, _params: { productCode: string }) => {},
    closeModal: (_, _params: { openedHere: boolean }) => {},
    clear: assign({ product: null, canonicalPath: null, content: null, tab: null }),
    notePlan: sendTo('request', ({ context }) => ({
      type: 'request.plan' as const,
      plan: context.product
        ? {
            id: context.product.id,
            productCode: context.product.productCode,
            productType: context.product.productType ?? '',
          }
        : null,
    })),
    noteProfile: assign(({ context }) => {
      if (!context.product || !context.visitor) return {};
      const key = productTypeKey(context.product.productType ?? '');
      return {
        profile: profileFor(context.visitor, key),
        hasProfile: hasStoredProfile(context.visitor, key),
      };
    }),
  },
  guards: {
    detailPage: ({ event }) => event.type === 'route.changed' && isDetailPage(event.resolution),
    samePlan: ({ context, event }) =>
      event.type === 'route.changed' && context.mode === 'page' && samePlanPath(context, event.resolution),
    modalAddress: ({ event }) =>
      event.type === 'route.changed' && modalPlanCode(event.resolution.location.hash) !== null,
    sameModal: ({ context, event }) =>
      event.type === 'route.changed' &&
      context.mode === 'modal' &&
      context.segment === modalPlanCode(event.resolution.location.hash),
  },
}).createMachine({
  id: 'planDetail',
  context: ({ input }) => ({
    country: input.country,
    mode: null,
    address: null,
    segment: null,
    product: null,
    canonicalPath: null,
    tab: null,
    content: null,
    profile: null,
    hasProfile: false,
    visitor: null,
    openedHere: false,
  }),
  invoke: {
    id: 'request',
    systemId: 'planRequest',
    src: 'request',
    input: ({ context }) => ({ country: context.country }),
  },
  initial: 'idle',
  on: {
    'route.changed': [
      {
        guard: 'samePlan',
        actions: assign(({ event }) => ({ tab: resolvePlanTab(event.resolution), visitor: event.visitor })),
      },
      {
        guard: 'detailPage',
        target: '.resolving',
        actions: [
          'clear',
          assign(({ event }) => ({
            mode: 'page' as const,
            address: addressOf(event.resolution),
            segment: event.resolution.params['insuranceUrl'] ?? '',
            visitor: event.visitor,
            openedHere: false,
          })),
        ],
      },
      { guard: 'sameModal', actions: assign({ visitor: ({ event }) => event.visitor }) },
      {
        guard: 'modalAddress',
        target: '.resolving',
        actions: [
          'clear',
          assign(({ event }) => ({
            mode: 'modal' as const,
            address: null,
            segment: modalPlanCode(event.resolution.location.hash),
            visitor: event.visitor,
          })),
        ],
      },
      {
        target: '.idle',
        actions: ['clear', assign({ mode: null, segment: null, visitor: ({ event }) => event.visitor })],
      },
    ],
    'detail.open': {
      target: '.resolving',
      actions: [
        'clear',
        assign({ mode: 'modal', address: null, segment: ({ event }) => event.productCode, openedHere: true }),
        { type: 'pushModal', params: ({ event }) => ({ productCode: event.productCode }) },
      ],
    },
    'detail.close': {
      guard: ({ context }) => context.mode === 'modal',
      actions: { type: 'closeModal', params: ({ context }) => ({ openedHere: context.openedHere }) },
    },
    'detail.request.*': { actions: sendTo('request', ({ event }) => event) },
  },
  states: {
    idle: {},
    resolving: {
      invoke: {
        src: 'lookupPlan',
        input: ({ context }) => ({ segment: context.segment ?? '', providers: context.mode === 'page' }),
        onDone: {
          actions: enqueueActions(({ context, event, enqueue }) => {
            if (context.mode === 'page' && context.address) {
              const resolution = resolvePlanPath(context.country, context.address, event.output);
              if (resolution.kind === 'redirect') {
                enqueue({ type: 'navigate', params: { to: resolution.to, replace: true } });
                return;
              }
              enqueue.assign({
                product: resolution.product,
                canonicalPath: resolution.canonicalPath,
                tab: resolution.tab,
              });
            } else {
              const product = event.output.product;
              if (!product) {
                enqueue({ type: 'closeModal', params: { openedHere: context.openedHere } });
                return;
              }
              enqueue.assign({
                product,
                canonicalPath: canonicalPlanPath(context.country, product),
                tab: null,
              });
            }
            enqueue('noteProfile');
            enqueue('notePlan');
            enqueue.raise({ type: 'detail.retry' });
          }),
        },
        onError: 'failed',
      },
      // The lookup found the plan: its sections load next.
      on: { 'detail.retry': { guard: ({ context }) => context.product !== null, target: 'loading' } },
    },
    loading: {
      invoke: {
        src: 'loadContent',
        input: ({ context }) => contentRequest(context),
        onDone: { target: 'ready', actions: assign({ content: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: {
      initial: 'priced',
      on: {
        // Sections that could not load (the page names them) are asked for again.
        'detail.retry': {
          guard: ({ context }) => (context.content?.missing?.length ?? 0) > 0,
          target: 'loading',
        },
        'detail.tab': [
          {
            guard: ({ context }) => context.mode === 'page' && context.canonicalPath !== null,
            actions: {
              type: 'navigate',
              params: ({ context, event }) => ({
                to: `${context.address?.lang && context.address.lang !== 'es' ? `/${context.address.lang}` : ''}${tabPath(context.canonicalPath ?? '', event.tab)}`,
                replace: false,
              }),
            },
          },
          { actions: assign({ tab: ({ event }) => event.tab }) },
        ],
        'visitor.recorded': {
          guard: ({ context, event }) =>
            event.event.type === 'ProfileSaved' &&
            context.product !== null &&
            event.event.data.productType === productTypeKey(context.product.productType ?? ''),
          target: '.repricing',
          actions: assign(({ event }) =>
            event.event.type === 'ProfileSaved'
              ? { profile: event.event.data.profile, hasProfile: true }
              : {},
          ),
        },
      },
      states: {
        priced: {},
        repricing: {
          invoke: {
            src: 'loadPrice',
            input: ({ context }) => contentRequest(context),
            onDone: {
              target: 'priced',
              actions: assign({
                // A failed reprice is said on the page, never a silent list price.
                content: ({ context, event }) =>
                  context.content
                    ? {
                        ...context.content,
                        profilePrice: event.output,
                        missing: afterReprice(context.content.missing ?? [], event.output !== null),
                      }
                    : null,
              }),
            },
            onError: 'priced',
          },
        },
      },
    },
    failed: {
      on: { 'detail.retry': { target: 'resolving', actions: 'clear' } },
    },
  },
});

function contentRequest(context: PlanDetailContext): PlanContentRequest {
  if (!context.product || !context.profile) throw new Error('no product to load');
  return {
    product: context.product,
    profile: context.profile,
    productType: context.product.productType ?? '',
  };
}

function resolvePlanTab(resolution: PageResolution): PlanTab | null {
  return tabFromSegment(resolution.params['tab']);
}

export type PlanDetailSnapshot = SnapshotFrom<typeof planDetailMachine>;

export type PlanDetailView =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly mode: 'page' | 'modal' }
  | { readonly status: 'failed'; readonly mode: 'page' | 'modal' }
  | {
      readonly status: 'ready';
      readonly mode: 'page' | 'modal';
      readonly product: InsuranceProduct;
      readonly canonicalPath: string;
      readonly tab: PlanTab | null;
      readonly content: PlanContent;
      readonly hasProfile: boolean;
      readonly repricing: boolean;
    };

export function selectPlanDetail(snapshot: PlanDetailSnapshot): PlanDetailView {
  const { mode, product, canonicalPath, content, tab, hasProfile } = snapshot.context;
  if (mode === null) return { status: 'idle' };
  if (snapshot.matches('failed')) return { status: 'failed', mode };
  if (snapshot.matches('ready') && product && canonicalPath && content)
    return {
      status: 'ready',
      mode,
      product,
      canonicalPath,
      tab,
      content,
      hasProfile,
      repricing: snapshot.matches({ ready: 'repricing' }),
    };
  return { status: 'loading', mode };
}
