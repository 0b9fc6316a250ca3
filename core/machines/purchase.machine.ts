import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  CONFIRMATION_SEGMENT,
  cardErrors,
  confirmationPath,
  isCardMethod,
  nextAttemptKey,
  onlinePurchasePath,
  openAttempt,
  orderSteps,
  paidStatusUpdate,
  paymentErrorMessage,
  stepErrors,
  stepSegment,
  stepStatusUpdate,
  PAYMENT_STEP,
  type CardErrors,
  type CardInput,
  type ChargeStatus,
  type PlanStatusUpdate,
  type Purchase,
  type OutboxCommand,
  type PurchaseCommand,
  type PurchaseForm,
  type PurchaseStep,
  type PurchaseTotal,
  type SiteCountryCode,
  type StepErrors,
  type StepValues,
  type TokenResult,
} from '../domain';
import type { PaymentMethodCode } from '../domain/api';

/**
 * The online purchase (§2 /Compra-Online/{productCode}?session=&sessionType=): the product's forms in
 * orderPosition, the payment and its confirmation. The steps, the values typed and every payment
 * attempt are the visitor's durable state (the purchase aggregate, decided at the root); this machine
 * holds the flow only: loading, which errors show, and the payment's round trips with their timeout.
 * Events from the view carry the purchase as the root holds it (`purchase`) and the visitor's clock
 * (`now`); the composition (core/purchase-flow.ts) adds both.
 */
export interface PurchaseLoad {
  readonly productName: string;
  readonly forms: readonly PurchaseForm[];
  readonly methods: readonly { readonly code: PaymentMethodCode; readonly name: string }[];
  readonly summary: PurchaseTotal;
  /** A fresh purchase id, used when the address brings no session. */
  readonly newPurchaseId: string;
}

export type PurchaseLoadResult =
  | { readonly ok: true; readonly value: PurchaseLoad }
  | { readonly ok: false; readonly reason: 'not-online' | 'failed' };

export type ProviderAnswer<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: string };

export interface ChargeInput {
  readonly key: string;
  readonly purchaseId: string;
  readonly method: PaymentMethodCode;
  readonly amount: number;
  readonly token: string | null;
}

/** What the composition adds to every event: the purchase as recorded, and the clock. */
export interface Seen {
  readonly purchase: Purchase | null;
  readonly now: number;
}

export type PurchaseViewEvent =
  | { type: 'purchase.retry' }
  | { type: 'purchase.submit'; values: StepValues }
  | { type: 'purchase.back' }
  | { type: 'purchase.fieldEdited'; field: string }
  | { type: 'purchase.pay'; method: PaymentMethodCode; card: CardInput | null }
  | { type: 'purchase.check' };

export type PurchaseEvent =
  | ({
      type: 'purchase.located';
      productCode: string;
      segment: string | null;
      session: string | null;
      sessionType: string;
    } & Seen)
  /** The composition's answer to `requestSync`: the purchase as recorded now. */
  | ({ type: 'purchase.synced' } & Seen)
  | (PurchaseViewEvent & Seen);

/** Where this purchase's pages are: fixed once it starts (flow state, not the visitor's). */
interface Route {
  readonly purchaseId: string;
  readonly productCode: string;
  readonly sessionType: string;
  readonly steps: readonly PurchaseStep[];
}

export interface PurchaseContext {
  readonly country: SiteCountryCode;
  readonly productCode: string | null;
  readonly sessionType: string;
  /** The session the address asked for, before the purchase is opened. */
  readonly session: string | null;
  readonly route: Route | null;
  readonly load: PurchaseLoad | null;
  readonly loadFailure: 'not-online' | 'failed' | null;
  readonly fieldErrors: StepErrors;
  readonly cardErrors: CardErrors;
  /** The provider's answer to the last attempt, in Spanish (§8). */
  readonly paymentError: string | null;
  /** The attempt under way (its idempotency key is recorded with it). */
  readonly paying: {
    readonly key: string;
    readonly method: PaymentMethodCode;
    readonly amount: number;
    readonly token: string | null;
    /** When the visitor asked to pay (or a silent attempt was resumed): the time of its reports. */
    readonly at: number;
  } | null;
  /** The approved payment's reference, for the confirmation. */
  readonly reference: string | null;
}

export interface PurchaseInput {
  readonly country: SiteCountryCode;
}

/** Today as AAAA-MM-DD and { year, month } from the visitor's clock (epoch ms; Colombia is UTC-5). */
const COLOMBIA_OFFSET_MS = -5 * 3_600_000;
export function calendarOf(now: number) {
  const date = new Date(now + COLOMBIA_OFFSET_MS);
  return {
    today: date.toISOString().slice(0, 10),
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
  };
}

