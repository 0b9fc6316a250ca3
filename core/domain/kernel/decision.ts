import type { EventDraft } from '../events/domain-event';

/**
 * What a decider answers (emmett's Decider, docs/kernel.md): the events to record, or a typed
 * rejection. A decider is pure and total: it never throws and never reads a clock (time arrives in
 * the command as `now`).
 */
interface Rejection {
  /** Stable, for tests and logs. */
  readonly code: string;
  /** Spanish, shown to the visitor where the flow shows rejections. */
  readonly message: string;
}

export type Decision =
  | { readonly ok: true; readonly events: readonly EventDraft[] }
  | { readonly ok: false; readonly rejection: Rejection };

export const decided = (...events: EventDraft[]): Decision => ({ ok: true, events });

export const refuse = (code: string, message: string): Decision => ({
  ok: false,
  rejection: { code, message },
});
