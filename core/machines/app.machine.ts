import { assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import {
  contactPage,
  decide,
  enoughToCompare,
  evolve,
  onlineAfter,
  pageChange,
  pendingItems,
  type EventDraft,
  type VisitorCommand,
} from '../domain';
import { appContext, connectivityWord, flowInputs, profileOpening, storedProfile } from './app-context';
import type { AppContext, AppEvent, AppInput } from './app.types';
import { navigationMachine } from './navigation.machine';
import { sessionExpiryMachine } from './session-expiry.machine';
import { profileMachine } from './profile.machine';
import {
  failedFlows,
  flowRuleSays,
  isPageFlowCode,
  pageFlowCodeId,
  withSlot,
  type PageFlowCode,
  type PageFlowEvent,
  type PageFlowId,
  type ToPageFlow,
} from './page-flows';
import { compareSlotsMachine } from './compare-slots.machine';
import { outboxMachine } from './outbox.machine';
import { referralMachine } from './referral.machine';
import { shareMachine } from './share.machine';
import { staffMachine } from './staff.machine';
import { subdomainMachine } from './subdomain.machine';
import { accessRoute, visitorsRouteEvents } from './visitors-boot';
import { perfilAddressMachine } from './perfil-address.machine';
import { connectivityMachine } from './connectivity.machine';
import { contentMachine } from './content.machine';
import { contactFormMachine } from './contact-form.machine';
import { leadAttributionMachine } from './lead-attribution.machine';

export type * from './app.types';

/**
 * The root of the actor system. It holds the visitor projection (the fold of the event log) and the
 * long-lived flows, and forwards each command to its flow by the command's prefix. Its types are in
 * app.types.ts; what it tells the flows about a page is decided in core/domain/routing/page-context.ts.
 */
const browserOnline = { online: true, fromBrowser: true };
const browserOffline = { online: false, fromBrowser: true };
// A plan page that failed, whole or in part, loads again by itself when the network is back.
const retryDetail = (fromBrowser: boolean) =>
  ({
    type: 'toFlow',
    params: { flow: 'planDetail', message: { type: 'detail.retry', networkBack: { fromBrowser } } },
  }) as const;
const tellCalls = (online: boolean) =>
  [
    { type: 'tellNetwork', params: { online, fromBrowser: false } },
    { type: 'toFlow', params: { flow: 'compare', message: { type: 'network.changed', online } } },
    ...(online ? [retryDetail(false)] : []),
  ] as const;

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    input: {} as AppInput,
    events: {} as AppEvent | PageFlowEvent,
    children: {} as {
      navigation: 'navigation';
      sessionExpiry: 'sessionExpiry';
      profile: 'profile';
      'pageFlowCode.compare': 'loadFlowCode';
      compareSlots: 'compareSlots';
      perfilAddress: 'perfilAddress';
      outbox: 'outbox';
      referral: 'referral';
      share: 'share';
      staff: 'staff';
      subdomain: 'subdomain';
      'pageFlowCode.access': 'loadFlowCode';
      'pageFlowCode.planDetail': 'loadFlowCode';
      'pageFlowCode.chat': 'loadFlowCode';
      content: 'content';
      contactForm: 'contactForm';
      leadAttribution: 'leadAttribution';
      connectivity: 'connectivity';
    },
  },
  actors: {
    navigation: navigationMachine,
    sessionExpiry: sessionExpiryMachine,
    profile: profileMachine,
    // A page flow's code, supplied at the root (core/app/index.ts): loaded when the flow is first needed.
    loadFlowCode: fromPromise<PageFlowCode, { flow: PageFlowId }>(async ({ input }) => ({
      flow: input.flow,
      logic: null,
    })),
    compareSlots: compareSlotsMachine,
    outbox: outboxMachine,
    referral: referralMachine,
    share: shareMachine,
    staff: staffMachine,
    subdomain: subdomainMachine,
    perfilAddress: perfilAddressMachine,
    connectivity: connectivityMachine,
    content: contentMachine,
    contactForm: contactFormMachine,
    leadAttribution: leadAttributionMachine,
  },
  actions: {
    // Supplied at the root (core/app/index.ts): stamp each event, append it to the log, fold it back here.
    record: (_, _params: { events: readonly EventDraft[] }) => {},
    fold: assign({
      visitor: ({ context, event }) =>
        event.type === 'visitor.recorded' ? evolve(context.visitor, event.event) : context.visitor,
    }),
    // A page flow, once running, hears the message; while its code loads the message waits; the message
    // that needs it starts the loading (page-flows.ts). Before it was needed, the flow needs nothing.
    toFlow: enqueueActions(({ context, enqueue }, to: ToPageFlow) => {
      const slot = context.pageFlows[to.flow];
      if (slot.ref) return enqueue.sendTo(slot.ref, to.message);
      const load = () =>
        enqueue.spawnChild('loadFlowCode', { id: pageFlowCodeId(to.flow), input: { flow: to.flow } });
      if (slot.waiting) {
        // Code that did not arrive is asked for again by the flow's retry (the network back, its page again).
        const retry = slot.failed && flowRuleSays(to, 'retries');
        const waiting = [...slot.waiting, to.message];
        enqueue.assign({
          pageFlows: withSlot(context.pageFlows, to.flow, { waiting, failed: slot.failed && !retry }),
        });
        if (retry) load();
      } else if (flowRuleSays(to, 'needs')) {
        enqueue.assign({
          pageFlows: withSlot(context.pageFlows, to.flow, { waiting: [to.message], failed: false }),
        });
        load();
      }
    }),
    // Its code arrived: the flow starts on the root's present word on the network ...
    startFlow: assign({
      pageFlows: ({ context, event, spawn, self }) => {
        if (!isPageFlowCode(event)) return context.pageFlows;
        const code = event.output;
        if (!code.logic) return withSlot(context.pageFlows, code.flow, { failed: true });
        const online = !self.getSnapshot().matches('offline');
        const ref =
          code.flow === 'compare'
            ? spawn(code.logic, { systemId: 'compare', input: { country: context.country.code, online } })
            : code.flow === 'planDetail'
              ? spawn(code.logic, { systemId: 'planDetail', input: flowInputs.planDetail(context) })
              : code.flow === 'chat'
                ? spawn(code.logic, { systemId: 'chat' })
                : spawn(code.logic, { systemId: 'access' });
        return withSlot(context.pageFlows, code.flow, { ref });
      },
    }),
    retryFlows: enqueueActions(({ context, enqueue }) => {
      const failed = failedFlows(context.pageFlows);
      let flows = context.pageFlows;
      for (const flow of failed) {
        flows = withSlot(flows, flow, { failed: false });
        enqueue.spawnChild('loadFlowCode', { id: pageFlowCodeId(flow), input: { flow } });
      }
      enqueue.assign({ pageFlows: flows });
    }),
    // ... and hears, in order, what waited for it.
    flushFlow: enqueueActions(({ context, event, enqueue }) => {
      if (!isPageFlowCode(event)) return;
      const { ref, waiting } = context.pageFlows[event.output.flow];
      if (!ref) return;
      for (const message of waiting ?? []) enqueue.sendTo(ref, message);
      enqueue.assign({ pageFlows: withSlot(context.pageFlows, event.output.flow, { waiting: null }) });
    }),
    // The flows that wait for the network learn the root's belief; a form that failed to load comes back.
    tellNetwork: enqueueActions(
      ({ context, enqueue }, { online, fromBrowser }: { online: boolean; fromBrowser: boolean }) => {
        enqueue.sendTo('connectivity', connectivityWord(online));
        enqueue.sendTo('outbox', { type: 'network.changed' as const, online });
        enqueue.sendTo('contactForm', { type: 'network.changed' as const, online });
        // Content that failed (menu, contacts, landings, blog, listings) is asked for again (issue 27).
        enqueue.sendTo('content', { type: 'network.changed' as const, online, fromBrowser });
        if (online) enqueue.sendTo('profile', { type: 'profile.retry' as const });
        // A live chat reconnects at once when the network is back.
        const chat = context.pageFlows.chat.ref;
        if (chat) enqueue.sendTo(chat, { type: 'network.changed' as const, online });
      },
    ),
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
    bootedOnline: ({ context }) => context.boot.online,
    browserSaysOnline: ({ event }) => event.type === 'network.changed' && event.online,
    // A call's outcome changes the belief only when it says the other thing (a dropped connection: offline).
    callSaysOnline: ({ event }) =>
      event.type === 'network.observed' && onlineAfter(false, { source: 'call', outcome: event.outcome }),
    callSaysOffline: ({ event }) =>
      event.type === 'network.observed' && !onlineAfter(true, { source: 'call', outcome: event.outcome }),
    canCompare: ({ context }) => enoughToCompare(context.visitor.comparisonSlots),
    accepted: ({ context }, params: { command: VisitorCommand }) =>
      decide(params.command, context.visitor).ok,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => appContext(input),
  invoke: [
    {
      id: 'navigation',
      systemId: 'navigation',
      src: 'navigation',
      input: ({ context }) => ({ address: context.boot.address, country: context.country.code }),
    },
    {
      id: 'sessionExpiry',
      systemId: 'sessionExpiry',
      src: 'sessionExpiry',
      input: ({ context }) => flowInputs.sessionExpiry(context),
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
      input: ({ context }) => ({ pending: pendingItems(context.visitor), online: context.boot.online }),
    },
    { id: 'content', systemId: 'content', src: 'content' },
    {
      id: 'contactForm',
      systemId: 'contactForm',
      src: 'contactForm',
      input: ({ context }) => ({ online: context.boot.online }),
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
      input: ({ context }) => flowInputs.subdomain(context),
    },
    {
      id: 'leadAttribution',
      systemId: 'leadAttribution',
      src: 'leadAttribution',
      input: ({ context }) => flowInputs.leadAttribution(context),
    },
    {
      id: 'connectivity',
      systemId: 'connectivity',
      src: 'connectivity',
      input: ({ context }) => ({ online: context.boot.online }),
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
    // The browser's word on the network is taken as it is, also when it repeats the belief.
    'network.changed': [
      {
        guard: 'browserSaysOnline',
        target: '.online',
        actions: [
          { type: 'tellNetwork', params: browserOnline },
          // The list tells the browser's word from a call's (only the browser's may clear its offline mark).
          {
            type: 'toFlow',
            params: { flow: 'compare', message: { type: 'network.changed', ...browserOnline } },
          },
          retryDetail(true),
        ],
      },
      {
        target: '.offline',
        actions: [
          { type: 'tellNetwork', params: browserOffline },
          {
            type: 'toFlow',
            params: { flow: 'compare', message: { type: 'network.changed', ...browserOffline } },
          },
        ],
      },
    ],
    'visitor.recorded': {
      actions: [
        'fold',
        'tellSlots',
        // The comparison refetches prices when a profile is saved.
        { type: 'toFlow', params: ({ event }) => ({ flow: 'compare', message: event }) },
        // A LeadQueued starts a delivery, a LeadDelivered ends it.
        sendTo('outbox', ({ event }) => event),
        // A saved profile reprices the plan shown; the flow reads the projection after the event.
        {
          type: 'toFlow',
          params: ({ context, event }) => ({
            flow: 'planDetail',
            message: { ...event, visitor: context.visitor },
          }),
        },
      ],
    },
    // Flows that follow the page learn which one shows.
    'route.changed': {
      actions: [
        // The list searches with the stored profile of the page's product type, handed over here.
        {
          type: 'toFlow',
          params: ({ context, event }) => ({
            flow: 'compare',
            message: {
              ...event,
              stored: storedProfile(context.visitor, pageChange(event.resolution).productType),
            },
          }),
        },
        // A plan detail (page or modal) resolves its address, with the profile its price is for.
        {
          type: 'toFlow',
          params: ({ context, event }) => ({
            flow: 'planDetail',
            message: { ...event, visitor: context.visitor },
          }),
        },
        // The modal closes when its page is left; perfil is read from any address.
        sendTo('profile', ({ event }) => pageChange(event.resolution)),
        sendTo('perfilAddress', ({ event }) => pageChange(event.resolution)),
        sendTo('content', ({ event }) => event),
        sendTo('contactForm', ({ context, event }) =>
          contactPage(context.visitor, event.resolution, context.country.code),
        ),
        // The token gate (a gated page, /login), partner gating and short links follow the page too.
        {
          type: 'toFlow',
          params: ({ event }) => ({ flow: 'access', message: accessRoute(event.resolution) }),
        },
        enqueueActions(({ enqueue, event }) => {
          for (const [to, sent] of visitorsRouteEvents(event.resolution)) enqueue.sendTo(to, sent);
        }),
      ],
    },
    'navigation.*': { actions: sendTo('navigation', ({ event }) => event) },
    'session.*': { actions: sendTo('sessionExpiry', ({ event }) => event) },
    // The modal opens on the stored profile: the root hands it over with the event, so the flow keeps no copy.
    'profile.open': {
      actions: sendTo('profile', ({ context, event }) => profileOpening(context.visitor, event.productType)),
    },
    'profile.*': { actions: sendTo('profile', ({ event }) => event) },
    'compare.*': {
      actions: { type: 'toFlow', params: ({ event }) => ({ flow: 'compare', message: event }) },
    },
    // A page flow's code arrived (or did not: the view shows the page's error; what waited waits for the retry).
    'xstate.done.actor.pageFlowCode.*': { actions: ['startFlow', 'flushFlow'] },
    'flows.retry': { actions: 'retryFlows' },
    'slots.open': { guard: 'canCompare', actions: sendTo('compareSlots', ({ event }) => event) },
    'slots.close': { actions: sendTo('compareSlots', ({ event }) => event) },
    'referral.*': { actions: sendTo('referral', ({ event }) => event) },
    'share.*': { actions: sendTo('share', ({ event }) => event) },
    'staff.*': { actions: sendTo('staff', ({ event }) => event) },
    'access.*': { actions: { type: 'toFlow', params: ({ event }) => ({ flow: 'access', message: event }) } },
    // A plan opened from a card loads with the projection of now, not of when the page showed.
    'detail.*': {
      actions: {
        type: 'toFlow',
        params: ({ context, event }) => ({
          flow: 'planDetail',
          message: event.type === 'detail.open' ? { ...event, visitor: context.visitor } : event,
        }),
      },
    },
    'content.*': { actions: sendTo('content', ({ event }) => event) },
    'chat.*': { actions: { type: 'toFlow', params: ({ event }) => ({ flow: 'chat', message: event }) } },
    'contact.*': { actions: sendTo('contactForm', ({ event }) => event) },
  },
  // The root's belief about the network: the browser's word, or a call's when it says the other thing.
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'bootedOnline', target: 'online' }, { target: 'offline' }] },
    online: {
      on: { 'network.observed': { guard: 'callSaysOffline', target: 'offline', actions: tellCalls(false) } },
    },
    offline: {
      on: { 'network.observed': { guard: 'callSaysOnline', target: 'online', actions: tellCalls(true) } },
    },
  },
});
