import { expect } from 'vitest';
import {
  fromPromise,
  type ActorLogic,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SimulatedClock,
  type Snapshot,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { TestModel, type TestModelOptions, type TestParam, type TestPath } from 'xstate/graph';

/**
 * Helpers of the statechart path tests (tests/machines/*.paths.test.ts, docs/kernel.md "Path tests"):
 * `xstate/graph` walks a machine and gives the paths to its states; each path is then followed on the
 * REAL machine (its loaders scripted, its delays on a simulated clock) and the spec's rules are asserted
 * at every state the path reaches.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Lets promises and the actors they answer settle (no real time passes). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 6; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * A loader the path answers: each call waits until the path's `xstate.done.actor…` (or `…error…`)
 * step, which answers the latest call with the step's output. Every call's input is kept.
 */
export function scriptedLoader<TInput, TOutput>() {
  const calls: TInput[] = [];
  let pending: { resolve: (output: TOutput) => void; reject: (error: unknown) => void } | null = null;
  return {
    calls,
    logic: fromPromise<TOutput, TInput>(({ input }) => {
      calls.push(input);
      return new Promise<TOutput>((resolve, reject) => {
        pending = { resolve, reject };
      });
    }),
    answer(output: TOutput) {
      expect(pending, 'a call waits for this answer').not.toBeNull();
      pending?.resolve(output);
      pending = null;
    },
    fail(error: unknown) {
      expect(pending, 'a call waits for this failure').not.toBeNull();
      pending?.reject(error);
      pending = null;
    },
  };
}

/**
 * Lets `ms` pass on the simulated clock for a step `xstate.after…`: one millisecond before, the real
 * machine must still be where it was (`stillAt`); null: the spec says nothing is due, so ten minutes
 * pass (the step is a guarded no-op on the chart).
 */
export async function elapse(clock: SimulatedClock, ms: number | null, stillAt: () => void): Promise<void> {
  if (ms === null) {
    clock.increment(10 * MINUTE);
    await flush();
    return;
  }
  if (ms > 0) {
    clock.increment(ms - 1);
    await flush();
    stillAt();
    clock.increment(1);
  } else {
    clock.increment(0);
  }
  await flush();
}

/**
 * The machine as a test model, like `createTestModel` but with its delayed transitions kept (that one
 * refuses `after`): every event the active states handle is offered, `xstate.after…` and
 * `xstate.done.actor…` included; `cases` gives the payloads to try for an event type (its realistic
 * payloads; an answer's `output`), and a type without cases is offered bare.
 */
export function chartModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  cases: readonly { readonly type: string; readonly [key: string]: unknown }[],
  options: Partial<
    TestModelOptions<SnapshotFrom<TMachine>, EventFromLogic<TMachine>, InputFrom<TMachine>>
  > = {},
): TestModel<SnapshotFrom<TMachine>, EventFromLogic<TMachine>, InputFrom<TMachine>> {
  type Snap = SnapshotFrom<TMachine>;
  type Event = EventFromLogic<TMachine>;
  const logic = machine as unknown as ActorLogic<Snap, Event, InputFrom<TMachine>>;
  return new TestModel<Snap, Event, InputFrom<TMachine>>(logic, {
    stateMatcher: (state, key) => (state as { matches: (key: string) => boolean }).matches(key),
    events: (state) => {
      const nodes = (state as unknown as { _nodes: readonly { ownEvents: readonly string[] }[] })._nodes;
      const types = [...new Set(nodes.flatMap((node) => node.ownEvents))];
      return types.flatMap((type) => {
        const given = cases.filter((event) => event.type === type);
        return (given.length > 0 ? given : [{ type }]) as unknown as Event[];
      });
    },
    logger: { log: () => {}, error: () => {} },
    ...options,
  });
}

/** A short name for a path's events (its answers shown as ok / partial / failed). */
export function pathName(
  path: { steps: readonly { event: EventObject }[] },
  label?: (event: EventObject & { readonly [key: string]: unknown }) => string | undefined,
): string {
  const name = (event: EventObject): string => {
    const own = label?.(event);
    if (own) return own;
    const type = event.type.replace(/^xstate\.(after|done\.actor|error\.actor)\.(0\.)?/, '$1 ');
    const output = (event as { output?: { ok?: boolean; kind?: string } }).output;
    if (output === undefined) return type;
    return `${type} (${output.kind ?? (output.ok === undefined ? 'answer' : output.ok ? 'ok' : 'failed')})`;
  };
  const events = path.steps.slice(1).map((step) => name(step.event));
  return events.length > 0 ? events.join(' → ') : '(start)';
}

/** A stable, short serialization of a state for the traversal: its value and what the test names. */
export const stateKey = (value: StateValue, abstract: Record<string, unknown> = {}): string =>
  JSON.stringify({ value, ...abstract });

/**
 * A serialization that also names the transition that led to a state when it changed the state value
 * (as `createTestModel` does): shortest paths then cover every transition, not only every state.
 */
export function viaTransition<TSnapshot extends { value: StateValue }>(
  key: (snapshot: TSnapshot) => string,
): (snapshot: TSnapshot, event: EventObject | undefined, previous?: TSnapshot) => string {
  return (snapshot, event, previous) =>
    event && previous && JSON.stringify(previous.value) !== JSON.stringify(snapshot.value)
      ? `${key(snapshot)} via ${JSON.stringify(event)} from ${JSON.stringify(previous.value)}`
      : key(snapshot);
}

export interface Follow<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject> {
  /** Does on the real machine what the step's event stands for: a send, an answer, time passing. */
  readonly drive: (event: TEvent, before: TSnapshot, after: TSnapshot) => Promise<void>;
  /** The real machine's state value now. */
  readonly realValue: () => StateValue;
  /** The chart's state value in a walked snapshot (default: its `value`). */
  readonly modelValue?: (snapshot: TSnapshot) => StateValue;
  /** The spec's assertions that hold in every state, run after each step before the keyed ones. */
  readonly always?: (snapshot: TSnapshot) => void | Promise<void>;
  /** The spec's assertions, keyed by state (`state.matches(key)`), on the real machine. */
  readonly states: NonNullable<TestParam<TSnapshot, TEvent>['states']>;
}

/**
 * Follows a generated path on the real machine with `path.test`: at each step the real machine must be
 * in the state the chart reached, then every matching state assertion runs.
 */
export async function followPath<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  path: TestPath<TSnapshot, TEvent>,
  follow: Follow<TSnapshot, TEvent>,
): Promise<void> {
  let before = path.steps[0]?.state as TSnapshot;
  const exec = async (step: { event: TEvent; state: TSnapshot }) => {
    if (step.event.type !== 'xstate.init') await follow.drive(step.event, before, step.state);
    const value = follow.modelValue?.(step.state) ?? (step.state as unknown as { value: StateValue }).value;
    expect(follow.realValue(), `after ${step.event.type}`).toEqual(value);
    await follow.always?.(step.state);
    before = step.state;
  };
  const events = new Proxy({}, { get: () => exec }) as TestParam<TSnapshot, TEvent>['events'];
  await path.test({ events, states: follow.states });
}
