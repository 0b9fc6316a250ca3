import { setup } from 'xstate';

/**
 * The side-by-side table's flow (§4): open or closed, nothing else. Which plans are chosen is the
 * projection's (`visitor.comparisonSlots`, changed only through `visitor.execute` and the slots
 * decider). The root opens the table only when the projection holds enough plans to compare, and
 * after each change of the chosen plans tells this machine whether they still are: removing a plan
 * below two closes the table.
 */
export type CompareSlotsEvent =
  | { type: 'slots.open' }
  | { type: 'slots.close' }
  /** From the root after the chosen plans changed: whether they are still enough to compare. */
  | { type: 'slots.changed'; comparable: boolean };

export const compareSlotsMachine = setup({
  types: {
    events: {} as CompareSlotsEvent,
  },
  guards: {
    noLongerComparable: ({ event }) => event.type === 'slots.changed' && !event.comparable,
  },
}).createMachine({
  id: 'compareSlots',
  initial: 'choosing',
  states: {
    choosing: {
      on: { 'slots.open': 'comparing' },
    },
    comparing: {
      on: {
        'slots.close': 'choosing',
        'slots.changed': { guard: 'noLongerComparable', target: 'choosing' },
      },
    },
  },
});
