import { use } from 'react';
import { useSelector } from '@xstate/react';
import type { Purchase } from '../../core/domain';
import type { PurchaseFlow } from '../../core/app/purchase-flow';
import type { PurchaseSnapshot } from '../../core/machines/surface';
import { useApp, useAppSelector } from '../app-context';

/** The purchase flow of this visit; the page suspends while its code loads. */
export function usePurchaseFlow(): PurchaseFlow {
  return use(useApp().purchase());
}

export function useFlowSelector<T>(flow: PurchaseFlow, selector: (snapshot: PurchaseSnapshot) => T): T {
  return useSelector(flow.actor, selector);
}

/** The purchase as recorded (the root's projection), for the flow's current session. */
export function useRecordedPurchase(flow: PurchaseFlow): Purchase | null {
  const purchaseId = useFlowSelector(flow, (snapshot) => snapshot.context.route?.purchaseId ?? null);
  return useAppSelector((snapshot) =>
    purchaseId ? (snapshot.context.visitor.purchases[purchaseId] ?? null) : null,
  );
}
