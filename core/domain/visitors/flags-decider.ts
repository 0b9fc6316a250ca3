import type { LocalFlag } from '../events/domain-event';
import { decided, refuse, type Decision } from '../kernel/decision';
import type { VisitorState } from '../visitor/visitor-state';

/** Commands on the local flags (§2 toggle pages /internal-traffic, /forced-refresh, /pixels). */
export type FlagsCommand = { readonly type: 'flags.set'; readonly flag: LocalFlag; readonly on: boolean };

export function decideFlags(command: FlagsCommand, state: VisitorState): Decision {
  switch (command.type) {
    case 'flags.set':
      if ((state.flags[command.flag] ?? false) === command.on)
        return refuse('flags.unchanged', command.on ? 'Ya está activado' : 'Ya está desactivado');
      return decided({ type: 'FlagToggled', data: { flag: command.flag, on: command.on } });
    default:
      return assertNever(command.type);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled command ${JSON.stringify(value)}`);
}
