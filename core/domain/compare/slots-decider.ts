import { decided, refuse, type Decision } from '../kernel/decision';
import type { VisitorState } from '../visitor/visitor-state';
import { MAX_COMPARE, filledSlots, isSlotted, slotsAreFull } from './slots';

/** Commands on the comparison selection (§4 "Comparison selection"). */
export type SlotsCommand =
  | { readonly type: 'slots.fill'; readonly productId: string }
  | { readonly type: 'slots.clear'; readonly productId: string }
  | { readonly type: 'slots.clearAll' };

const SLOTS_FULL_MESSAGE = `Puedes comparar hasta ${MAX_COMPARE} planes a la vez`;

/** The three slots live in the projection; this is the only place that says what may change them. */
export function decideSlots(command: SlotsCommand, state: VisitorState): Decision {
  const slots = state.comparisonSlots;
  switch (command.type) {
    case 'slots.fill':
      if (command.productId === '') return refuse('slots.no-product', 'Plan desconocido');
      if (isSlotted(slots, command.productId)) return refuse('slots.already-chosen', 'Ya está elegido');
      if (slotsAreFull(slots)) return refuse('slots.full', SLOTS_FULL_MESSAGE);
      return decided({ type: 'ComparisonSlotFilled', data: { productId: command.productId } });
    case 'slots.clear':
      if (!isSlotted(slots, command.productId)) return refuse('slots.not-chosen', 'No está elegido');
      return decided({ type: 'ComparisonSlotCleared', data: { productId: command.productId } });
    case 'slots.clearAll': {
      const chosen = filledSlots(slots);
      if (chosen.length === 0) return refuse('slots.empty', 'No hay planes elegidos');
      return decided(
        ...chosen.map((productId) => ({ type: 'ComparisonSlotCleared' as const, data: { productId } })),
      );
    }
    default:
      return assertNever(command);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled command ${JSON.stringify(value)}`);
}
