import { decided, refuse, type Decision } from '../kernel/decision';
import type { VisitorState } from '../visitor/visitor-state';

/** The most clinics a visitor's choice keeps (the 'Mi clínica' filter's choice, issue 26). */
const MAX_CHOSEN_CLINICS = 30;

/**
 * The visitor's clinics: what they chose in a comparator's 'Mi clínica' filter (or an address with it
 * carried). Recorded so a plan page, however opened, marks them in the plan's network.
 */
export type ClinicsCommand = {
  readonly type: 'clinics.choose';
  /** The coverage organizations chosen, in the filter's order; empty when the visitor cleared them. */
  readonly ids: readonly number[];
};

/** The same clinics in any order and with repeats removed. */
export function sameClinics(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

export function decideClinics(command: ClinicsCommand, state: VisitorState): Decision {
  switch (command.type) {
    case 'clinics.choose': {
      const ids = [...new Set(command.ids)];
      if (ids.some((id) => !Number.isInteger(id) || id < 0))
        return refuse('clinics.unknown', 'Clínica desconocida');
      if (ids.length > MAX_CHOSEN_CLINICS)
        return refuse('clinics.too-many', `Puedes elegir hasta ${MAX_CHOSEN_CLINICS} clínicas`);
      if (sameClinics(ids, state.clinics)) return refuse('clinics.same', 'Ya son tus clínicas');
      return decided({ type: 'ClinicsChosen', data: { ids } });
    }
    default:
      return assertNever(command.type);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled command ${JSON.stringify(value)}`);
}
