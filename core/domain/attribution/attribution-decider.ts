import { decided, refuse, type Decision } from '../kernel/decision';
import type { VisitorState } from '../visitor/visitor-state';
import { touchSource, type Touch } from './touch';

/** Record a visit's touch, once it has stayed on the page 2 s (the machine's timer). */
export type AttributionCommand = { readonly type: 'attribution.touch'; readonly touch: Touch };

/**
 * The first touch is always kept; after it, an arrival counts only when it comes from another source
 * than the last touch (a reload or a direct return is not a new touch), so the list names channels.
 */
export function decideAttribution(command: AttributionCommand, state: VisitorState): Decision {
  switch (command.type) {
    case 'attribution.touch': {
      const last = state.attribution.at(-1);
      if (last && touchSource(last) === touchSource(command.touch))
        return refuse('attribution.sameSource', 'La visita viene del mismo origen que la anterior');
      if (last && command.touch.at < last.at)
        return refuse('attribution.older', 'La visita es anterior a la última registrada');
      return decided({ type: 'TouchRecorded', data: { touch: command.touch } });
    }
    default:
      return assertNever(command.type);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled command ${JSON.stringify(value)}`);
}
