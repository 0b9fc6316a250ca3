import {
  decide,
  evolve,
  fold,
  initialVisitorState,
  stampEvent,
  type DomainEvent,
  type VisitorCommand,
  type VisitorState,
} from '../../core/domain';

/** The root's kernel in miniature: decide a command on a projection and fold its events (docs/kernel.md). */
export function visitorKernel(now: () => number, start: VisitorState = initialVisitorState('CO')) {
  let state = start;
  const recorded: string[] = [];
  const log: DomainEvent[] = [];
  return {
    state: () => state,
    recorded,
    /** A reload: the projection is read again as the fold of the log, as a fresh page reads it. */
    replay() {
      state = fold(start, log);
    },
    execute(command: VisitorCommand) {
      const decision = decide(command, state);
      if (!decision.ok) return decision;
      for (const draft of decision.events) {
        const event = stampEvent(draft, now());
        state = evolve(state, event);
        log.push(event);
        recorded.push(draft.type);
      }
      return decision;
    },
  };
}