/** The address of a step; the payment's confirmation replaces the Pago segment (§2). */
export function purchaseAddress(route: Route, step: number | 'confirmation'): string {
  const session = { session: route.purchaseId, sessionType: route.sessionType };
  if (step === 'confirmation')
    return confirmationPath(onlinePurchasePath(route.productCode, route.steps.at(-1)?.title, session));
  return onlinePurchasePath(route.productCode, route.steps[step]?.title, session);
}

/** The step an address names: an index, 'confirmation', or null when it names none. */
export function stepFromSegment(
  steps: readonly PurchaseStep[],
  segment: string | null,
): number | 'confirmation' | null {
  if (segment === null) return null;
  if (segment === CONFIRMATION_SEGMENT) return 'confirmation';
  const index = steps.findIndex((step) => stepSegment(step.title) === segment);
  return index < 0 ? null : index;
}

/** The steps of a loaded product: its forms by orderPosition (§2), then the payment. */
export const stepsOf = (forms: readonly PurchaseForm[]): PurchaseStep[] => [
  ...orderSteps(forms).map(({ code, title }) => ({ code, title })),
  { ...PAYMENT_STEP },
];

const formOf = (load: PurchaseLoad | null, purchase: Purchase): PurchaseForm | undefined => {
  const step = purchase.steps[purchase.stepIndex];
  return load?.forms.find((form) => form.code === step?.code);
};

const contactOf = (purchase: Purchase): Readonly<Record<string, string>> =>
  Object.assign({}, ...Object.values(purchase.values)) as Record<string, string>;

const leadBase = (route: Route) => ({
  session: route.purchaseId,
  sessionType: route.sessionType,
  productCode: route.productCode,
});

const mine = (context: PurchaseContext, purchase: Purchase | null): purchase is Purchase =>
  purchase !== null && purchase.purchaseId === context.route?.purchaseId;

const outputOf = (event: unknown): ProviderAnswer<ChargeStatus> | undefined =>
  (event as { output?: ProviderAnswer<ChargeStatus> }).output;

const notProvided = { ok: false as const, code: '2007' };

/**
 * A status update for the back office goes through the visitor's outbox (kept in the log, retried,
 * delivered once); its key names the purchase and the status, so the same status is never kept twice.
 */
const queueStatus = (update: PlanStatusUpdate, now: number): OutboxCommand => ({
  type: 'outbox.queue',
  id: `${update.session}:${update.status}-${update.subStatus}`,
  kind: 'purchase',
  payload: { ...update },
  now,
});

