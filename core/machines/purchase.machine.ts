import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  backPlan,
  canStartPayment,
  nextAttemptKey,
  openAttempt,
  payRefusal,
  purchaseSteps,
  silenceCommand,
  startCommand,
  type AnswerOutcome,
  type FlowEffect,
  type PurchaseTotal,
} from '../domain';
import { purchasePaymentMachine, type PurchasePaymentOutput } from './purchase-payment.machine';
import { fresh, ours, seen, submitOf, syncEffects } from './purchase-context';
import type {
  PurchaseContext,
  PurchaseEvent,
  PurchaseInput,
  PurchaseLoadResult,
  RepriceInput,
} from './purchase.types';

export type * from './purchase.types';

/**
 * The online purchase (§2 /Compra-Online/{productCode}?session=&sessionType=): the product's forms in
 * orderPosition, the payment and its confirmation. The steps, the values typed and every payment
 * attempt are the visitor's durable state (the purchase aggregate, decided at the root); this machine
 * holds the flow only: loading, which errors show, where the payment stands. What each moment records
 * and where it goes is decided in core/domain/purchase/purchase-flow-plan.ts and carried out by the
 * supplied `perform`; each payment (tokenize, charge or check, settle) is the invoked child
 * purchasePayment, which sends its commands up as `purchase.perform`. Events from the view carry the
 * purchase as the root holds it (`purchase`) and the visitor's clock (`now`); the composition
 * (core/purchase-flow.ts) adds both.
 */

