import { assign, fromPromise, setup } from 'xstate';
import {
  canStartPayment,
  nextAttemptKey,
  openAttempt,
  payRefusal,
  purchaseSteps,
  type AnswerOutcome,
  type FlowEffect,
  type PurchaseTotal,
} from '../domain';
import { purchasePaymentMachine, type PurchasePaymentOutput } from './purchase-payment.machine';
import { fresh, ours, seen, submitOf } from './purchase-context';
import type {
  PurchaseContext,
  PurchaseEvent,
  PurchaseInput,
  PurchaseLoadResult,
  RepriceInput,
} from './purchase.types';

/** The purchase's vocabulary: its ports, named actions and guards (the chart is purchase.machine.ts). */
export const purchaseSetup = setup({
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
    keepLoad: assign(({ context }, result: PurchaseLoadResult) => {
      const { productCode, session, sessionType, country } = context;
      if (!result.ok || productCode === null) return {};
      const load = result.value;
      const purchaseId = session ?? load.newPurchaseId;
      const steps = purchaseSteps(load.forms);
      return { load, route: { purchaseId, productCode, sessionType, steps, country } };
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
});
