import { waitFor, type Actor } from 'xstate';
import type { ApiClient } from '../domain/api';
import { calendarOf, productTypeKey, profileFor, purchaseInsured, type Purchase } from '../domain';
import type { PaymentProvider } from '../adapters/payment/payment-provider';
import { sandboxPaymentProvider } from '../adapters/payment/sandbox-payment-provider';
import type { Clock } from '../adapters/clock/clock';
import { loadPurchase, repricePurchase } from '../adapters/api/loaders/purchase.loader';
import type { appMachine, AppEvent } from '../machines/app.machine';
import type { navigationMachine } from '../machines/navigation.machine';
import type { PageFlowRef } from '../machines/page-flows';
import { purchaseMachine, type PurchaseViewEvent } from '../machines/purchase.machine';
import { purchasePaymentMachine } from '../machines/purchase-payment.machine';
import { provideCalls } from './provide-calls';

/** The running purchase flow the purchase page talks to (loaded with the page, never before). */
export interface PurchaseFlow {
  /** The root's `purchase` child (system id `purchase`): spawned by the root, seen by the inspector. */
  readonly actor: PageFlowRef<'purchase'>;
  /** A view command; the purchase as recorded and the clock travel with it. */
  send(event: PurchaseViewEvent): void;
  stop(): void;
}

export interface PurchaseFlowDeps {
  readonly root: Actor<typeof appMachine>;
  readonly api: ApiClient;
  /** The payment port; the sample backend's sandbox at `paymentsBase` when none is given. */
  readonly payments?: PaymentProvider;
  readonly paymentsBase: string;
  readonly clock: Clock;
  readonly newId: () => string;
}

/** The purchase as the root's projection records it. */
const recordedIn =
  (root: Actor<typeof appMachine>) =>
  (purchaseId: string | null | undefined): Purchase | null =>
    purchaseId ? (root.getSnapshot().context.visitor.purchases[purchaseId] ?? null) : null;

/**
 * The purchase's logic with its calls supplied (API, payment port) and its actions (commands to the
 * root, navigation): the root's page-flow loader answers it, and the root spawns it as `purchase` in
 * its own actor system (page-flows.ts), when the purchase page first says where the visitor is.
 */
export function purchaseFlow(deps: PurchaseFlowDeps): typeof purchaseMachine {
  const { root, api, clock } = deps;
  const payments = deps.payments ?? sandboxPaymentProvider(deps.paymentsBase);
  const visitor = () => root.getSnapshot().context.visitor;
  const recorded = recordedIn(root);
  return provideCalls(
    purchaseMachine,
    {
      loadPurchase: (input) => loadPurchase(api, visitor(), input.productCode, deps.newId()),
      // The price for who the purchase insures: the stored profile with what its steps collected.
      reprice: (input) =>
        repricePurchase(api, {
          ...input,
          profile: purchaseInsured(
            profileFor(visitor(), productTypeKey(input.productType)),
            recorded(input.purchaseId)?.values ?? {},
            calendarOf(clock.now()).today,
          ),
        }),
    },
    {
      actions: {
        // Told to the root at once (not as a sendParent, which is delivered after the step's actions):
        // the requestSync that follows must read the projection with these commands recorded.
        perform: (_, effects) => {
          for (const effect of effects)
            root.send(
              effect.type === 'execute'
                ? { type: 'visitor.execute', command: effect.command }
                : { type: 'navigation.go', to: effect.to, replace: effect.replace },
            );
        },
        requestSync: ({ self }, { purchaseId }) =>
          self.send({ type: 'purchase.synced', purchase: recorded(purchaseId), now: clock.now() }),
      },
      actors: {
        purchasePayment: provideCalls(purchasePaymentMachine, {
          tokenize: (input, signal) => payments.tokenize(input, signal),
          charge: (input, signal) =>
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
          checkCharge: (input, signal) => payments.status(input.key, signal),
        }),
      },
    },
  );
}

/**
 * Tells the root where the visitor is each time the address changes (steps, back and forward): the
 * first time starts the root's `purchase` flow (its code loaded by the root, page-flows.ts); answers
 * the running flow once the root has spawned it, and rejects when its code did not arrive.
 */
export async function startPurchaseFlow(root: Actor<typeof appMachine>, clock: Clock): Promise<PurchaseFlow> {
  const recorded = recordedIn(root);
  const slot = () => root.getSnapshot().context.pageFlows.purchase;
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
    const located: Extract<AppEvent, { type: 'purchase.located' }> = {
      type: 'purchase.located',
      productCode,
      segment: resolution.params.step ?? null,
      session,
      sessionType: query.get('sessionType') || 'online',
      purchase: session ? recorded(session) : null,
      now: clock.now(),
    };
    // Straight to the running flow; before it runs, through the root (which starts it).
    const running = slot().ref as PageFlowRef<'purchase'> | null;
    if (running) running.send(located);
    else root.send(located);
  };
  const subscription = navigation.subscribe(locate);
  locate();

  const settled = await waitFor(root, (snapshot) => {
    const { ref, failed } = snapshot.context.pageFlows.purchase;
    return ref !== null || failed;
  }).catch(() => root.getSnapshot());
  const ref = settled.context.pageFlows.purchase.ref as PageFlowRef<'purchase'> | null;
  if (!ref) {
    subscription.unsubscribe();
    throw Object.assign(new Error('the purchase flow did not load'), { name: 'ChunkLoadError' });
  }
  const current = () => recorded(ref.getSnapshot().context.route?.purchaseId);
  return {
    actor: ref,
    send: (event) => ref.send({ ...event, purchase: current(), now: clock.now() }),
    stop: () => subscription.unsubscribe(),
  };
}
