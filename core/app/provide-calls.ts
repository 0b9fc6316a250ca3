import { fromPromise, type AnyStateMachine, type InputFrom, type OutputFrom } from 'xstate';

/** The implementations a machine takes (`machine.provide`'s argument), and its actor slots by name. */
type Implementations<M extends AnyStateMachine> = NonNullable<Parameters<M['provide']>[0]>;
type Slots<M extends AnyStateMachine> = NonNullable<Implementations<M>['actors']>;

/** One call per actor slot of the machine: its input in, its answer out (the signal aborts it when the actor stops). */
export type Calls<M extends AnyStateMachine> = {
  readonly [K in keyof Slots<M>]?: (
    input: InputFrom<NonNullable<Slots<M>[K]>>,
    signal: AbortSignal,
  ) => Promise<OutputFrom<NonNullable<Slots<M>[K]>>>;
};

/**
 * The composition's one way to give a machine its calls: each named actor of the machine becomes the
 * promise of an adapter's call (`fromPromise`), the rest of its implementations (child machines,
 * actions, guards) as `machine.provide` takes them. Every flow file of core/app wires its machines
 * through here, so a call's input and answer are checked against the machine's own actor types.
 */
export function provideCalls<M extends AnyStateMachine>(
  machine: M,
  calls: Calls<M>,
  implementations: Implementations<M> = {} as Implementations<M>,
): M {
  const actors: Record<string, unknown> = { ...(implementations.actors ?? {}) };
  for (const [name, call] of Object.entries(calls) as [string, Calls<M>[keyof Slots<M>]][])
    if (call) actors[name] = fromPromise(({ input, signal }) => call(input as never, signal));
  return machine.provide({ ...implementations, actors } as Implementations<M>) as M;
}
