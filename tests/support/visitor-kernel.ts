import {
  decide,
  evolve,
  initialVisitorState,
  stampEvent,
  type VisitorCommand,
  type VisitorState,
} from '../../core/domain';

/** The root's kernel in miniature: decide a command on a projection and fold its events (docs/kernel.md). */
export function visitorKernel(now: () => number, start: VisitorState = initialVisitorState('CO')) {
  let state = start;
  const recorded: string[] = [];
  return {
    state: () => state,
    recorded,
    execute(command: VisitorCommand) {
      const decision = decide(command, state);
      if (!decision.ok) return decision;
      for (const draft of decision.events) {
        state = evolve(state, stampEvent(draft, now()));
        recorded.push(draft.type);
      }
      return decision;
    },
  };
}
