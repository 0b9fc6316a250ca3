import { assign, enqueueActions, sendTo, setup } from 'xstate';
import {
  decide,
  enoughToCompare,
  evolve,
  pendingItems,
  onlineAfter,
  pageProductType,
  productTypeKey,
  type CallOutcome,
  formatLocation,
  isBotUserAgent,
  hasStoredProfile,
  profileFor,
  type DomainEvent,
  type EventDraft,
  type SiteCountry,
  type VisitorCommand,
  type VisitorState,
} from '../domain';
import { navigationMachine, type NavigationEvent, type PageResolution } from './navigation.machine';
import { sessionExpiryMachine, type SessionExpiryEvent } from './session-expiry.machine';
import { profileMachine, type ProfileCommand } from './profile.machine';
import { compareListMachine, type CompareListCommand } from './compare-list.machine';
import { compareSlotsMachine } from './compare-slots.machine';
import { outboxMachine } from './outbox.machine';
import { referralMachine, type ReferralEvent } from './referral.machine';
import { shareMachine, type ShareEvent } from './share.machine';
import { staffMachine, type StaffEvent } from './staff.machine';
import { subdomainMachine } from './subdomain.machine';
import { accessMachine, type AccessEvent } from './access.machine';
import { VISITORS_BOOT_DEFAULT, visitorsRouteEvents, type VisitorsBoot } from './visitors-boot';
import { planDetailMachine, type PlanDetailCommand } from './plan-detail.machine';
import { perfilAddressMachine } from './perfil-address.machine';
import { connectivityMachine } from './connectivity.machine';
import { contentMachine, type ContentCommand } from './content.machine';
import { contactFormMachine, type ContactFormEvent } from './contact-form.machine';
import { leadAttributionMachine, type PageArrival } from './lead-attribution.machine';

/**
 * The root of the actor system. It holds the visitor projection (the fold of the event log) and the
 * long-lived flows, and forwards each command to its flow by the command's prefix.
 */
export interface AppInput {
  readonly country: SiteCountry;
  readonly visitor: VisitorState;
  readonly address: string;
  readonly now: number;
  readonly online: boolean;
  /** Where the visitor comes from: partner host, frame, origin (issue 13); a plain top-level site when absent. */
  readonly visitors?: VisitorsBoot;
  /** How the page was reached (referrer, user agent) for lead attribution; none records no touch. */
  readonly arrival?: PageArrival;
}

export interface AppContext {
  readonly country: SiteCountry;
  readonly visitor: VisitorState;
  /** The browser's word on the network (flow state, not the visitor's: it is never recorded). */
  readonly online: boolean;
  /** Where and when this page started: the flows' starting input. */
  readonly boot: {
    readonly address: string;
    readonly now: number;
    readonly visitors: VisitorsBoot;
    readonly arrival: PageArrival | null;
  };
}

export type AppEvent =
  | NavigationEvent
  | SessionExpiryEvent
  | ProfileCommand
  | CompareListCommand
  /** Open or close the side-by-side table (its flow lives in compareSlots). */
  | { type: 'slots.open' }
  | { type: 'slots.close' }
  | ReferralEvent
  | ShareEvent
  | StaffEvent
  | Exclude<AccessEvent, { type: 'access.route' }>
  | PlanDetailCommand
  | ContentCommand
  | Exclude<ContactFormEvent, { type: 'network.changed' } | { type: 'contact.page' }>
  /** A command on the visitor's durable state: decided on the projection, its events recorded. */
  | { type: 'visitor.execute'; command: VisitorCommand }
  /** The browser went online or offline. */
  | { type: 'network.changed'; online: boolean }
  /** A call finished: what it teaches about the network (a dropped connection means offline). */
  | { type: 'network.observed'; outcome: CallOutcome }
  /** A domain event was appended to the log: fold it into the projection. */
  | { type: 'visitor.recorded'; event: DomainEvent }
  /** The navigation settled on a page: flows that live on a page start or reload from it. */
  | { type: 'route.changed'; resolution: PageResolution };

