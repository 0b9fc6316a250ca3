import { fromPromise, sendParent, setup } from 'xstate';
import { CONNECTIVITY_PROBE_MS } from '../domain';

export interface ConnectivityInput {
  readonly online: boolean;
}

/** The root tells this machine when its word on the network changes. */
export type ConnectivityEvent = { type: 'connectivity.lost' } | { type: 'connectivity.back' };

/**
 * While the site believes it is offline it asks, every few seconds, whether the server answers again:
 * a dropped connection with the browser still "online" would otherwise never end.
 */
export const connectivityMachine = setup({
  types: {
    context: {} as ConnectivityInput,
    input: {} as ConnectivityInput,
    events: {} as ConnectivityEvent,
  },
  actors: {
    // Supplied at the root: true when the server answered anything at all.
    probe: fromPromise<boolean>(async () => false),
  },
  guards: {
    startsOnline: ({ context }) => context.online,
    reached: (_, params: { reached: boolean }) => params.reached,
  },
  delays: {
    probeSpacing: CONNECTIVITY_PROBE_MS,
  },
}).createMachine({
  id: 'connectivity',
  context: ({ input }) => input,
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'startsOnline', target: 'online' }, { target: 'offline' }] },
    online: { on: { 'connectivity.lost': 'offline' } },
    offline: {
      on: { 'connectivity.back': 'online' },
      initial: 'waiting',
      states: {
        waiting: { after: { probeSpacing: 'probing' } },
        probing: {
          invoke: {
            src: 'probe',
            onDone: [
              {
                guard: { type: 'reached', params: ({ event }) => ({ reached: event.output }) },
                target: 'waiting',
                actions: sendParent({ type: 'network.observed', outcome: 'reached' }),
              },
              { target: 'waiting' },
            ],
            onError: 'waiting',
          },
        },
      },
    },
  },
});
