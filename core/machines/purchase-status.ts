import type { PurchaseSnapshot } from './purchase.machine';

// Apart from the machine so the view's surface can export it without loading the purchase flow's code.
export type PurchaseStatus =
  | 'idle'
  | 'loading'
  | 'failed'
  | 'not-online'
  | 'editing'
  | 'paying'
  | 'checking'
  | 'unanswered'
  | 'confirmed';

export function selectPurchaseStatus(snapshot: PurchaseSnapshot): PurchaseStatus {
  if (snapshot.matches('failed'))
    return snapshot.context.loadFailure === 'not-online' ? 'not-online' : 'failed';
  if (snapshot.matches('loading') || snapshot.matches('opening')) return 'loading';
  if (snapshot.matches({ active: 'paying' })) return 'paying';
  if (snapshot.matches({ active: 'checking' })) return 'checking';
  if (snapshot.matches({ active: 'unanswered' })) return 'unanswered';
  if (snapshot.matches({ active: 'confirmed' })) return 'confirmed';
  if (snapshot.matches('active')) return 'editing';
  return 'idle';
}
