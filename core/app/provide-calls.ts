import {
  fromPromise,
  enqueueActions,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
  type OutputFrom,
} from 'xstate';

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

/**
 * An action that tells the flow's parent (the root, which invokes or spawns every flow composed here)
 * the events built from the action's params, in order: `sendParent`s, so the inspector draws them as
 * the flow's messages. Typed as a plain action so any machine's `provide` takes it.
 */
export const toParent = <P>(events: (params: P) => EventObject | readonly EventObject[]) =>
  enqueueActions(({ enqueue }, params: P) => {
    const told = events(params);
    for (const event of Array.isArray(told) ? told : [told]) enqueue.sendParent(event as EventObject);
  }) as unknown as (args: unknown, params: P) => void;
