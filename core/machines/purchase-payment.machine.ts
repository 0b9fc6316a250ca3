import { assign, fromPromise, sendParent, setup, type DoneActorEvent } from 'xstate';
import {
  answerOutcome,
  answerPlan,
  attemptCommand,
  isCardMethod,
  paymentErrorRef,
  type TextRef,
  type AnswerOutcome,
  type CardInput,
  type ChargeStatus,
  type FlowEffect,
  type PayingAttempt,
  type ProviderAnswer,
  type PurchaseRoute,
  type TokenResult,
} from '../domain';
import type { ChargeInput } from './purchase.types';

/**
 * One payment of the purchase flow, invoked by purchase.machine while it pays or checks: tokenize the
 * card, record the attempt with its idempotency key, charge it once (or check what became of an
 * attempt whose answer never came), and settle the provider's answer. What to record is decided in
 * core/domain/purchase/purchase-flow-plan.ts; the commands go to the parent as `purchase.perform`.
 * A provider silent for `paymentTimeout` ends the payment as 'unanswered'.
 */
export interface PurchasePaymentInput {
  readonly call: 'pay' | 'check';
  readonly route: PurchaseRoute | null;
  readonly paying: PayingAttempt | null;
  /** Read once by the tokenize call: the card never enters a context. */
  readonly card: CardInput | null;
}

export interface PurchasePaymentOutput {
  readonly outcome: AnswerOutcome;
  /** The attempt still open (unanswered), or null once settled. */
  readonly paying: PayingAttempt | null;
  readonly reference: string | null;
  readonly paymentError: TextRef | null;
}

interface PurchasePaymentContext extends PurchasePaymentOutput {
  readonly call: 'pay' | 'check';
  readonly route: PurchaseRoute | null;
}

const notProvided = { ok: false as const, code: '2007' };
const noCard: CardInput = { number: '', holder: '', expiry: '', cvc: '' };
const cardOf = (event: unknown): CardInput =>
  (event as { input?: Partial<PurchasePaymentInput> }).input?.card ?? noCard;
const chargeOf = ({ route, paying }: PurchasePaymentContext): ChargeInput => ({
  key: paying?.key ?? '',
  purchaseId: route?.purchaseId ?? '',
  method: paying?.method ?? 'transfer',
  amount: paying?.amount ?? 0,
  token: paying?.token ?? null,
});
const perform = (effects: readonly FlowEffect[]) => ({ type: 'purchase.perform' as const, effects });

/** The provider's word on a charge (its answer or a check's) settles the payment: logged, then kept. */
const answerOf = ({ event }: { event: DoneActorEvent<ProviderAnswer<ChargeStatus>> }) => event.output;
const settleOnAnswer = {
  target: 'settled',
  actions: [
    { type: 'recordAnswer', params: answerOf },
    { type: 'keepAnswer', params: answerOf },
  ],
} as const;

export const purchasePaymentMachine = setup({
  types: {
    context: {} as PurchasePaymentContext,
    input: {} as PurchasePaymentInput,
    output: {} as PurchasePaymentOutput,
  },
  actors: {
    tokenize: fromPromise<ProviderAnswer<TokenResult>, CardInput>(async () => notProvided),
    charge: fromPromise<ProviderAnswer<ChargeStatus>, ChargeInput>(async () => notProvided),
    checkCharge: fromPromise<ProviderAnswer<ChargeStatus>, { key: string }>(async () => notProvided),
  },
  actions: {
    keepToken: assign(({ context: { paying } }, token: string) => ({
      paying: paying && { ...paying, token },
    })),
    refuse: assign((_, code: string) => ({
      outcome: 'editing' as const,
      paymentError: paymentErrorRef(code),
      paying: null,
    })),
    recordAttempt: sendParent(({ context: { route, paying } }) =>
      perform(route && paying ? [{ type: 'execute', command: attemptCommand(route, paying) }] : []),
    ),
    recordAnswer: sendParent(({ context: { route, paying } }, answer: ProviderAnswer<ChargeStatus>) =>
      perform(route && paying ? answerPlan(route, paying, answer).effects : []),
    ),
    keepAnswer: assign(({ context: { route, paying } }, answer: ProviderAnswer<ChargeStatus>) => {
      const outcome = answerOutcome(answer);
      const plan = route && paying ? answerPlan(route, paying, answer) : null;
      return {
        outcome,
        paying: outcome === 'unanswered' ? paying : null,
        reference: plan?.reference ?? null,
        paymentError: plan?.paymentError ?? null,
      };
    }),
  },
  guards: {
    isCheck: ({ context }) => context.call === 'check',
    isPayingByCard: ({ context }) => context.paying !== null && isCardMethod(context.paying.method),
    isTokenized: (_, answer: ProviderAnswer<TokenResult>) => answer.ok,
  },
  delays: {
    /** How long a charge or a check may stay silent before the visitor is told and it is checked again. */
    paymentTimeout: 20_000,
  },
}).createMachine({
  id: 'purchasePayment',
  context: ({ input: { call, route, paying } }) => ({
    call,
    route,
    paying,
    outcome: 'unanswered',
    reference: null,
    paymentError: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isCheck', target: 'checking' },
        { guard: 'isPayingByCard', target: 'tokenizing' },
        { target: 'charging' },
      ],
    },
    tokenizing: {
      invoke: {
        src: 'tokenize',
        // The card goes from the view's event straight to the provider: never into context.
        input: ({ event }) => cardOf(event),
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
            target: 'settled',
            actions: { type: 'refuse', params: ({ event }) => (event.output.ok ? '' : event.output.code) },
          },
        ],
        onError: { target: 'settled', actions: { type: 'refuse', params: '2007' } },
      },
      // A tokenizer that never answers: nothing was charged; the visitor is told to try again (issue 24).
      after: { paymentTimeout: { target: 'settled', actions: { type: 'refuse', params: '2007' } } },
    },
    /** Record the attempt with its idempotency key, then charge it once. */
    charging: {
      entry: 'recordAttempt',
      invoke: {
        src: 'charge',
        input: ({ context }) => chargeOf(context),
        onDone: settleOnAnswer,
        onError: 'settled',
      },
      after: { paymentTimeout: 'settled' },
    },
    /** What became of the open attempt: asked before anything else is charged. */
    checking: {
      invoke: {
        src: 'checkCharge',
        input: ({ context }) => ({ key: chargeOf(context).key }),
        onDone: settleOnAnswer,
        onError: 'settled',
      },
      after: { paymentTimeout: 'settled' },
    },
    settled: { type: 'final' },
  },
  output: ({ context: { outcome, paying, reference, paymentError } }) => ({
    outcome,
    paying,
    reference,
    paymentError,
  }),
});
