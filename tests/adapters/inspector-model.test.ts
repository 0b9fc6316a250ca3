import { describe, expect, it } from 'vitest';
import { createActor, createMachine, sendParent, sendTo, setup, type InspectionEvent } from 'xstate';
import {
  emptyInspector,
  inspectorStep,
  stateText,
  treeRows,
  type InspectorModel,
} from '../../core/adapters/browser/inspector-model';

const child = createMachine({
  id: 'child',
  initial: 'waiting',
  states: {
    waiting: { on: { ping: { target: 'pinged', actions: sendParent({ type: 'pong' }) } } },
    pinged: {},
  },
});

const parent = setup({ actors: { child } }).createMachine({
  id: 'parent',
  type: 'parallel',
  invoke: { id: 'child', systemId: 'kid', src: 'child' },
  on: { go: { actions: sendTo('child', { type: 'ping' }) } },
  states: { a: { initial: 'one', states: { one: { on: { pong: 'two' } }, two: {} } }, b: {} },
});

describe('the local inspector model', () => {
  it('draws the live tree by system id with each state, and the messages between actors', () => {
    let model: InspectorModel = emptyInspector();
    const actor = createActor(parent, {
      inspect: (inspected: InspectionEvent) => (model = inspectorStep(model, inspected)),
    });
    actor.start();
    actor.send({ type: 'go' });

    const rows = treeRows(model).map(({ actor: shown, depth }) => [depth, shown.name, shown.state]);
    expect(rows).toEqual([
      [0, 'parent', 'a.two, b'],
      [1, 'kid', 'pinged'],
    ]);
    const messages = model.messages.map(({ from, to, type }) => `${from} → ${to} ${type}`);
    expect(messages.slice(0, 3)).toEqual(['kid → parent pong', 'parent → kid ping', 'view → parent go']);
    actor.stop();
  });

  it('writes nested state values as dotted paths', () => {
    expect(stateText({ list: { loading: 'message' }, submit: 'idle' })).toBe(
      'list.loading.message, submit.idle',
    );
    expect(stateText('online')).toBe('online');
  });

  it('lists the events each machine handles, for the send form, and keeps the last payload of each', () => {
    let model: InspectorModel = emptyInspector();
    const actor = createActor(parent, {
      inspect: (inspected: InspectionEvent) => (model = inspectorStep(model, inspected)),
    });
    actor.start();
    actor.send({ type: 'go' });
    const byName = new Map([...model.actors.values()].map((shown) => [shown.name, shown.events]));
    // The parent's chart handles go and pong; the child's, ping.
    expect(byName.get('parent')).toEqual(['go', 'pong']);
    expect(byName.get('kid')).toEqual(['ping']);
    expect(model.payloads.get('go')).toEqual({ type: 'go' });
    actor.stop();
  });
});
