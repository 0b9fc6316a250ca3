import { assign, enqueueActions, setup } from 'xstate';
import {
  EMPTY_SLOTS,
  clearSlot,
  fillSlot,
  filledSlots,
  isSlotted,
  slotsAreFull,
  type ComparisonSlots,
  type EventDraft,
} from '../domain';

/**
 * The comparison selection (§4): three slots filled in order; once three are chosen no other can be;
 * unchecking removes and shifts, appending an empty slot. Each change is a domain event, so the
 * choice survives a reload (the projection's comparisonSlots is the input).
 */
export interface CompareSlotsInput {
  readonly slots: ComparisonSlots;
}

export interface CompareSlotsContext {
  readonly slots: ComparisonSlots;
}

export type CompareSlotsEvent =
  | { type: 'slots.fill'; productId: string }
  | { type: 'slots.clear'; productId: string }
  | { type: 'slots.clearAll' }
  | { type: 'slots.open' }
  | { type: 'slots.close' };

/** The side-by-side table needs two plans at least. */
export const MIN_TO_COMPARE = 2;

export const compareSlotsMachine = setup({
  types: {
    context: {} as CompareSlotsContext,
    input: {} as CompareSlotsInput,
    events: {} as CompareSlotsEvent,
  },
  actions: {
    // Supplied at the root: stamp and persist a domain event.
    record: (_, _params: { event: EventDraft }) => {},
  },
  guards: {
    canFill: ({ context }, params: { productId: string }) =>
      params.productId !== '' && !isSlotted(context.slots, params.productId) && !slotsAreFull(context.slots),
    isChosen: ({ context }, params: { productId: string }) => isSlotted(context.slots, params.productId),
    enoughToCompare: ({ context }) => filledSlots(context.slots).length >= MIN_TO_COMPARE,
    hasAny: ({ context }) => filledSlots(context.slots).length > 0,
  },
}).createMachine({
  id: 'compareSlots',
  context: ({ input }) => ({ slots: normalise(input.slots) }),
  initial: 'choosing',
  on: {
    'slots.fill': {
      guard: { type: 'canFill', params: ({ event }) => ({ productId: event.productId }) },
      actions: [
        assign({ slots: ({ context, event }) => fillSlot(context.slots, event.productId) }),
        {
          type: 'record',
          params: ({ event }) => ({
            event: { type: 'ComparisonSlotFilled', data: { productId: event.productId } },
          }),
        },
      ],
    },
    'slots.clear': {
      guard: { type: 'isChosen', params: ({ event }) => ({ productId: event.productId }) },
      actions: [
        assign({ slots: ({ context, event }) => clearSlot(context.slots, event.productId) }),
        {
          type: 'record',
          params: ({ event }) => ({
            event: { type: 'ComparisonSlotCleared', data: { productId: event.productId } },
          }),
        },
      ],
    },
    'slots.clearAll': {
      guard: 'hasAny',
      target: '.choosing',
      actions: enqueueActions(({ context, enqueue }) => {
        for (const productId of filledSlots(context.slots)) enqueue.raise({ type: 'slots.clear', productId });
      }),
    },
  },
  states: {
    choosing: {
      on: { 'slots.open': { guard: 'enoughToCompare', target: 'comparing' } },
    },
    comparing: {
      // Removing a plan below two closes the table.
      always: {
        guard: ({ context }) => filledSlots(context.slots).length < MIN_TO_COMPARE,
        target: 'choosing',
      },
      on: { 'slots.close': 'choosing' },
    },
  },
});

/** A stored selection from an older log may be short, long or hold duplicates: keep it to the rules. */
function normalise(slots: ComparisonSlots): ComparisonSlots {
  return filledSlots(slots).reduce<ComparisonSlots>((acc, id) => fillSlot(acc, id), EMPTY_SLOTS);
}

export const selectSlots = (snapshot: { context: CompareSlotsContext }) => snapshot.context.slots;
