import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  answerOutcome,
  answerPlan,
  attemptCommand,
  backPlan,
  canStartPayment,
  isCardMethod,
  isRouteOf,
  nextAttemptKey,
  openAttempt,
  payRefusal,
  paymentErrorMessage,
  silenceCommand,
  startCommand,
  purchaseSteps,
  submitPlan,
  syncPlan,
  type AnswerOutcome,
  type CardInput,
  type ChargeStatus,
  type FlowEffect,
  type OutboxCommand,
  type ProviderAnswer,
  type PurchaseCommand,
  type TokenResult,
} from '../domain';
import { paymentCallMachine, type PaymentCallOutput } from './payment-call.machine';
import type {
  PurchaseContext,
  PurchaseEvent,
  PurchaseInput,
  PurchaseLoadResult,
  Seen,
} from './purchase.types';

export type * from './purchase.types';

/**
 * The online purchase (§2 /Compra-Online/{productCode}?session=&sessionType=): the product's forms in
 * orderPosition, the payment and its confirmation. The steps, the values typed and every payment
 * attempt are the visitor's durable state (the purchase aggregate, decided at the root); this machine
 * holds the flow only: loading, which errors show, and the payment's round trips. What each moment
 * records and where it goes is decided in core/domain/purchase/purchase-flow-plan.ts; each call to the
 * provider (charge or check, with its timeout) is the invoked child paymentCall. Events from the view
 * carry the purchase as the root holds it (`purchase`) and the visitor's clock (`now`); the composition
 * (core/purchase-flow.ts) adds both.
 */

/** What the event carries, for the states entered by eventless or done transitions. */
const seen = (event: unknown): Partial<Seen> => event as Partial<Seen>;
const answerOf = (event: unknown): ProviderAnswer<ChargeStatus> | null =>
  (event as { output?: PaymentCallOutput }).output?.answer ?? null;

const syncEffects = ({ route }: PurchaseContext, event: PurchaseEvent): FlowEffect[] => {
  const { purchase = null, now = 0 } = seen(event);
  if (!route || !isRouteOf(route, purchase)) return [];
  const segment = event.type === 'purchase.located' ? event.segment : null;
  return syncPlan(route, purchase, { segment, synced: event.type === 'purchase.synced', now });
};

const submitOf = ({ route, load, country }: PurchaseContext, event: PurchaseEvent) =>
  event.type === 'purchase.submit' && route && isRouteOf(route, event.purchase)
    ? submitPlan(route, event.purchase, load?.forms ?? [], { values: event.values, country, now: event.now })
    : null;

const settlementOf = ({ route, paying }: PurchaseContext, event: unknown) => {
  const answer = answerOf(event);
  return answer && route && paying ? answerPlan(route, paying, answer) : null;
};

const callInput = (context: PurchaseContext, call: 'charge' | 'check') => ({
  call,
  charge: {
    key: context.paying?.key ?? '',
    purchaseId: context.route?.purchaseId ?? '',
    method: context.paying?.method ?? ('transfer' as const),
    amount: context.paying?.amount ?? 0,
    token: context.paying?.token ?? null,
  },
});

const fresh = {
  route: null,
  load: null,
  loadFailure: null,
  fieldErrors: {},
  cardErrors: {},
  paymentError: null,
  paying: null,
  reference: null,
} as const;

