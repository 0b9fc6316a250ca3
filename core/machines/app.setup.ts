import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  decide,
  enoughToCompare,
  evolve,
  onlineAfter,
  type EventDraft,
  type VisitorCommand,
} from '../domain';
import { connectivityWord, flowInputs } from './app-context';
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
import { perfilAddressMachine } from './perfil-address.machine';
import { connectivityMachine } from './connectivity.machine';
import { contentMachine } from './content.machine';
import { contactFormMachine } from './contact-form.machine';
import { leadAttributionMachine } from './lead-attribution.machine';
import { pageCodeMachine } from './page-code.machine';

/** The root's vocabulary: its children, named actions and guards (the chart is app.machine.ts). */
export const appSetup = setup({
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
      'pageFlowCode.purchase': 'loadFlowCode';
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
    pageCode: pageCodeMachine,
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
              : code.flow === 'purchase'
                ? spawn(code.logic, { systemId: 'purchase', input: { country: context.country.code } })
                : spawn(code.logic, { systemId: code.flow });
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
        // Page code that did not arrive is asked for again when the network is back.
        enqueue.sendTo('pageCode', { type: 'network.changed' as const, online });
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
});
