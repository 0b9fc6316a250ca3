import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import {
  MAX_COMPARE,
  evolve,
  filledSlots,
  initialVisitorState,
  stampEvent,
  type EventDraft,
  type VisitorState,
} from '../../core/domain';
import { compareSlotsMachine } from '../../core/machines/compare-slots.machine';

/** The model: the chosen ids in the order they were chosen, at most three. */
interface Model {
  chosen: string[];
  open: boolean;
}

interface Real {
  actor: ReturnType<typeof start>['actor'];
  recorded: EventDraft[];
}

function start(visitor: VisitorState = initialVisitorState('CO')) {
  const clock = new SimulatedClock();
  const recorded: EventDraft[] = [];
  const machine = compareSlotsMachine.provide({
    actions: { record: (_, { event }) => void recorded.push(event) },
  });
  const actor = createActor(machine, { input: { slots: visitor.comparisonSlots }, clock });
  actor.start();
  return { actor, recorded };
}

function checkInvariants(model: Model, real: Real) {
  const slots = real.actor.getSnapshot().context.slots;
  const chosen = filledSlots(slots);
  expect(slots).toHaveLength(MAX_COMPARE);
  expect(chosen.length).toBeLessThanOrEqual(MAX_COMPARE);
  expect(new Set(chosen).size).toBe(chosen.length);
  // Filled in order: no empty slot before a filled one.
  expect(slots.slice(0, chosen.length).every((id) => id !== null)).toBe(true);
  expect(chosen).toEqual(model.chosen);
  expect(real.actor.getSnapshot().matches('comparing')).toBe(model.open);
  // The recorded domain events rebuild the same selection: it survives a reload.
  const replayed = real.recorded.reduce(
    (state, draft, index) => evolve(state, stampEvent(draft, index)),
    initialVisitorState('CO'),
  );
  expect(replayed.comparisonSlots).toEqual([...slots]);
}

class Fill implements fc.Command<Model, Real> {
  constructor(readonly id: string) {}
  check = () => true;
  run(model: Model, real: Real) {
    const fillable = !model.chosen.includes(this.id) && model.chosen.length < MAX_COMPARE;
    expect(real.actor.getSnapshot().can({ type: 'slots.fill', productId: this.id })).toBe(fillable);
    real.actor.send({ type: 'slots.fill', productId: this.id });
    if (fillable) model.chosen.push(this.id);
    checkInvariants(model, real);
  }
  toString = () => `fill(${this.id})`;
}

class Clear implements fc.Command<Model, Real> {
  constructor(readonly id: string) {}
  check = () => true;
  run(model: Model, real: Real) {
    real.actor.send({ type: 'slots.clear', productId: this.id });
    model.chosen = model.chosen.filter((id) => id !== this.id);
    if (model.chosen.length < 2) model.open = false;
    checkInvariants(model, real);
  }
  toString = () => `clear(${this.id})`;
}

class ClearAll implements fc.Command<Model, Real> {
  check = () => true;
  run(model: Model, real: Real) {
    real.actor.send({ type: 'slots.clearAll' });
    if (model.chosen.length > 0) model.open = false;
    model.chosen = [];
    checkInvariants(model, real);
  }
  toString = () => 'clearAll';
}

class Open implements fc.Command<Model, Real> {
  check = () => true;
  run(model: Model, real: Real) {
    real.actor.send({ type: 'slots.open' });
    if (model.chosen.length >= 2) model.open = true;
    checkInvariants(model, real);
  }
  toString = () => 'open';
}

class Close implements fc.Command<Model, Real> {
  check = () => true;
  run(model: Model, real: Real) {
    real.actor.send({ type: 'slots.close' });
    model.open = false;
    checkInvariants(model, real);
  }
  toString = () => 'close';
}

const ids = fc.constantFrom('1001', '1002', '1003', '1004', '1005');
const commands = fc.commands(
  [
    ids.map((id) => new Fill(id)),
    ids.map((id) => new Clear(id)),
    fc.constant(new ClearAll()),
    fc.constant(new Open()),
    fc.constant(new Close()),
  ],
  { maxCommands: 40 },
);

describe('compare slots machine (model-based)', () => {
  it('never holds more than 3, never a duplicate, keeps the order; the log rebuilds it', () => {
    fc.assert(
      fc.property(commands, (cmds) => {
        fc.modelRun(() => ({ model: { chosen: [], open: false }, real: start() }), cmds);
      }),
      { numRuns: 200 },
    );
  });

  it('starts from the projection after a reload, with the same three in the same order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(ids, { maxLength: 5 }), (chosen) => {
        const first = start();
        for (const id of chosen) first.actor.send({ type: 'slots.fill', productId: id });
        const visitor = first.recorded.reduce(
          (state, draft, index) => evolve(state, stampEvent(draft, index)),
          initialVisitorState('CO'),
        );
        const reloaded = start(visitor);
        expect(reloaded.actor.getSnapshot().context.slots).toEqual(first.actor.getSnapshot().context.slots);
        expect(filledSlots(reloaded.actor.getSnapshot().context.slots)).toEqual(chosen.slice(0, MAX_COMPARE));
      }),
    );
  });

  it('unchecking shifts the others left and appends an empty slot', () => {
    const { actor } = start();
    for (const id of ['a', 'b', 'c']) actor.send({ type: 'slots.fill', productId: id });
    expect(actor.getSnapshot().can({ type: 'slots.fill', productId: 'd' })).toBe(false);
    actor.send({ type: 'slots.clear', productId: 'a' });
    expect(actor.getSnapshot().context.slots).toEqual(['b', 'c', null]);
  });

  it('keeps a stored selection to the rules (duplicates and extra ids dropped)', () => {
    const visitor = { ...initialVisitorState('CO'), comparisonSlots: ['x', 'x', 'y'] };
    const { actor } = start(visitor);
    expect(actor.getSnapshot().context.slots).toEqual(['x', 'y', null]);
  });
});
