import { and, assign, fromPromise, sendTo, setup } from 'xstate';
import { asksOnNetworkBack, healCountAfter, healDelayMs, mayHeal } from '../domain/connectivity/healing';
import {
  repriced,
  modalPlanCode,
  productTypeKey,
  detailReadiness,
  leadPlanOf,
  type PlanAddress,
  type PlanContent,
  type PlanTab,
  type Profile,
  type SiteCountryCode,
  type DomainEvent,
  type VisitorState,
} from '../domain';
import type { InsuranceProduct, ProfilePrice } from '../domain/api';
import type { PageResolution } from './navigation.machine';
import { contentRequest, type PlanContentRequest } from './plan-detail.loader';
import { loaderInput, planLoaderMachine, type PlanLoaderOutput } from './plan-loader.machine';
import { planRequestMachine, type PlanRequestCommand } from './plan-request.machine';
import { planReadinessMachine, type PlanReadinessEvent } from './plan-readiness.machine';
import { addressOf, isDetailPage, localizedTabPath, showsPlanAt, tabOf } from './plan-detail.address';

/**
 * A plan's detail (§2 "Detail page"), as a page or as a modal over the comparison: the URL resolution
 * to the canonical path, the sections, the price for the visitor's profile, and the request form.
 */
export interface PlanDetailInput {
  readonly country: SiteCountryCode;
  /** A bot or prerender agent (§4): it reads the whole page, nothing scrolls for it. */
  readonly bot?: boolean;
}

export interface PlanDetailContext {
  readonly country: SiteCountryCode;
  readonly bot: boolean;
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
  /** Automatic retries of this plan's failed lookup or sections (core/domain healing). */
  readonly heals?: number;
}

export type PlanDetailCommand =
  | { type: 'detail.open'; productCode: string; visitor?: VisitorState }
  | { type: 'detail.close' }
  | { type: 'detail.tab'; tab: PlanTab }
  /** networkBack: the root, the network came back (the browser's word or a call's); else the visitor. */
  | { type: 'detail.retry'; networkBack?: { fromBrowser: boolean } }
  /** The view: a document of the shown tab rendered its text layer, or failed (prerender-ready). */
  | Extract<PlanReadinessEvent, { type: 'detail.document.settled' }>
  | PlanRequestCommand;

export type PlanDetailEvent =
  | PlanDetailCommand
  /** The root: a page shows (with the projection, for the profile). */
  | { type: 'route.changed'; resolution: PageResolution; visitor: VisitorState }
  /** The root: an event was recorded; the projection after it, so the flow never prices for a stale one. */
  | { type: 'visitor.recorded'; event: DomainEvent; visitor?: VisitorState };

