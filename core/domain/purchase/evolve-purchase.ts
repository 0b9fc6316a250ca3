import type { DomainEvent } from '../events/domain-event';
import type { Purchase, PaymentAttempt } from './purchase-state';

type PurchaseEvent = Extract<
  DomainEvent,
  {
    type:
      | 'PurchaseStarted'
      | 'PurchaseStepSaved'
      | 'PurchaseStepShown'
      | 'PaymentAttempted'
      | 'PaymentApproved'
      | 'PaymentDeclined'
      | 'PaymentUnanswered'
      | 'PurchaseConfirmed'
      | 'PurchaseRepriced';
  }
>;

type Purchases = Readonly<Record<string, Purchase>>;

const settle = (purchase: Purchase, key: string, change: Partial<PaymentAttempt>): Purchase => ({
  ...purchase,
  attempts: purchase.attempts.map((attempt) => (attempt.key === key ? { ...attempt, ...change } : attempt)),
});

/** Folds one purchase event into the visitor's purchases. */
export function evolvePurchases(purchases: Purchases, event: PurchaseEvent): Record<string, Purchase> {
  const id = event.data.purchaseId;
  if (event.type === 'PurchaseStarted') {
    return {
      ...purchases,
      [id]: {
        ...event.data,
        steps: [...event.data.steps],
        stepIndex: 0,
        reached: 0,
        values: {},
        attempts: [],
        startedAt: event.metadata.at,
        confirmedAt: null,
      },
    };
  }
  const purchase = purchases[id];
  if (!purchase) return { ...purchases };
  const next = ((): Purchase => {
    switch (event.type) {
      case 'PurchaseStepSaved':
        return {
          ...purchase,
          values: { ...purchase.values, [event.data.stepCode]: { ...event.data.values } },
        };
      case 'PurchaseStepShown':
        return {
          ...purchase,
          stepIndex: event.data.stepIndex,
          reached: Math.max(purchase.reached, event.data.stepIndex),
        };
      case 'PaymentAttempted':
        return {
          ...purchase,
          attempts: [
            ...purchase.attempts,
            {
              key: event.data.key,
              method: event.data.method,
              amount: event.data.amount,
              status: 'pending',
              code: null,
              reference: null,
            },
          ],
        };
      case 'PaymentApproved':
        return settle(purchase, event.data.key, { status: 'approved', reference: event.data.reference });
      case 'PaymentDeclined':
        return settle(purchase, event.data.key, { status: 'declined', code: event.data.code });
      case 'PaymentUnanswered':
        return settle(purchase, event.data.key, { status: 'unanswered' });
      case 'PurchaseConfirmed':
        return { ...purchase, confirmedAt: event.metadata.at };
      case 'PurchaseRepriced':
        return { ...purchase, total: event.data.total, priced: true };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  })();
  return { ...purchases, [id]: next };
}
