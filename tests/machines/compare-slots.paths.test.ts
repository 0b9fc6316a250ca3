import { describe, expect, it } from 'vitest';
import { fromTransition, getInitialSnapshot, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { filledSlots, initialVisitorState, type SlotsCommand } from '../../core/domain';
import { compareSlotsMachine } from '../../core/machines/compare-slots.machine';
import {
  childActor,
  selectCanExecute,
  selectCanOpenComparison,
  selectChosenPlans,
  selectComparisonOpen,
} from '../../core/machines/surface';
import { visitorWithLog } from '../support/app-harness';
import { followPath, pathName } from '../support/path-driver';

/**
 * Path tests of the comparison slots (§4 "Comparison selection", the shared document's "3 comparison
 * slots"): the side-by-side table's chart (compare-slots.machine.ts) walked by xstate/graph together with
 * the chosen plans, and every shortest path followed by a visitor on the REAL root (the app booted on
 * its event log, as a page boots): choosing and unchoosing plans through `visitor.execute`, opening and
 * closing the table.
 *
 * The rules, in this test's own words and numbers: at most three plans, in the order chosen; a fourth
 * is refused (its checkbox disabled) while three are chosen; unchoosing one shifts the rest left and
 * leaves an empty slot at the end (always three slots); the table opens only with two plans or more,
 * and closes when fewer than two remain; what the screen shows is what the stored log folds to.
 */
const MOST = 3;
const FEWEST_TO_COMPARE = 2;
const PLANS = ['1001', '1002', '1003', '1004'];

type Flow = SnapshotFrom<typeof compareSlotsMachine>;
type Step =
  | { type: 'choose'; productId: string }
  | { type: 'unchoose'; productId: string }
  | { type: 'unchooseAll' }
  | { type: 'slots.open' }
  | { type: 'slots.close' };
/** The chart's state and the plans this test expects chosen, by its own list rule. */
interface Model {
  readonly value: Flow['value'];
  readonly flow: Flow;
  readonly chosen: readonly string[];
  /** A fourth plan was tried while three were chosen (a state of its own, so the walk tries it). */
  readonly fourthTried: boolean;
}

const tell = (model: Model, chosen: readonly string[]): Model => {
  // After each change of the plans the table hears whether they are still enough to compare.
  const flow = getNextSnapshot(compareSlotsMachine, model.flow, {
    type: 'slots.changed',
    comparable: chosen.length >= FEWEST_TO_COMPARE,
  });
  return { value: flow.value, flow, chosen, fourthTried: model.fourthTried };
};

const slotsLogic = fromTransition((model: Model, step: Step): Model => {
  switch (step.type) {
    case 'choose':
      if (model.chosen.length >= MOST) return { ...model, fourthTried: true };
      return model.chosen.includes(step.productId) ? model : tell(model, [...model.chosen, step.productId]);
    case 'unchoose':
      return model.chosen.includes(step.productId)
        ? tell(
            model,
            model.chosen.filter((id) => id !== step.productId),
          )
        : model;
    case 'unchooseAll':
      return model.chosen.length > 0 ? tell(model, []) : model;
    case 'slots.open': {
      if (model.chosen.length < FEWEST_TO_COMPARE) return model;
      const flow = getNextSnapshot(compareSlotsMachine, model.flow, step);
      return { ...model, value: flow.value, flow };
    }
    case 'slots.close': {
      const flow = getNextSnapshot(compareSlotsMachine, model.flow, step);
      return { ...model, value: flow.value, flow };
    }
  }
}, initialModel());

function initialModel(): Model {
  const flow = getInitialSnapshot(compareSlotsMachine);
  return { value: flow.value, flow, chosen: [], fourthTried: false };
}

/**
 * What the visitor may do at each state. Bounds: plans are chosen in the list's order (the next one not
 * chosen: with three chosen, that is the refused fourth); the first chosen is unchosen
 * (the others shift left).
 */
const steps = (model: Model): Step[] => [
  ...PLANS.filter((id) => !model.chosen.includes(id))
    .slice(0, 1)
    .map((productId) => ({ type: 'choose' as const, productId })),
  ...model.chosen.slice(0, 1).map((productId) => ({ type: 'unchoose' as const, productId })),
  { type: 'unchooseAll' },
  { type: 'slots.open' },
  { type: 'slots.close' },
];

const model = new TestModel(slotsLogic, {
  events: (snapshot) => steps(snapshot.context),
  // After the refused fourth the walk goes no further (the rest is walked without it).
  stopWhen: (snapshot) => snapshot.context.fourthTried,
  // Each state once per change of the table that leads to it (opened, closed by the visitor, closed by
  // a change of the plans), so every transition of the chart is walked.
  serializeState: (snapshot, event, previous) =>
    JSON.stringify({
      table: snapshot.context.value,
      chosen: snapshot.context.chosen,
      fourth: snapshot.context.fourthTried,
      via: previous && previous.context.value !== snapshot.context.value ? event : undefined,
    }),
  serializeEvent: (event) => JSON.stringify(event),
  stateMatcher: (snapshot, key) => snapshot.context.value === key,
  logger: { log: () => {}, error: () => {} },
});
const paths = model.getShortestPaths();

describe('comparison slots: shortest paths over the table chart and the chosen plans, on the real root', () => {
  it('the walk chooses up to three plans, tries a fourth, and opens and closes the table', () => {
    const reached = paths.flatMap((path) => path.steps.map((step) => step.state.context));
    expect(Math.max(...reached.map((state) => state.chosen.length))).toBe(MOST);
    expect(reached.some((state) => state.fourthTried)).toBe(true);
    expect(new Set(reached.map((state) => state.value))).toEqual(new Set(['choosing', 'comparing']));
  });

  for (const path of paths) {
    it(
      pathName(path, (event) =>
        event.type === 'choose' || event.type === 'unchoose'
          ? `${event.type} ${String(event.productId)}`
          : undefined,
      ),
      async () => {
        const visitor = await visitorWithLog({
          seed: { state: { ...initialVisitorState('CO'), comparisonSlots: [null, null, null] } },
        });
        const root = () => visitor.app.actor.getSnapshot();
        const table = () => childActor(visitor.app.actor, 'compareSlots').getSnapshot();
        // The test's own account of what the visitor chose.
        let expected: string[] = [];
        // Whether the table should show: opened with two plans or more, closed by the visitor or when
        // fewer than two remain.
        let open = false;
        const execute = (command: SlotsCommand) => visitor.app.send({ type: 'visitor.execute', command });

        const everyStep = async () => {
          const slots = root().context.visitor.comparisonSlots;
          expect(slots, 'always three slots').toHaveLength(MOST);
          expect(selectChosenPlans(root())).toEqual(expected);
          // Filled in order: no empty slot before a chosen one.
          expect(slots.slice(0, expected.length)).toEqual(expected);
          expect(slots.slice(expected.length).every((slot) => slot === null || slot === '')).toBe(true);
          // A plan not chosen can be checked only while fewer than three are.
          const other = PLANS.find((id) => !expected.includes(id));
          if (other)
            expect(selectCanExecute({ type: 'slots.fill', productId: other })(root())).toBe(
              expected.length < MOST,
            );
          expect(selectCanOpenComparison(root())).toBe(expected.length >= FEWEST_TO_COMPARE);
        };

        await followPath(path, {
          realValue: () => table().value,
          // The walk's snapshots hold the model in their context.
          modelValue: (snapshot) => snapshot.context.value,
          drive: async (event) => {
            const step = event as unknown as Step;
            if (step.type === 'choose') {
              execute({ type: 'slots.fill', productId: step.productId });
              if (!expected.includes(step.productId) && expected.length < MOST)
                expected = [...expected, step.productId];
            } else if (step.type === 'unchoose') {
              execute({ type: 'slots.clear', productId: step.productId });
              expected = expected.filter((id) => id !== step.productId);
            } else if (step.type === 'unchooseAll') {
              execute({ type: 'slots.clearAll' });
              expected = [];
            } else {
              if (step.type === 'slots.open') open = open || expected.length >= FEWEST_TO_COMPARE;
              if (step.type === 'slots.close') open = false;
              visitor.app.send(step);
            }
            if (expected.length < FEWEST_TO_COMPARE) open = false;
            expect(selectComparisonOpen(table()), 'the table shows').toBe(open);
            await everyStep();
          },
          states: {
            choosing: () => expect(selectComparisonOpen(table())).toBe(false),
            comparing: () => {
              expect(selectComparisonOpen(table())).toBe(true);
              expect(expected.length).toBeGreaterThanOrEqual(FEWEST_TO_COMPARE);
            },
          },
        });
        // The screen is the log: the stored events, folded as a fresh page folds them, show the same plans.
        expect(filledSlots((await visitor.storedProjection()).comparisonSlots)).toEqual(expected);
        await visitor.stop();
      },
    );
  }
});
