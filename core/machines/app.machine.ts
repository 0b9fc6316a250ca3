import { enqueueActions, sendTo } from 'xstate';
import { contactPage, decide, filledSlots, pageChange, pendingItems } from '../domain';
import { appContext, flowInputs, profileOpening, storedProfile } from './app-context';
import { accessRoute, visitorsRouteEvents } from './visitors-boot';
import { appSetup } from './app.setup';

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

export const appMachine = appSetup.createMachine({
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
    // Page code that did not arrive (core/machines/page-code.machine.ts): the reload, the wait, the ask again.
    {
      id: 'pageCode',
      systemId: 'pageCode',
      src: 'pageCode',
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
        {
          type: 'toFlow',
          params: ({ context, event }) => ({
            flow: 'compare',
            message: { ...event, visitor: context.visitor },
          }),
        },
        // What waits is read from the projection after the event: a new item starts a delivery, a
        // delivered one ends it.
        sendTo('outbox', ({ context, event }) => ({ ...event, visitor: context.visitor })),
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
    // Opening the table loads the chosen plans' cards (visible or not) for its rows.
    'slots.open': {
      guard: 'canCompare',
      actions: [
        {
          type: 'toFlow',
          params: ({ context }) => ({
            flow: 'compare',
            message: {
              type: 'compare.card.load',
              productIds: filledSlots(context.visitor.comparisonSlots).map(Number),
            },
          }),
        },
        sendTo('compareSlots', ({ event }) => event),
      ],
    },
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
    'purchase.located': {
      actions: { type: 'toFlow', params: ({ event }) => ({ flow: 'purchase', message: event }) },
    },
    'contact.*': { actions: sendTo('contactForm', ({ event }) => event) },
    'code.*': { actions: sendTo('pageCode', ({ event }) => event) },
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