export const planDetailMachine = setup({
  types: {
    context: {} as PlanDetailContext,
    input: {} as PlanDetailInput,
    events: {} as PlanDetailEvent,
  },
  actors: {
    // Its lookup and content calls are supplied at the root (plan-detail.loader.ts).
    loader: planLoaderMachine,
    loadPrice: fromPromise<ProfilePrice | null, PlanContentRequest>(async () => null),
    request: planRequestMachine,
    readiness: planReadinessMachine,
  },
  actions: {
    // Supplied at the root: navigation (redirects, tabs), the modal's own history entry.
    navigate: (_, _params: { to: string; replace: boolean }) => {},
    pushModal: (_, _params: { productCode: string }) => {},
    closeModal: (_, _params: { openedHere: boolean }) => {},
    clear: assign({ product: null, canonicalPath: null, content: null, tab: null }),
    countHeal: assign({ heals: ({ context }) => (context.heals ?? 0) + 1 }),
    // The visitor's Reintentar starts the count afresh; the network's return asks once, counted.
    resetHeals: assign({
      heals: ({ context, event }) =>
        event.type === 'detail.retry' && event.networkBack
          ? healCountAfter(context.heals ?? 0, 'network-back')
          : healCountAfter(context.heals ?? 0, 'visitor'),
    }),
    // A plan page holds prerenderers until it is done; any other view runs no readiness timer.
    waitReadiness: sendTo('readiness', { type: 'readiness.wait' as const }),
    resetReadiness: sendTo('readiness', { type: 'readiness.reset' as const }),
    startReadiness: sendTo('readiness', ({ context }) => {
      const readiness = detailReadiness(context.mode, context.tab, context.content, context.bot);
      return readiness
        ? { type: 'readiness.start' as const, ...readiness }
        : { type: 'readiness.reset' as const };
    }),
    notePlan: sendTo('request', ({ context }) => ({
      type: 'request.plan' as const,
      plan: context.product ? leadPlanOf(context.product) : null,
    })),
    // A profile saved for the plan's product type: the price is asked again for it.
    noteProfile: assign(({ event }) =>
      event.type === 'visitor.recorded' && event.event.type === 'ProfileSaved'
        ? { profile: event.event.data.profile, hasProfile: true }
        : {},
    ),
    takeVisitor: assign(({ context, event }) =>
      event.type === 'visitor.recorded' && event.visitor
        ? { visitor: event.visitor }
        : { visitor: context.visitor },
    ),
    show: assign((_, { output }: { output: PlanLoaderOutput }) =>
      output.kind === 'shown' ? output.plan : {},
    ),
  },
  guards: {
    outcome: (_, params: { output: PlanLoaderOutput; kind: PlanLoaderOutput['kind'] }) =>
      params.output.kind === params.kind,
    profileOfPlan: ({ context, event }) =>
      event.type === 'visitor.recorded' &&
      event.event.type === 'ProfileSaved' &&
      context.product !== null &&
      event.event.data.productType === productTypeKey(context.product.productType ?? ''),
    profileSaved: ({ event }) => event.type === 'visitor.recorded' && event.event.type === 'ProfileSaved',
    onPage: ({ context }) => context.mode === 'page' && context.canonicalPath !== null,
    inModal: ({ context }) => context.mode === 'modal',
    sectionsMissing: ({ context }) => (context.content?.missing?.length ?? 0) > 0,
    mayHeal: ({ context }) => mayHeal(context.heals ?? 0),
    // A retry the network's return asks for stops at the cap, unless the browser itself said so.
    asksAgain: ({ context, event }) =>
      event.type !== 'detail.retry' ||
      !event.networkBack ||
      asksOnNetworkBack(context.heals ?? 0, event.networkBack.fromBrowser),
    detailPage: ({ event }) => event.type === 'route.changed' && isDetailPage(event.resolution),
    samePlan: ({ context, event }) =>
      event.type === 'route.changed' &&
      context.mode === 'page' &&
      showsPlanAt(context.canonicalPath, event.resolution),
    modalAddress: ({ event }) =>
      event.type === 'route.changed' && modalPlanCode(event.resolution.location.hash) !== null,
    sameModal: ({ context, event }) =>
      event.type === 'route.changed' &&
      context.mode === 'modal' &&
      context.segment === modalPlanCode(event.resolution.location.hash),
  },
  delays: { heal: ({ context }) => healDelayMs(context.heals ?? 0) ?? 0 },
}).createMachine({
  id: 'planDetail',
  context: ({ input }) => ({
    country: input.country,
    bot: input.bot ?? false,
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
  invoke: [
    {
      id: 'request',
      systemId: 'planRequest',
      src: 'request',
      input: ({ context }) => ({ country: context.country }),
    },
    { id: 'readiness', systemId: 'planReadiness', src: 'readiness' },
  ],
  initial: 'idle',
  on: {
    'route.changed': [
      {
        guard: 'samePlan',
        actions: assign(({ event }) => ({ tab: tabOf(event.resolution), visitor: event.visitor })),
      },
      {
        guard: 'detailPage',
        target: '.resolving',
        actions: [
          'clear',
          'resetHeals',
          'waitReadiness',
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
          'resetReadiness',
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
        actions: [
          'clear',
          'resetReadiness',
          assign({ mode: null, segment: null, visitor: ({ event }) => event.visitor }),
        ],
      },
    ],
    'detail.open': {
      target: '.resolving',
      actions: [
        'clear',
        'resetReadiness',
        assign({
          mode: 'modal',
          address: null,
          segment: ({ event }) => event.productCode,
          openedHere: true,
          visitor: ({ context, event }) => event.visitor ?? context.visitor,
        }),
        { type: 'pushModal', params: ({ event }) => ({ productCode: event.productCode }) },
      ],
    },
    // The root's projection after each recorded event: the next load prices for it (issue 24).
    'visitor.recorded': { actions: 'takeVisitor' },
    'detail.close': {
      guard: 'inModal',
      actions: { type: 'closeModal', params: ({ context }) => ({ openedHere: context.openedHere }) },
    },
    'detail.request.*': { actions: sendTo('request', ({ event }) => event) },
    'detail.document.settled': { actions: sendTo('readiness', ({ event }) => event) },
  },
  states: {
    idle: {},
    resolving: {
      on: {
        // A profile saved while the plan loads: the load starts again for it (never the previous price).
        'visitor.recorded': {
          guard: 'profileSaved',
          target: 'resolving',
          reenter: true,
          actions: 'takeVisitor',
        },
      },
      invoke: {
        src: 'loader',
        input: ({ context }) => loaderInput(context),
        onDone: [
          {
            guard: { type: 'outcome', params: ({ event }) => ({ output: event.output, kind: 'shown' }) },
            target: 'ready',
            actions: [{ type: 'show', params: ({ event }) => ({ output: event.output }) }, 'notePlan'],
          },
          {
            // Another address: the plan's canonical path (tab kept) or the section's comparison.
            guard: { type: 'outcome', params: ({ event }) => ({ output: event.output, kind: 'redirect' }) },
            actions: {
              type: 'navigate',
              params: ({ event }) => ({
                to: event.output.kind === 'redirect' ? event.output.to : '/',
                replace: true,
              }),
            },
          },
          // A card's code that names nothing: the modal closes.
          { actions: { type: 'closeModal', params: ({ context }) => ({ openedHere: context.openedHere }) } },
        ],
        onError: 'failed',
      },
    },
    ready: {
      entry: 'startReadiness',
      initial: 'priced',
      on: {
        // Sections that could not load (the page names them) are asked for again.
        'detail.retry': {
          guard: and(['sectionsMissing', 'asksAgain']),
          target: 'resolving',
          actions: 'resetHeals',
        },
        'detail.tab': [
          {
            guard: 'onPage',
            actions: {
              type: 'navigate',
              params: ({ context, event }) => ({
                to: localizedTabPath(context.address, context.canonicalPath ?? '', event.tab),
                replace: false,
              }),
            },
          },
          { actions: assign({ tab: ({ event }) => event.tab }) },
        ],
        'visitor.recorded': {
          guard: 'profileOfPlan',
          target: '.repricing',
          actions: ['takeVisitor', 'noteProfile'],
        },
      },
      states: {
        priced: {},
        repricing: {
          invoke: {
            src: 'loadPrice',
            input: ({ context }) => contentRequest(context.product, context.profile),
            onDone: {
              target: 'priced',
              // A failed reprice is said on the page, never a silent list price.
              actions: assign({ content: ({ context, event }) => repriced(context.content, event.output) }),
            },
            onError: 'priced',
          },
        },
      },
    },
    failed: {
      // The plan that could not load is asked for again by itself (issue 27), up to the cap.
      after: { heal: { guard: 'mayHeal', target: 'resolving', actions: ['clear', 'countHeal'] } },
      on: { 'detail.retry': { guard: 'asksAgain', target: 'resolving', actions: ['clear', 'resetHeals'] } },
    },
  },
});
