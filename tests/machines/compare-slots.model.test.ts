import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_COMPARE,
  MIN_TO_COMPARE,
  filledSlots,
  initialVisitorState,
  type SlotsCommand,
} from '../../core/domain';
import {
  childActor,
  selectCanExecute,
  selectCanOpenComparison,
  selectChosenPlans,
  selectComparisonOpen,
} from '../../core/machines/surface';
import { visitorWithLog, type Visitor } from '../support/app-harness';

/**
 * The comparison slots on the kernel (docs/kernel.md): the view reads the root's projection and
 * sends `visitor.execute`; the table's flow (open or closed) is the only state of compareSlots. The
 * model is the chosen ids in order; after every step, and after every simulated reload, what the
 * screen shows must equal the fold of the stored log.
 */
interface Model {
  chosen: string[];
  open: boolean;
}

const execute = (visitor: Visitor, command: SlotsCommand) =>
  visitor.app.send({ type: 'visitor.execute', command });

async function checkInvariants(model: Model, visitor: Visitor) {
  const root = visitor.app.actor.getSnapshot();
  const shown = selectChosenPlans(root);
  expect(shown).toEqual(model.chosen);
  expect(root.context.visitor.comparisonSlots).toHaveLength(MAX_COMPARE);
  expect(selectComparisonOpen(childActor(visitor.app.actor, 'compareSlots').getSnapshot())).toBe(model.open);
  // The screen is the log: the stored events, folded as a fresh page folds them, show the same plans.
  const stored = await visitor.storedProjection();
  expect(filledSlots(stored.comparisonSlots)).toEqual(shown);
}

abstract class Step implements fc.AsyncCommand<Model, Visitor> {
  check = () => true;
  abstract run(model: Model, visitor: Visitor): Promise<void>;
}

class Fill extends Step {
  constructor(readonly id: string) {
    super();
  }
  override async run(model: Model, visitor: Visitor) {
    const fillable = !model.chosen.includes(this.id) && model.chosen.length < MAX_COMPARE;
    const command = { type: 'slots.fill', productId: this.id } as const;
    // The checkbox enables exactly when the decider accepts.
    expect(selectCanExecute(command)(visitor.app.actor.getSnapshot())).toBe(fillable);
    execute(visitor, command);
    if (fillable) model.chosen.push(this.id);
    await checkInvariants(model, visitor);
  }
  override toString = () => `fill(${this.id})`;
}

class Clear extends Step {
  constructor(readonly id: string) {
    super();
  }
  override async run(model: Model, visitor: Visitor) {
    execute(visitor, { type: 'slots.clear', productId: this.id });
    model.chosen = model.chosen.filter((id) => id !== this.id);
    if (model.chosen.length < MIN_TO_COMPARE) model.open = false;
    await checkInvariants(model, visitor);
  }
  override toString = () => `clear(${this.id})`;
}

class ClearAll extends Step {
  override async run(model: Model, visitor: Visitor) {
    expect(selectCanExecute({ type: 'slots.clearAll' })(visitor.app.actor.getSnapshot())).toBe(
      model.chosen.length > 0,
    );
    execute(visitor, { type: 'slots.clearAll' });
    model.chosen = [];
    model.open = false;
    await checkInvariants(model, visitor);
  }
  override toString = () => 'clearAll';
}

class Open extends Step {
  override async run(model: Model, visitor: Visitor) {
    const openable = model.chosen.length >= MIN_TO_COMPARE;
    expect(selectCanOpenComparison(visitor.app.actor.getSnapshot())).toBe(openable);
    visitor.app.send({ type: 'slots.open' });
    if (openable) model.open = true;
    await checkInvariants(model, visitor);
  }
  override toString = () => 'open';
}

class Close extends Step {
  override async run(model: Model, visitor: Visitor) {
    visitor.app.send({ type: 'slots.close' });
    model.open = false;
    await checkInvariants(model, visitor);
  }
  override toString = () => 'close';
}

/** A reload keeps the chosen plans (they are the log's) and closes the table (flow state). */
class Reload extends Step {
  override async run(model: Model, visitor: Visitor) {
    await visitor.reload();
    model.open = false;
    await checkInvariants(model, visitor);
  }
  override toString = () => 'reload';
}

const ids = fc.constantFrom('x', 'y', 'z', '1001', '1002');
const steps = fc.commands(
  [
    ids.map((id) => new Fill(id)),
    ids.map((id) => new Clear(id)),
    fc.constant(new ClearAll()),
    fc.constant(new Open()),
    fc.constant(new Close()),
    fc.constant(new Reload()),
  ],
  { maxCommands: 25 },
);
/** What an older version may have stored: short, with duplicates, with empty ids. */
const storedSlots = fc.array(fc.constantFrom(null, '', 'x', 'y', '1001'), {
  minLength: MAX_COMPARE,
  maxLength: MAX_COMPARE,
});

async function start(slots: (string | null)[]) {
  const visitor = await visitorWithLog({
    seed: { state: { ...initialVisitorState('CO'), comparisonSlots: slots } },
  });
  // The model starts from what the stored log shows, read independently of the running app.
  const model: Model = {
    chosen: filledSlots((await visitor.storedProjection()).comparisonSlots),
    open: false,
  };
  return { model, visitor };
}

describe('comparison slots on the kernel (model-based, with reloads)', () => {
  it('what the screen shows is always the fold of the stored log, also after reloads', async () => {
    await fc.assert(
      fc.asyncProperty(storedSlots, steps, async (slots, cmds) => {
        const { model, visitor } = await start(slots);
        await checkInvariants(model, visitor);
        await fc.asyncModelRun(() => ({ model, real: visitor }), cmds);
        await visitor.stop();
      }),
      { numRuns: 60 },
    );
  });

  it('a stored `x, x, y` shows `x, y`; choosing z shows `x, y, z`, and after a reload still does', async () => {
    const { model, visitor } = await start(['x', 'x', 'y']);
    expect(model.chosen).toEqual(['x', 'y']);
    await checkInvariants(model, visitor);
    execute(visitor, { type: 'slots.fill', productId: 'z' });
    expect(selectChosenPlans(visitor.app.actor.getSnapshot())).toEqual(['x', 'y', 'z']);
    await visitor.reload();
    expect(selectChosenPlans(visitor.app.actor.getSnapshot())).toEqual(['x', 'y', 'z']);
    expect(filledSlots((await visitor.storedProjection()).comparisonSlots)).toEqual(['x', 'y', 'z']);
    await visitor.stop();
  });

  it('unchecking shifts the others left; a fourth plan is refused while three are chosen', async () => {
    const { visitor } = await start([null, null, null]);
    for (const id of ['x', 'y', 'z']) execute(visitor, { type: 'slots.fill', productId: id });
    expect(selectCanExecute({ type: 'slots.fill', productId: '1001' })(visitor.app.actor.getSnapshot())).toBe(
      false,
    );
    visitor.app.send({ type: 'slots.open' });
    execute(visitor, { type: 'slots.clear', productId: 'x' });
    expect(visitor.app.actor.getSnapshot().context.visitor.comparisonSlots).toEqual(['y', 'z', null]);
    // Two remain: the table stays open; one remains: it closes.
    expect(selectComparisonOpen(childActor(visitor.app.actor, 'compareSlots').getSnapshot())).toBe(true);
    execute(visitor, { type: 'slots.clear', productId: 'y' });
    expect(selectComparisonOpen(childActor(visitor.app.actor, 'compareSlots').getSnapshot())).toBe(false);
    await visitor.stop();
  });
});
