import { assign, sendTo, setup } from 'xstate';
import { evolve, type DomainEvent, type SiteCountry, type VisitorState } from '../domain';
import { navigationMachine, type NavigationEvent, type PageResolution } from './navigation.machine';
import { sessionExpiryMachine, type SessionExpiryEvent } from './session-expiry.machine';

/**
 * The root of the actor system. It holds the visitor projection (the fold of the event log) and the
 * long-lived flows, and forwards each command to its flow by the command's prefix.
 */
export interface AppInput {
  readonly country: SiteCountry;
  readonly visitor: VisitorState;
  readonly address: string;
  readonly now: number;
}

export interface AppContext {
  readonly country: SiteCountry;
  readonly visitor: VisitorState;
  /** Where and when this page started: the flows' starting input. */
  readonly boot: { readonly address: string; readonly now: number };
}

export type AppEvent =
  | NavigationEvent
  | SessionExpiryEvent
  /** A domain event was appended to the log: fold it into the projection. */
  | { type: 'visitor.recorded'; event: DomainEvent }
  /** The navigation settled on a page: flows that live on a page start or reload from it. */
  | { type: 'route.changed'; resolution: PageResolution };

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    input: {} as AppInput,
    events: {} as AppEvent,
  },
  actors: {
    navigation: navigationMachine,
    sessionExpiry: sessionExpiryMachine,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    country: input.country,
    visitor: input.visitor,
    boot: { address: input.address, now: input.now },
  }),
  invoke: [
    {
      id: 'navigation',
      systemId: 'navigation',
      src: 'navigation',
      input: ({ context }) => ({ address: context.boot.address }),
    },
    {
      id: 'sessionExpiry',
      systemId: 'sessionExpiry',
      src: 'sessionExpiry',
      input: ({ context }) => ({
        startedAt: context.visitor.sessionStartedAt ?? context.boot.now,
        now: context.boot.now,
      }),
    },
  ],
  on: {
    'visitor.recorded': {
      actions: assign({ visitor: ({ context, event }) => evolve(context.visitor, event.event) }),
    },
    // Flows that follow the page add a sendTo here (the comparison, the profile...).
    'route.changed': { actions: [] },
    'navigation.*': { actions: sendTo('navigation', ({ event }) => event) },
    'session.*': { actions: sendTo('sessionExpiry', ({ event }) => event) },
  },
});

export const selectVisitor = (snapshot: { context: AppContext }) => snapshot.context.visitor;
export const selectCountry = (snapshot: { context: AppContext }) => snapshot.context.country;
