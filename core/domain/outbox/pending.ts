import type { VisitorState } from '../visitor/visitor-state';
import type { OutboxKind, OutboxPayload } from './outbox-kind';

export interface PendingItem {
  readonly id: string;
  readonly kind: OutboxKind;
  readonly payload: OutboxPayload;
  readonly queuedAt: number;
}

/** What waits in the outbox, oldest first: delivered in the order the visitor sent it. */
export function pendingItems(state: VisitorState): PendingItem[] {
  return Object.entries(state.leadOutbox)
    .map(([id, item]) => ({ id, ...item }))
    .sort((a, b) => a.queuedAt - b.queuedAt || a.id.localeCompare(b.id));
}
