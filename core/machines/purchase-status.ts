import type { PurchaseSnapshot } from './purchase.machine';

// Apart from the machine so the view's surface can export it without loading the purchase flow's code.
export type PurchaseStatus =
  | 'idle'
  | 'loading'
  | 'failed'
  | 'price-failed'
  | 'not-online'
  | 'editing'
  /** The price for the insured is being asked: no payment is offered meanwhile. */
  | 'pricing'
  /** It could not be known: said, with a retry; no payment is offered. */
  | 'price-unknown'
  | 'paying'
  | 'checking'
  | 'unanswered'
  | 'confirmed';

export function selectPurchaseStatus(snapshot: PurchaseSnapshot): PurchaseStatus {
  if (snapshot.matches('failed'))
    return snapshot.context.loadFailure === 'not-online'
      ? 'not-online'
      : snapshot.context.loadFailure === 'price'
        ? 'price-failed'
        : 'failed';
  if (snapshot.matches('loading') || snapshot.matches('opening')) return 'loading';
  if (snapshot.matches({ active: 'paying' })) return 'paying';
  if (snapshot.matches({ active: 'checking' })) return 'checking';
  if (snapshot.matches({ active: 'unanswered' })) return 'unanswered';
  if (snapshot.matches({ active: 'confirmed' })) return 'confirmed';
  if (snapshot.matches({ active: { editing: 'pricing' } })) return 'pricing';
  if (snapshot.matches({ active: { editing: 'priceUnknown' } })) return 'price-unknown';
  if (snapshot.matches('active')) return 'editing';
  return 'idle';
}
