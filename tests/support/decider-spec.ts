import { expect } from 'vitest';
import {
  decide,
  fold,
  initialVisitorState,
  stampEvent,
  type EventDraft,
  type VisitorCommand,
} from '../../core/domain';

/**
 * Given/when/then for deciders, in the style of emmett's DeciderSpecification: given these events
 * (folded from the initial state), when this command, then these events or this rejection.
 */
export function given(...events: EventDraft[]) {
  const state = fold(
    initialVisitorState('CO'),
    events.map((draft, index) => stampEvent(draft, index)),
  );
  return {
    when(command: VisitorCommand) {
      const decision = decide(command, state);
      return {
        then(...expected: EventDraft[]) {
          expect(decision).toEqual({ ok: true, events: expected });
        },
        thenRefused(code: string) {
          expect(decision.ok).toBe(false);
          if (!decision.ok) expect(decision.rejection.code).toBe(code);
        },
      };
    },
  };
}