export const purchaseMachine = setup({
  types: {
    context: {} as PurchaseContext,
    input: {} as PurchaseInput,
    events: {} as PurchaseEvent,
  },
  actors: {
    loadPurchase: fromPromise<PurchaseLoadResult, { productCode: string }>(async () => ({
      ok: false,
      reason: 'failed',
    })),
    tokenize: fromPromise<ProviderAnswer<TokenResult>, CardInput>(async () => notProvided),
    charge: fromPromise<ProviderAnswer<ChargeStatus>, ChargeInput>(async () => notProvided),
    checkCharge: fromPromise<ProviderAnswer<ChargeStatus>, { key: string }>(async () => notProvided),
  },
  actions: {
    // Supplied at the root: the command goes to the root as visitor.execute, decided there and recorded.
    execute: (_, _params: { command: PurchaseCommand | OutboxCommand }) => {},
    // Supplied at the root: navigation.go.
    go: (_, _params: { to: string; replace: boolean }) => {},
    // Supplied at the root: answer with purchase.synced carrying the purchase as recorded.
    requestSync: (_, _params: { purchaseId: string }) => {},
  },
  delays: {
    /** How long a charge or a check may stay silent before the visitor is told and it is checked again. */
    paymentTimeout: 20_000,
  },
}).createMachine({
  id: 'purchase',
  context: ({ input }) => ({
    country: input.country,
    productCode: null,
    sessionType: 'online',
    session: null,
    route: null,
    load: null,
    loadFailure: null,
    fieldErrors: {},
    cardErrors: {},
    paymentError: null,
    paying: null,
    reference: null,
  }),
  initial: 'idle',
  on: {
    'purchase.located': {
      // Another plan, or another session of it: load it afresh.
      guard: ({ context, event }) =>
        event.productCode !== context.productCode ||
        (event.session !== null && event.session !== (context.route?.purchaseId ?? context.session)),
      target: '.loading',
      actions: assign(({ event }) => ({
        productCode: event.productCode,
        sessionType: event.sessionType || 'online',
        session: event.session,
        route: null,
        load: null,
        loadFailure: null,
        fieldErrors: {},
        cardErrors: {},
        paymentError: null,
        paying: null,
        reference: null,
      })),
    },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'loadPurchase',
        input: ({ context }) => ({ productCode: context.productCode ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'opening',
            actions: assign(({ context, event }) => {
              if (!event.output.ok || context.productCode === null) return {};
              const load = event.output.value;
              return {
                load,
                route: {
                  purchaseId: context.session ?? load.newPurchaseId,
                  productCode: context.productCode,
                  sessionType: context.sessionType,
                  steps: stepsOf(load.forms),
                },
              };
            }),
          },
          {
            target: 'failed',
            actions: assign(({ event }) => ({ loadFailure: event.output.ok ? null : event.output.reason })),
          },
        ],
        onError: { target: 'failed', actions: assign({ loadFailure: 'failed' }) },
      },
    },
    failed: {
      on: { 'purchase.retry': { target: 'loading', actions: assign({ loadFailure: null }) } },
    },
    /**
     * Start the purchase (the root refuses a purchase id that exists: then it is a resume), then ask for
     * the purchase as recorded to show its step.
     */
    opening: {
      entry: enqueueActions(({ context, enqueue }) => {
        const { load, route } = context;
        if (!load || !route) return;
        enqueue({
          type: 'execute',
          params: {
            command: {
              type: 'purchase.start',
              purchaseId: route.purchaseId,
              productCode: route.productCode,
              productName: load.productName,
              sessionType: route.sessionType,
              steps: route.steps,
              total: load.summary.total,
            },
          },
        });
        enqueue({ type: 'requestSync', params: { purchaseId: route.purchaseId } });
      }),
      on: {
        'purchase.synced': [
          { guard: ({ context, event }) => mine(context, event.purchase), target: 'active' },
          { target: 'failed', actions: assign({ loadFailure: 'failed' }) },
        ],
      },
    },
    active: {
      initial: 'syncing',
      on: {
        'purchase.located': {
          guard: ({ context, event }) =>
            event.productCode === context.productCode &&
            (event.session === null || event.session === context.route?.purchaseId),
          target: '.syncing',
          reenter: true,
        },
      },
      states: {
        /** Bring the address and the recorded step together; a silent payment is checked first. */
        syncing: {
          entry: enqueueActions(({ context, event, enqueue }) => {
            const { route } = context;
            const purchase = (event as Partial<Seen>).purchase ?? null;
            if (!route || !mine(context, purchase)) return;
            const segment = event.type === 'purchase.located' ? event.segment : null;
            const named = stepFromSegment(route.steps, segment);
            if (purchase.confirmedAt !== null) {
              if (named !== 'confirmation')
                enqueue({
                  type: 'go',
                  params: { to: purchaseAddress(route, 'confirmation'), replace: true },
                });
              return;
            }
            if (event.type === 'purchase.synced') {
              const step = route.steps[purchase.stepIndex];
              if (step)
                enqueue({
                  type: 'execute',
                  params: {
                    command: queueStatus(
                      stepStatusUpdate(leadBase(route), step, contactOf(purchase)),
                      event.now,
                    ),
                  },
                });
            }
            const movable =
              typeof named === 'number' && named <= purchase.reached && openAttempt(purchase) === undefined;
            if (movable && named !== purchase.stepIndex) {
              // Back or forward in the browser's history: show the step the address names.
              enqueue({
                type: 'execute',
                params: {
                  command: { type: 'purchase.show', purchaseId: route.purchaseId, stepIndex: named },
                },
              });
              return;
            }
            if (named !== purchase.stepIndex)
              enqueue({
                type: 'go',
                params: { to: purchaseAddress(route, purchase.stepIndex), replace: true },
              });
          }),
          always: [
            {
              guard: ({ event }) => (event as Partial<Seen>).purchase?.confirmedAt != null,
              target: 'confirmed',
            },
            {
              guard: ({ context, event }) => {
                const purchase = (event as Partial<Seen>).purchase ?? null;
                return mine(context, purchase) && openAttempt(purchase) !== undefined;
              },
              target: 'checking',
              actions: assign(({ event }) => {
                const purchase = (event as Partial<Seen>).purchase;
                const open = purchase ? openAttempt(purchase) : undefined;
                return open
                  ? {
                      paying: {
                        key: open.key,
                        method: open.method,
                        amount: open.amount,
                        token: null,
                        at: (event as Partial<Seen>).now ?? 0,
                      },
                    }
                  : {};
              }),
            },
            { target: 'editing' },
          ],
        },
        editing: {
          on: {
            'purchase.fieldEdited': {
              actions: assign({
                fieldErrors: ({ context, event }) => {
                  const { [event.field]: _cleared, ...rest } = context.fieldErrors;
                  return rest;
                },
                cardErrors: ({ context, event }) => {
                  const { [event.field as keyof CardInput]: _cleared, ...rest } = context.cardErrors;
                  return rest;
                },
              }),
            },
            'purchase.submit': {
              actions: enqueueActions(({ context, event, enqueue }) => {
                const { route } = context;
                const purchase = event.purchase;
                if (!route || !mine(context, purchase)) return;
                const form = formOf(context.load, purchase);
                if (!form) return;
                const { today } = calendarOf(event.now);
                const errors = stepErrors(form.fields, event.values, { country: context.country, today });
                enqueue.assign({ fieldErrors: errors });
                if (Object.keys(errors).length > 0) return;
                const next = purchase.stepIndex + 1;
                enqueue({
                  type: 'execute',
                  params: {
                    command: {
                      type: 'purchase.saveStep',
                      purchaseId: route.purchaseId,
                      stepIndex: purchase.stepIndex,
                      fields: form.fields,
                      values: event.values,
                      country: context.country,
                      today,
                    },
                  },
                });
                const step = route.steps[next];
                if (step)
                  enqueue({
                    type: 'execute',
                    params: {
                      command: queueStatus(
                        stepStatusUpdate(leadBase(route), step, { ...contactOf(purchase), ...event.values }),
                        event.now,
                      ),
                    },
                  });
                enqueue({ type: 'go', params: { to: purchaseAddress(route, next), replace: false } });
              }),
            },
            'purchase.back': {
              guard: ({ context, event }) => mine(context, event.purchase) && event.purchase.stepIndex > 0,
              actions: enqueueActions(({ context, event, enqueue }) => {
                const { route } = context;
                const purchase = event.purchase;
                if (!route || !purchase) return;
                const previous = purchase.stepIndex - 1;
                enqueue.assign({ fieldErrors: {}, cardErrors: {}, paymentError: null });
                enqueue({
                  type: 'execute',
                  params: {
                    command: { type: 'purchase.show', purchaseId: route.purchaseId, stepIndex: previous },
                  },
                });
                enqueue({ type: 'go', params: { to: purchaseAddress(route, previous), replace: false } });
              }),
            },
            'purchase.pay': [
              {
                // An attempt whose answer never came is checked before anything new is charged.
                guard: ({ context, event }) =>
                  mine(context, event.purchase) && openAttempt(event.purchase) !== undefined,
                target: 'checking',
              },
              {
                guard: ({ event }) =>
                  isCardMethod(event.method) &&
                  Object.keys(
                    event.card ? cardErrors(event.card, calendarOf(event.now)) : { number: 'required' },
                  ).length > 0,
                actions: assign(({ event }) => ({
                  cardErrors: event.card
                    ? cardErrors(event.card, calendarOf(event.now))
                    : { number: 'campo requerido' },
                })),
              },
              {
                guard: ({ context, event }) =>
                  mine(context, event.purchase) &&
                  event.purchase.stepIndex === event.purchase.steps.length - 1 &&
                  event.purchase.confirmedAt === null,
                target: 'paying',
                actions: assign(({ event }) => ({
                  cardErrors: {},
                  paymentError: null,
                  paying: event.purchase
                    ? {
                        key: nextAttemptKey(event.purchase),
                        method: event.method,
                        amount: event.purchase.total,
                        token: null,
                        at: event.now,
                      }
                    : null,
                })),
              },
            ],
          },
        },
        paying: {
          initial: 'starting',
          states: {
            starting: {
              always: [
                {
                  guard: ({ context }) => context.paying !== null && isCardMethod(context.paying.method),
                  target: 'tokenizing',
                },
                { target: 'charging' },
              ],
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
                    guard: ({ event }) => event.output.ok,
                    target: 'charging',
                    actions: assign(({ context, event }) => ({
                      paying:
                        context.paying && event.output.ok
                          ? { ...context.paying, token: event.output.value.token }
                          : context.paying,
                    })),
                  },
                  {
                    target: '#purchase.active.editing',
                    actions: assign(({ event }) => ({
                      paymentError: paymentErrorMessage(event.output.ok ? null : event.output.code),
                      paying: null,
                    })),
                  },
                ],
                onError: {
                  target: '#purchase.active.editing',
                  actions: assign({ paymentError: () => paymentErrorMessage('2007'), paying: null }),
                },
              },
            },
            /** Record the attempt with its idempotency key, then charge it once. */
            charging: {
              entry: enqueueActions(({ context, enqueue }) => {
                const { route, paying } = context;
                if (!route || !paying) return;
                enqueue({
                  type: 'execute',
                  params: {
                    command: {
                      type: 'purchase.attempt',
                      purchaseId: route.purchaseId,
                      key: paying.key,
                      method: paying.method,
                      amount: paying.amount,
                      token: paying.token,
                    },
                  },
                });
              }),
              invoke: {
                src: 'charge',
                input: ({ context }) => ({
                  key: context.paying?.key ?? '',
                  purchaseId: context.route?.purchaseId ?? '',
                  method: context.paying?.method ?? 'transfer',
                  amount: context.paying?.amount ?? 0,
                  token: context.paying?.token ?? null,
                }),
                onDone: { target: '#purchase.active.answered' },
                onError: { target: '#purchase.active.unanswered' },
              },
              after: { paymentTimeout: { target: '#purchase.active.unanswered' } },
            },
          },
        },
        /** What became of the open attempt: asked before anything else is charged. */
        checking: {
          invoke: {
            src: 'checkCharge',
            input: ({ context }) => ({ key: context.paying?.key ?? '' }),
            onDone: { target: 'answered' },
            onError: { target: 'unanswered' },
          },
          after: { paymentTimeout: { target: 'unanswered' } },
        },
        /** The provider answered a charge or a check: record it and go on. */
        answered: {
          entry: enqueueActions(({ context, event, enqueue }) => {
            const output = outputOf(event);
            const { route, paying } = context;
            if (!output || !route || !paying) return;
            const settle = (
              outcome: 'approved' | 'declined',
              code: string | null,
              reference: string | null,
            ) =>
              enqueue({
                type: 'execute',
                params: {
                  command: {
                    type: 'purchase.settle',
                    purchaseId: route.purchaseId,
                    key: paying.key,
                    outcome,
                    code,
                    reference,
                  },
                },
              });
            if (!output.ok) {
              // The provider refused the request itself: nothing was charged.
              settle('declined', output.code, null);
              enqueue.assign({ paymentError: paymentErrorMessage(output.code) });
              return;
            }
            const status = output.value;
            if (status.status === 'approved') {
              const reference = status.reference ?? paying.key;
              settle('approved', null, reference);
              enqueue({
                type: 'execute',
                params: { command: { type: 'purchase.confirm', purchaseId: route.purchaseId } },
              });
              enqueue.assign({ reference });
              enqueue({
                type: 'execute',
                params: { command: queueStatus(paidStatusUpdate(leadBase(route), reference), paying.at) },
              });
              enqueue({ type: 'go', params: { to: purchaseAddress(route, 'confirmation'), replace: true } });
            } else if (status.status === 'declined' || status.status === 'not_found') {
              settle('declined', status.code ?? 'declined', null);
              enqueue.assign({ paymentError: paymentErrorMessage(status.code) });
            }
          }),
          always: [
            {
              guard: ({ event }) => {
                const output = outputOf(event);
                return output?.ok === true && output.value.status === 'approved';
              },
              target: 'confirmed',
            },
            {
              guard: ({ event }) => {
                const output = outputOf(event);
                return output?.ok === true && output.value.status === 'pending';
              },
              target: 'unanswered',
            },
            { target: 'editing', actions: assign({ paying: null }) },
          ],
        },
        /** Silence: recorded, told to the visitor, and checked again before any new attempt. */
        unanswered: {
          entry: enqueueActions(({ context, enqueue }) => {
            const { route, paying } = context;
            if (!route || !paying) return;
            enqueue({
              type: 'execute',
              params: {
                command: {
                  type: 'purchase.settle',
                  purchaseId: route.purchaseId,
                  key: paying.key,
                  outcome: 'unanswered',
                  code: null,
                  reference: null,
                },
              },
            });
          }),
          on: {
            'purchase.check': 'checking',
            'purchase.pay': 'checking',
          },
        },
        confirmed: {
          entry: assign(({ context, event }) => {
            const purchase = (event as Partial<Seen>).purchase;
            const approved = purchase?.attempts.find((attempt) => attempt.status === 'approved');
            return {
              reference: context.reference ?? approved?.reference ?? null,
              paying: null,
              paymentError: null,
            };
          }),
        },
      },
    },
  },
});

export type PurchaseSnapshot = SnapshotFrom<typeof purchaseMachine>;
