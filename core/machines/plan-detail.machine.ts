import { and, assign, sendTo } from 'xstate';
import { repriced, modalPlanCode } from '../domain';
import { contentRequest } from '../domain/api/loads';
import { loaderInput } from './plan-loader.machine';
import { addressOf, localizedTabPath, tabOf } from './plan-detail.address';
import { planDetailSetup } from './plan-detail.setup';

export type * from './plan-detail.setup';

/**
 * A plan's detail (§2 "Detail page"), as a page or as a modal over the comparison: the URL resolution
 * to the canonical path, the sections, the price for the visitor's profile, and the request form.
 */

export const planDetailMachine = planDetailSetup.createMachine({
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
