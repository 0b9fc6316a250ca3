import { assign, type SnapshotFrom } from 'xstate';
import { backPlan, silenceCommand, startCommand } from '../domain';
import { fresh, ours, submitOf, syncEffects } from './purchase-context';
import { purchaseSetup } from './purchase.setup';

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

export const purchaseMachine = purchaseSetup.createMachine({
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
