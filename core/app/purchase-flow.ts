import { createActor, fromPromise, type Actor, type ActorOptions } from 'xstate';
import type { ApiClient } from '../domain/api';
import {
  calendarOf,
  productTypeKey,
  profileFor,
  purchaseInsured,
  type CardInput,
  type Purchase,
} from '../domain';
import type { PaymentProvider } from '../adapters/payment/payment-provider';
import type { Clock } from '../adapters/clock/clock';
import type { appMachine } from '../machines/app.machine';
import type { navigationMachine } from '../machines/navigation.machine';
import {
  purchaseMachine,
  type ChargeInput,
  type PurchaseViewEvent,
  type RepriceInput,
} from '../machines/purchase.machine';
import { purchasePaymentMachine } from '../machines/purchase-payment.machine';
import { loadPurchase, repricePurchase } from '../machines/purchase.loader';

/** The running purchase flow the purchase page talks to (loaded with the page, never before). */
export interface PurchaseFlow {
  readonly actor: Actor<typeof purchaseMachine>;
  /** A view command; the purchase as recorded and the clock travel with it. */
  send(event: PurchaseViewEvent): void;
  stop(): void;
}

export interface PurchaseFlowDeps {
  readonly root: Actor<typeof appMachine>;
  readonly api: ApiClient;
  readonly payments: PaymentProvider;
  readonly clock: Clock;
  readonly newId: () => string;
  readonly warn: (message: string, detail?: unknown) => void;
  /** The timers of the flow's delays (the payment timeout); tests give a SimulatedClock. */
  readonly timers?: ActorOptions<typeof purchaseMachine>['clock'];
}

/**
 * The purchase's composition: supplies the machine's actors (API, payment port) and actions (commands
 * to the root, navigation), and tells it where the visitor is. Split from core/app/index.ts so the purchase
 * flow loads on demand, with its page.
 */
export function startPurchaseFlow(deps: PurchaseFlowDeps): PurchaseFlow {
  const { root, api, payments, clock } = deps;
  let actor: Actor<typeof purchaseMachine> | null = null;
  const visitor = () => root.getSnapshot().context.visitor;
  const recorded = (purchaseId: string | null | undefined): Purchase | null =>
    purchaseId ? (visitor().purchases[purchaseId] ?? null) : null;
  const current = () => recorded(actor?.getSnapshot().context.route?.purchaseId);

  const machine = purchaseMachine.provide({
    actions: {
      perform: (_, effects) => {
        for (const effect of effects)
          if (effect.type === 'execute') root.send({ type: 'visitor.execute', command: effect.command });
          else root.send({ type: 'navigation.go', to: effect.to, replace: effect.replace });
      },
      requestSync: (_, { purchaseId }) =>
        actor?.send({ type: 'purchase.synced', purchase: recorded(purchaseId), now: clock.now() }),
    },
    actors: {
      loadPurchase: fromPromise(({ input }: { input: { productCode: string } }) =>
        loadPurchase(api, visitor(), input.productCode, deps.newId()),
      ),
      // The price for who the purchase insures: the stored profile with what its steps collected.
      reprice: fromPromise(({ input }: { input: RepriceInput }) =>
        repricePurchase(api, {
          ...input,
          profile: purchaseInsured(
            profileFor(visitor(), productTypeKey(input.productType)),
            recorded(input.purchaseId)?.values ?? {},
            calendarOf(clock.now()).today,
          ),
        }),
      ),
      purchasePayment: purchasePaymentMachine.provide({
        actors: {
          tokenize: fromPromise(({ input, signal }: { input: CardInput; signal: AbortSignal }) =>
            payments.tokenize(input, signal),
          ),
          charge: fromPromise(({ input, signal }: { input: ChargeInput; signal: AbortSignal }) =>
            payments.charge(
              input.key,
              {
                purchaseId: input.purchaseId,
                method: input.method,
                amount: input.amount,
                currency: root.getSnapshot().context.country.currency,
                token: input.token,
              },
              signal,
            ),
          ),
          checkCharge: fromPromise(({ input, signal }: { input: { key: string }; signal: AbortSignal }) =>
            payments.status(input.key, signal),
          ),
        },
      }),
    },
  });

  const running = createActor(machine, {
    systemId: 'purchase',
    ...(deps.timers ? { clock: deps.timers } : {}),
    input: { country: root.getSnapshot().context.country.code },
  });
  actor = running;
  running.start();

  // Tell the flow where the visitor is each time the address changes (steps, back and forward).
  const navigation = root.system.get('navigation') as Actor<typeof navigationMachine>;
  let seenVisits = -1;
  const locate = () => {
    const { resolution, visits } = navigation.getSnapshot().context;
    if (visits === seenVisits || resolution.page !== 'online-purchase') return;
    seenVisits = visits;
    const productCode = resolution.params.productCode;
    if (!productCode) return;
    const query = new URLSearchParams(resolution.location.search);
    const session = query.get('session') || null;
    running.send({
      type: 'purchase.located',
      productCode,
      segment: resolution.params.step ?? null,
      session,
      sessionType: query.get('sessionType') || 'online',
      purchase: session ? recorded(session) : null,
      now: clock.now(),
    });
  };
  const subscription = navigation.subscribe(locate);
  locate();

  return {
    actor: running,
    send: (event) => running.send({ ...event, purchase: current(), now: clock.now() }),
    stop: () => {
      subscription.unsubscribe();
      running.stop();
    },
  };
}