export const purchaseMachine = setup({
  types: { context: {} as PurchaseContext, input: {} as PurchaseInput, events: {} as PurchaseEvent },
  actors: {
    loadPurchase: fromPromise<PurchaseLoadResult, { productCode: string }>(async () => ({
      ok: false,
      reason: 'failed',
    })),
    purchasePayment: purchasePaymentMachine,
    // Supplied at the root: the price for the insured the purchase collected (purchase.loader.ts).
    reprice: fromPromise<PurchaseTotal, RepriceInput>(async () => {
      throw new Error('reprice not provided');
    }),
  },
  actions: {
    // Supplied at the root: each command goes to the root as visitor.execute (decided there and
    // recorded), each address to navigation.go, in the plan's order.
    perform: (_, _effects: readonly FlowEffect[]) => {},
    // Supplied at the root: answer with purchase.synced carrying the purchase as recorded.
    requestSync: (_, _params: { purchaseId: string }) => {},
    locate: assign(({ event }) =>
      event.type === 'purchase.located'
        ? {
            ...fresh,
            productCode: event.productCode,
            sessionType: event.sessionType || 'online',
            session: event.session,
          }
        : {},
    ),
    keepLoad: assign(({ context: { productCode, session, sessionType } }, result: PurchaseLoadResult) => {
      if (!result.ok || productCode === null) return {};
      const load = result.value;
      const purchaseId = session ?? load.newPurchaseId;
      return { load, route: { purchaseId, productCode, sessionType, steps: purchaseSteps(load.forms) } };
    }),
    keepSummary: assign(({ context }, summary: PurchaseTotal) =>
      context.load ? { load: { ...context.load, summary, priced: true } } : {},
    ),
    failLoad: assign((_, reason: 'not-online' | 'failed' | 'price') => ({ loadFailure: reason })),
    resumeAttempt: assign(({ event }) => {
      const { purchase, now = 0 } = seen(event);
      const open = purchase ? openAttempt(purchase) : undefined;
      return open
        ? { paying: { key: open.key, method: open.method, amount: open.amount, token: null, at: now } }
        : {};
    }),
    clearFieldError: assign(({ context, event }) => {
      if (event.type !== 'purchase.fieldEdited') return {};
      const { [event.field]: _field, ...fieldErrors } = context.fieldErrors;
      const { [event.field as keyof typeof context.cardErrors]: _card, ...cardErrors } = context.cardErrors;
      return { fieldErrors, cardErrors };
    }),
    showFieldErrors: assign(({ context, event }) => {
      const plan = submitOf(context, event);
      return plan ? { fieldErrors: plan.fieldErrors } : {};
    }),
    clearErrors: assign({ fieldErrors: {}, cardErrors: {}, paymentError: null }),
    showCardErrors: assign(({ event }) =>
      event.type === 'purchase.pay'
        ? { cardErrors: payRefusal(event.method, event.card, event.now) ?? {} }
        : {},
    ),
    startAttempt: assign(({ event }) => {
      if (event.type !== 'purchase.pay' || !event.purchase)
        return { cardErrors: {}, paymentError: null, paying: null };
      const { method, now: at, purchase } = event;
      const paying = { key: nextAttemptKey(purchase), method, amount: purchase.total, token: null, at };
      return { cardErrors: {}, paymentError: null, paying };
    }),
    keepPayment: assign((_, { paying, reference, paymentError }: PurchasePaymentOutput) => ({
      paying,
      ...(reference !== null ? { reference } : {}),
      ...(paymentError !== null ? { paymentError } : {}),
    })),
    keepConfirmation: assign(({ context, event }) => {
      const approved = seen(event).purchase?.attempts.find((attempt) => attempt.status === 'approved');
      return {
        reference: context.reference ?? approved?.reference ?? null,
        paying: null,
        paymentError: null,
      };
    }),
  },
  guards: {
    // Another plan, or another session of it: load it afresh.
    isAnotherPurchase: ({ context, event }) =>
      event.type === 'purchase.located' &&
      (event.productCode !== context.productCode ||
        (event.session !== null && event.session !== (context.route?.purchaseId ?? context.session))),
    isThisPurchase: ({ context, event }) =>
      event.type === 'purchase.located' &&
      event.productCode === context.productCode &&
      (event.session === null || event.session === context.route?.purchaseId),
    isLoaded: (_, result: PurchaseLoadResult) => result.ok,
    isOurs: ({ context, event }) => ours(context, event) !== null,
    isConfirmed: ({ event }) => seen(event).purchase?.confirmedAt != null,
    hasOpenAttempt: ({ context, event }) => {
      const mine = ours(context, event);
      return mine !== null && openAttempt(mine.purchase) !== undefined;
    },
    canGoBack: ({ context, event }) => (ours(context, event)?.purchase.stepIndex ?? 0) > 0,
    isCardRefused: ({ event }) =>
      event.type === 'purchase.pay' && payRefusal(event.method, event.card, event.now) !== null,
    canPay: ({ context, event }) => {
      const mine = ours(context, event);
      return mine !== null && canStartPayment(mine.purchase);
    },
    paymentLeadsTo: ({ event }, outcome: AnswerOutcome) =>
      (event as { output?: PurchasePaymentOutput }).output?.outcome === outcome,
  },
}).createMachine({
  id: 'purchase',
  context: ({ input }) => ({
    ...fresh,
    country: input.country,
    productCode: null,
    sessionType: 'online',
    session: null,
  }),
  initial: 'idle',
  on: { 'purchase.located': { guard: 'isAnotherPurchase', target: '.loading', actions: 'locate' } },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'loadPurchase',
        input: ({ context }) => ({ productCode: context.productCode ?? '' }),
        onDone: [
          {
            guard: { type: 'isLoaded', params: ({ event }) => event.output },
            target: 'opening',
            actions: { type: 'keepLoad', params: ({ event }) => event.output },
          },
          {
            target: 'failed',
            actions: {
              type: 'failLoad',
              params: ({ event }) => (event.output.ok ? 'failed' : event.output.reason),
            },
          },
        ],
        onError: { target: 'failed', actions: { type: 'failLoad', params: 'failed' } },
      },
    },
    failed: {
      on: { 'purchase.retry': { target: 'loading', actions: assign({ loadFailure: null }) } },
    },
    /** Start the purchase (the root refuses an id that exists: a resume), then ask for it as recorded. */
    opening: {
      entry: [
        {
          type: 'perform',
          params: ({ context: { load, route } }) =>
            load && route
              ? [
                  {
                    type: 'execute',
                    command: startCommand(route, load.productName, load.summary.total, load.priced),
                  },
                ]
              : [],
        },
        { type: 'requestSync', params: ({ context }) => ({ purchaseId: context.route?.purchaseId ?? '' }) },
      ],
      on: {
        'purchase.synced': [
          { guard: 'isOurs', target: 'active' },
          { target: 'failed', actions: { type: 'failLoad', params: 'failed' } },
        ],
      },
    },
    active: {
      initial: 'syncing',
      on: {
        'purchase.located': { guard: 'isThisPurchase', target: '.syncing', reenter: true },
        'purchase.perform': { actions: { type: 'perform', params: ({ event }) => event.effects } },
      },
      states: {
        /** Bring the address and the recorded step together; a silent payment is checked first. */
        syncing: {
          entry: { type: 'perform', params: ({ context, event }) => syncEffects(context, event) },
          always: [
            { guard: 'isConfirmed', target: 'confirmed' },
            { guard: 'hasOpenAttempt', target: 'checking', actions: 'resumeAttempt' },
            { target: 'editing' },
          ],
        },
        editing: {
          // The price is asked for the insured collected so far each time the steps show; no payment
          // is offered until it is known (issue 24).
          initial: 'pricing',
          states: {
            pricing: {
              invoke: {
                src: 'reprice',
                input: ({ context: { route, load } }) => ({
                  purchaseId: route?.purchaseId ?? '',
                  productId: load?.productId ?? 0,
                  productType: load?.productType ?? '',
                  offers: load?.offers ?? [],
                }),
                onDone: {
                  target: 'priced',
                  actions: [
                    { type: 'keepSummary', params: ({ event }) => event.output },
                    {
                      type: 'perform',
                      params: ({ context: { route }, event }) =>
                        route
                          ? [
                              {
                                type: 'execute',
                                command: {
                                  type: 'purchase.reprice',
                                  purchaseId: route.purchaseId,
                                  total: event.output.total,
                                },
                              },
                            ]
                          : [],
                    },
                  ],
                },
                onError: 'priceUnknown',
              },
            },
            priced: {
              on: {
                'purchase.pay': [
                  // An attempt whose answer never came is checked before anything new is charged.
                  { guard: 'hasOpenAttempt', target: '#purchase.active.checking' },
                  { guard: 'isCardRefused', actions: 'showCardErrors' },
                  { guard: 'canPay', target: '#purchase.active.paying', actions: 'startAttempt' },
                ],
              },
            },
            priceUnknown: {
              on: { 'purchase.retry': 'pricing' },
            },
          },
          on: {
            'purchase.fieldEdited': { actions: 'clearFieldError' },
            'purchase.submit': {
              actions: [
                'showFieldErrors',
                { type: 'perform', params: ({ context, event }) => submitOf(context, event)?.effects ?? [] },
              ],
            },
            'purchase.back': {
              guard: 'canGoBack',
              actions: [
                'clearErrors',
                {
                  type: 'perform',
                  params: ({ context, event }) => {
                    const mine = ours(context, event);
                    return mine ? backPlan(mine.route, mine.purchase) : [];
                  },
                },
              ],
            },
          },
        },
        /** Tokenize, record the attempt with its idempotency key, charge it once, settle the answer. */
        paying: {
          invoke: {
            src: 'purchasePayment',
            input: ({ context: { route, paying }, event }) => ({
              call: 'pay' as const,
              route,
              paying,
              card: event.type === 'purchase.pay' ? event.card : null,
            }),
            onDone: {
              target: 'settling',
              actions: { type: 'keepPayment', params: ({ event }) => event.output },
            },
          },
        },
        /** What became of the open attempt: asked before anything else is charged. */
        checking: {
          invoke: {
            src: 'purchasePayment',
            input: ({ context: { route, paying } }) => ({
              call: 'check' as const,
              route,
              paying,
              card: null,
            }),
            onDone: {
              target: 'settling',
              actions: { type: 'keepPayment', params: ({ event }) => event.output },
            },
          },
        },
        /** Where a finished payment (a charge or a check) leads. */
        settling: {
          always: [
            { guard: { type: 'paymentLeadsTo', params: 'confirmed' }, target: 'confirmed' },
            { guard: { type: 'paymentLeadsTo', params: 'unanswered' }, target: 'unanswered' },
            { target: 'editing' },
          ],
        },
        /** Silence: recorded, told to the visitor, and checked again before any new attempt. */
        unanswered: {
          entry: {
            type: 'perform',
            params: ({ context: { route, paying } }) =>
              route && paying ? [{ type: 'execute', command: silenceCommand(route, paying) }] : [],
          },
          on: { 'purchase.check': 'checking', 'purchase.pay': 'checking' },
        },
        confirmed: { entry: 'keepConfirmation' },
      },
    },
  },
});

export type PurchaseSnapshot = SnapshotFrom<typeof purchaseMachine>;