export const purchaseMachine = setup({
  types: { context: {} as PurchaseContext, input: {} as PurchaseInput, events: {} as PurchaseEvent },
  actors: {
    loadPurchase: fromPromise<PurchaseLoadResult, { productCode: string }>(async () => ({
      ok: false,
      reason: 'failed',
    })),
    tokenize: fromPromise<ProviderAnswer<TokenResult>, CardInput>(async () => ({ ok: false, code: '2007' })),
    paymentCall: paymentCallMachine,
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
    keepLoad: assign(
      (
        _,
        {
          result,
          productCode,
          session,
          sessionType,
        }: { result: PurchaseLoadResult } & Pick<PurchaseContext, 'productCode' | 'session' | 'sessionType'>,
      ) => {
        if (!result.ok || productCode === null) return {};
        const load = result.value;
        const purchaseId = session ?? load.newPurchaseId;
        return { load, route: { purchaseId, productCode, sessionType, steps: purchaseSteps(load.forms) } };
      },
    ),
    failLoad: assign((_, reason: 'not-online' | 'failed') => ({ loadFailure: reason })),
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
      const { [event.field as keyof CardInput]: _card, ...cardErrors } = context.cardErrors;
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
    keepToken: assign(({ context: { paying } }, token: string) => ({
      paying: paying && { ...paying, token },
    })),
    refuseToken: assign((_, code: string) => ({ paymentError: paymentErrorMessage(code), paying: null })),
    keepSettlement: assign(({ context, event }) => {
      const plan = settlementOf(context, event);
      if (!plan) return {};
      return {
        ...(plan.reference !== null ? { reference: plan.reference } : {}),
        ...(plan.paymentError !== null ? { paymentError: plan.paymentError } : {}),
      };
    }),
    keepConfirmation: assign(({ context, event }) => {
      const approved = seen(event).purchase?.attempts.find((attempt) => attempt.status === 'approved');
      return {
        reference: context.reference ?? approved?.reference ?? null,
        paying: null,
        paymentError: null,
      };
    }),
    clearPaying: assign({ paying: null }),
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
    isOurs: ({ context, event }) => isRouteOf(context.route, seen(event).purchase ?? null),
    isConfirmed: ({ event }) => seen(event).purchase?.confirmedAt != null,
    hasOpenAttempt: ({ context, event }) => {
      const purchase = seen(event).purchase ?? null;
      return isRouteOf(context.route, purchase) && openAttempt(purchase) !== undefined;
    },
    canGoBack: ({ context, event }) =>
      isRouteOf(context.route, event.purchase ?? null) && (event.purchase?.stepIndex ?? 0) > 0,
    isCardRefused: ({ event }) =>
      event.type === 'purchase.pay' && payRefusal(event.method, event.card, event.now) !== null,
    canPay: ({ context, event }) =>
      isRouteOf(context.route, event.purchase ?? null) &&
      event.purchase !== null &&
      canStartPayment(event.purchase),
    isPayingByCard: ({ context }) => context.paying !== null && isCardMethod(context.paying.method),
    isTokenized: (_, answer: ProviderAnswer<TokenResult>) => answer.ok,
    isAnswered: (_, output: PaymentCallOutput) => output.answer !== null,
    answerLeadsTo: ({ event }, outcome: AnswerOutcome) => {
      const answer = answerOf(event);
      return answer !== null && answerOutcome(answer) === outcome;
    },
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
            actions: {
              type: 'keepLoad',
              params: ({ context, event }) => ({
                result: event.output,
                productCode: context.productCode,
                session: context.session,
                sessionType: context.sessionType,
              }),
            },
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
    /** Start the purchase (or resume it), then ask for the purchase as recorded to show its step. */
    opening: {
      entry: [
        {
          type: 'perform',
          params: ({ context: { load, route } }) =>
            load && route
              ? [{ type: 'execute', command: startCommand(route, load.productName, load.summary.total) }]
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
      on: { 'purchase.located': { guard: 'isThisPurchase', target: '.syncing', reenter: true } },
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
                  params: ({ context: { route }, event }) =>
                    route && event.purchase ? backPlan(route, event.purchase) : [],
                },
              ],
            },
            'purchase.pay': [
              // An attempt whose answer never came is checked before anything new is charged.
              { guard: 'hasOpenAttempt', target: 'checking' },
              { guard: 'isCardRefused', actions: 'showCardErrors' },
              { guard: 'canPay', target: 'paying', actions: 'startAttempt' },
            ],
          },
        },
        paying: {
          initial: 'starting',
          states: {
            starting: {
              always: [{ guard: 'isPayingByCard', target: 'tokenizing' }, { target: 'charging' }],
            },
            tokenizing: {
              invoke: {
                src: 'tokenize',
                // The card goes from the view's event straight to the provider: never into context.
                input: ({ event }) =>
                  event.type === 'purchase.pay' && event.card
                    ? event.card
                    : { number: '', holder: '', expiry: '', cvc: '' },
                onDone: [
                  {
                    guard: { type: 'isTokenized', params: ({ event }) => event.output },
                    target: 'charging',
                    actions: {
                      type: 'keepToken',
                      params: ({ event }) => (event.output.ok ? event.output.value.token : ''),
                    },
                  },
                  {
                    target: '#purchase.active.editing',
                    actions: {
                      type: 'refuseToken',
                      params: ({ event }) => (event.output.ok ? '' : event.output.code),
                    },
                  },
                ],
                onError: {
                  target: '#purchase.active.editing',
                  actions: { type: 'refuseToken', params: '2007' },
                },
              },
            },
            /** Record the attempt with its idempotency key, then charge it once. */
            charging: {
              entry: {
                type: 'perform',
                params: ({ context: { route, paying } }) =>
                  route && paying ? [{ type: 'execute', command: attemptCommand(route, paying) }] : [],
              },
              invoke: {
                src: 'paymentCall',
                input: ({ context }) => callInput(context, 'charge'),
                onDone: [
                  {
                    guard: { type: 'isAnswered', params: ({ event }) => event.output },
                    target: '#purchase.active.answered',
                  },
                  { target: '#purchase.active.unanswered' },
                ],
              },
            },
          },
        },
        /** What became of the open attempt: asked before anything else is charged. */
        checking: {
          invoke: {
            src: 'paymentCall',
            input: ({ context }) => callInput(context, 'check'),
            onDone: [
              { guard: { type: 'isAnswered', params: ({ event }) => event.output }, target: 'answered' },
              { target: 'unanswered' },
            ],
          },
        },
        /** The provider answered a charge or a check: record it and go on. */
        answered: {
          entry: [
            { type: 'perform', params: ({ context, event }) => settlementOf(context, event)?.effects ?? [] },
            'keepSettlement',
          ],
          always: [
            { guard: { type: 'answerLeadsTo', params: 'confirmed' }, target: 'confirmed' },
            { guard: { type: 'answerLeadsTo', params: 'unanswered' }, target: 'unanswered' },
            { target: 'editing', actions: 'clearPaying' },
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
