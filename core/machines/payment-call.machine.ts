import { assign, fromPromise, setup } from 'xstate';
import type { ChargeStatus, ProviderAnswer } from '../domain';
import type { ChargeInput } from './purchase.types';

/**
 * One call to the payment provider for the purchase flow: charge an attempt already recorded, or
 * check what became of it. The provider may stay silent; after `paymentTimeout` the call is aborted and
 * reported as silence (`answer: null`), so the purchase tells the visitor and checks again later.
 */
export interface PaymentCallInput {
  readonly call: 'charge' | 'check';
  readonly charge: ChargeInput;
}

export interface PaymentCallOutput {
  /** The provider's answer, or null when it stayed silent (a timeout or a failed request). */
  readonly answer: ProviderAnswer<ChargeStatus> | null;
}

interface PaymentCallContext extends PaymentCallInput {
  readonly answer: ProviderAnswer<ChargeStatus> | null;
}

const notProvided = { ok: false as const, code: '2007' };

export const paymentCallMachine = setup({
  types: {
    context: {} as PaymentCallContext,
    input: {} as PaymentCallInput,
    output: {} as PaymentCallOutput,
  },
  actors: {
    charge: fromPromise<ProviderAnswer<ChargeStatus>, ChargeInput>(async () => notProvided),
    checkCharge: fromPromise<ProviderAnswer<ChargeStatus>, { key: string }>(async () => notProvided),
  },
  actions: {
    keepAnswer: assign((_, answer: ProviderAnswer<ChargeStatus>) => ({ answer })),
  },
  guards: {
    isCheck: ({ context }) => context.call === 'check',
  },
  delays: {
    /** How long a charge or a check may stay silent before the visitor is told and it is checked again. */
    paymentTimeout: 20_000,
  },
}).createMachine({
  id: 'paymentCall',
  context: ({ input }) => ({ ...input, answer: null }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [{ guard: 'isCheck', target: 'checking' }, { target: 'charging' }],
    },
    charging: {
      invoke: {
        src: 'charge',
        input: ({ context }) => context.charge,
        onDone: { target: 'answered', actions: { type: 'keepAnswer', params: ({ event }) => event.output } },
        onError: { target: 'silent' },
      },
      after: { paymentTimeout: { target: 'silent' } },
    },
    /** What became of an attempt whose answer never came: asked before anything else is charged. */
    checking: {
      invoke: {
        src: 'checkCharge',
        input: ({ context }) => ({ key: context.charge.key }),
        onDone: { target: 'answered', actions: { type: 'keepAnswer', params: ({ event }) => event.output } },
        onError: { target: 'silent' },
      },
      after: { paymentTimeout: { target: 'silent' } },
    },
    answered: { type: 'final' },
    silent: { type: 'final' },
  },
  output: ({ context }) => ({ answer: context.answer }),
});