const connectivityWord = (online: boolean) =>
  online ? ({ type: 'connectivity.back' } as const) : ({ type: 'connectivity.lost' } as const);

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    input: {} as AppInput,
    events: {} as AppEvent,
    children: {} as {
      navigation: 'navigation';
      sessionExpiry: 'sessionExpiry';
      profile: 'profile';
      compare: 'compare';
      compareSlots: 'compareSlots';
      perfilAddress: 'perfilAddress';
      outbox: 'outbox';
      referral: 'referral';
      share: 'share';
      staff: 'staff';
      subdomain: 'subdomain';
      access: 'access';
      planDetail: 'planDetail';
      content: 'content';
      contactForm: 'contactForm';
      leadAttribution: 'leadAttribution';
    },
  },
  actors: {
    navigation: navigationMachine,
    sessionExpiry: sessionExpiryMachine,
    profile: profileMachine,
    compare: compareListMachine,
    compareSlots: compareSlotsMachine,
    outbox: outboxMachine,
    referral: referralMachine,
    share: shareMachine,
    staff: staffMachine,
    subdomain: subdomainMachine,
    access: accessMachine,
    planDetail: planDetailMachine,
    perfilAddress: perfilAddressMachine,
    connectivity: connectivityMachine,
    content: contentMachine,
    contactForm: contactFormMachine,
    leadAttribution: leadAttributionMachine,
  },
  actions: {
    // Supplied at the root (core/app.ts): stamp each event, append it to the log, fold it back here.
    record: (_, _params: { events: readonly EventDraft[] }) => {},
    fold: assign({
      visitor: ({ context, event }) =>
        event.type === 'visitor.recorded' ? evolve(context.visitor, event.event) : context.visitor,
    }),
    // After the chosen plans changed, the table's flow learns whether they are still enough to compare.
    tellSlots: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'visitor.recorded') return;
      if (event.event.type !== 'ComparisonSlotFilled' && event.event.type !== 'ComparisonSlotCleared') return;
      enqueue.sendTo('compareSlots', {
        type: 'slots.changed' as const,
        comparable: enoughToCompare(context.visitor.comparisonSlots),
      });
    }),
  },
  guards: {
    canCompare: ({ context }) => enoughToCompare(context.visitor.comparisonSlots),
    accepted: ({ context }, params: { command: VisitorCommand }) =>
      decide(params.command, context.visitor).ok,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    country: input.country,
    visitor: input.visitor,
    online: input.online,
    boot: {
      address: input.address,
      now: input.now,
      visitors: input.visitors ?? VISITORS_BOOT_DEFAULT,
      arrival: input.arrival ?? null,
    },
  }),
  invoke: [
    {
      id: 'navigation',
      systemId: 'navigation',
      src: 'navigation',
      input: ({ context }) => ({ address: context.boot.address }),
    },
    {
      id: 'sessionExpiry',
      systemId: 'sessionExpiry',
      src: 'sessionExpiry',
      input: ({ context }) => ({
        startedAt: context.visitor.sessionStartedAt ?? context.boot.now,
        now: context.boot.now,
      }),
    },
    {
      id: 'compare',
      systemId: 'compare',
      src: 'compare',
      input: ({ context }) => ({ country: context.country.code, online: context.online }),
    },
    { id: 'compareSlots', systemId: 'compareSlots', src: 'compareSlots' },
    { id: 'perfilAddress', systemId: 'perfilAddress', src: 'perfilAddress' },
    {
      id: 'profile',
      systemId: 'profile',
      src: 'profile',
      input: ({ context }) => ({ country: context.country.code }),
    },
    {
      id: 'outbox',
      systemId: 'outbox',
      src: 'outbox',
      input: ({ context }) => ({ pending: pendingItems(context.visitor), online: context.online }),
    },
    { id: 'content', systemId: 'content', src: 'content' },
    {
      id: 'contactForm',
      systemId: 'contactForm',
      src: 'contactForm',
      input: ({ context }) => ({ online: context.online }),
    },
    {
      id: 'referral',
      systemId: 'referral',
      src: 'referral',
      input: ({ context }) => ({ now: context.boot.now }),
    },
    { id: 'share', systemId: 'share', src: 'share' },
    {
      id: 'staff',
      systemId: 'staff',
      src: 'staff',
      input: ({ context }) => ({ origin: context.boot.visitors.origin }),
    },
    {
      id: 'subdomain',
      systemId: 'subdomain',
      src: 'subdomain',
      input: ({ context }) => ({
        ...context.boot.visitors.subdomain,
        hasReferrer: context.visitor.referral !== null,
        pathname: new URL(context.boot.address, 'http://site.invalid').pathname,
      }),
    },
    { id: 'access', systemId: 'access', src: 'access' },
    {
      id: 'planDetail',
      systemId: 'planDetail',
      src: 'planDetail',
      input: ({ context }) => ({
        country: context.country.code,
        bot: isBotUserAgent(context.boot.arrival?.userAgent),
      }),
    },
    {
      id: 'leadAttribution',
      systemId: 'leadAttribution',
      src: 'leadAttribution',
      input: ({ context }) => ({
        address: context.boot.address,
        now: context.boot.now,
        arrival: context.boot.arrival,
      }),
    },
    {
      id: 'connectivity',
      systemId: 'connectivity',
      src: 'connectivity',
      input: ({ context }) => ({ online: context.online }),
    },
  ],
  on: {
    'visitor.execute': {
      guard: { type: 'accepted', params: ({ event }) => ({ command: event.command }) },
      actions: {
        type: 'record',
        params: ({ context, event }) => {
          const decision = decide(event.command, context.visitor);
          return { events: decision.ok ? decision.events : [] };
        },
      },
    },
    'network.changed': {
      actions: [
        assign({ online: ({ event }) => onlineAfter(false, { source: 'browser', online: event.online }) }),
        sendTo('connectivity', ({ context }) => connectivityWord(context.online)),
        sendTo('outbox', ({ context }) => ({ type: 'network.changed' as const, online: context.online })),
        sendTo('compare', ({ context }) => ({
          type: 'network.changed' as const,
          online: context.online,
          fromBrowser: true,
        })),
        sendTo('contactForm', ({ context }) => ({
          type: 'network.changed' as const,
          online: context.online,
        })),
        // A form that failed to load comes back by itself with the network (ignored otherwise).
        enqueueActions(({ context, enqueue }) => {
          if (context.online) enqueue.sendTo('profile', { type: 'profile.retry' as const });
        }),
      ],
    },
    // Most calls confirm what the root already believes; only a change is passed on.
    'network.observed': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const online = onlineAfter(context.online, { source: 'call', outcome: event.outcome });
        if (online === context.online) return;
        enqueue.assign({ online });
        enqueue.sendTo('connectivity', connectivityWord(online));
        enqueue.sendTo('outbox', { type: 'network.changed' as const, online });
        enqueue.sendTo('compare', { type: 'network.changed' as const, online });
        enqueue.sendTo('contactForm', { type: 'network.changed' as const, online });
        if (online) enqueue.sendTo('profile', { type: 'profile.retry' as const });
      }),
    },
    'visitor.recorded': {
      actions: [
        'fold',
        'tellSlots',
        // The comparison refetches prices when a profile is saved.
        sendTo('compare', ({ event }) => event),
        // A LeadQueued starts a delivery, a LeadDelivered ends it.
        sendTo('outbox', ({ event }) => event),
        // A saved profile reprices the plan shown.
        sendTo('planDetail', ({ event }) => event),
      ],
    },
    // Flows that follow the page learn which one shows.
    'route.changed': {
      actions: [
        // The list searches with the stored profile of the page's product type, handed over here.
        sendTo('compare', ({ context, event }) => ({
          ...event,
          stored: context.visitor.profiles[productTypeKey(pageChanged(event.resolution).productType)] ?? null,
        })),
        // A plan detail (page or modal) resolves its address, with the profile its price is for.
        sendTo('planDetail', ({ context, event }) => ({ ...event, visitor: context.visitor })),
        // The modal closes when its page is left; perfil is read from any address.
        sendTo('profile', ({ event }) => pageChanged(event.resolution)),
        sendTo('perfilAddress', ({ event }) => pageChanged(event.resolution)),
        sendTo('content', ({ event }) => event),
        sendTo('contactForm', ({ context, event }) => contactPageEvent(context, event.resolution)),
        // Partner gating and short links follow the page too.
        enqueueActions(({ enqueue, event }) => {
          for (const [to, sent] of visitorsRouteEvents(event.resolution)) enqueue.sendTo(to, sent);
        }),
      ],
    },
    'navigation.*': { actions: sendTo('navigation', ({ event }) => event) },
    'session.*': { actions: sendTo('sessionExpiry', ({ event }) => event) },
    // The modal opens on the stored profile: the root hands it over with the event, so the flow keeps no copy.
    'profile.open': {
      actions: sendTo('profile', ({ context, event }) => ({
        type: 'profile.open' as const,
        productType: event.productType,
        stored: context.visitor.profiles[productTypeKey(event.productType)] ?? null,
        sendsToServer: context.visitor.flags['internal-traffic'] !== true,
      })),
    },
    'profile.*': { actions: sendTo('profile', ({ event }) => event) },
    'compare.*': { actions: sendTo('compare', ({ event }) => event) },
    'slots.open': { guard: 'canCompare', actions: sendTo('compareSlots', ({ event }) => event) },
    'slots.close': { actions: sendTo('compareSlots', ({ event }) => event) },
    'referral.*': { actions: sendTo('referral', ({ event }) => event) },
    'share.*': { actions: sendTo('share', ({ event }) => event) },
    'staff.*': { actions: sendTo('staff', ({ event }) => event) },
    'access.*': { actions: sendTo('access', ({ event }) => event) },
    'detail.*': { actions: sendTo('planDetail', ({ event }) => event) },
    'content.*': { actions: sendTo('content', ({ event }) => event) },
    'contact.*': { actions: sendTo('contactForm', ({ event }) => event) },
  },
});

function pageChanged(resolution: PageResolution) {
  return {
    type: 'page.changed' as const,
    location: resolution.location,
    productType: pageProductType(resolution.page, resolution.params, resolution.data),
  };
}
/** Where a lead from this page comes from, and the topic the page suggests (its product type). */
function contactPageEvent(context: AppContext, resolution: PageResolution) {
  const productType = pageProductType(resolution.page, resolution.params, resolution.data);
  const key = productType || undefined;
  const profile = hasStoredProfile(context.visitor, key) ? profileFor(context.visitor, key) : undefined;
  const suggests = PRODUCT_PAGES.includes(resolution.page);
  return {
    type: 'contact.page' as const,
    origin: {
      originUrl: formatLocation(resolution.location),
      originLead: resolution.page === 'paid-media-landing' ? ('Registro' as const) : ('contacto' as const),
      ...(profile ? { profile } : {}),
    },
    topic: suggests ? productType : null,
  };
}

const PRODUCT_PAGES: readonly string[] = [
  'compare',
  'plan-detail',
  'collective-detail',
  'landing-listing',
  'organization-landing',
];
