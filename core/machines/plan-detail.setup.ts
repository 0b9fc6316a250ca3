import { assign, fromPromise, sendTo, setup } from 'xstate';
import { asksOnNetworkBack, healCountAfter, healDelayMs, mayHeal } from '../domain/connectivity/healing';
import {
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
import { type PlanContentRequest } from '../domain/api/loads';
import { planLoaderMachine, type PlanLoaderOutput } from './plan-loader.machine';
import { planRequestMachine, type PlanRequestCommand } from './plan-request.machine';
import { planReadinessMachine, type PlanReadinessEvent } from './plan-readiness.machine';
import { isDetailPage, showsPlanAt } from './plan-detail.address';

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

export const planDetailSetup = setup({
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
});
