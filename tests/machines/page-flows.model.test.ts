import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine } from 'xstate';
import { SITE_COUNTRIES, initialVisitorState } from '../../core/domain';
import { appMachine } from '../../core/machines/app.machine';
import { pageFlowLoader, type PageFlowLogics } from '../../core/machines/page-flows';
import { pageFlow, type AppActor } from '../../core/machines/surface';

/**
 * The root's page flows (page-flows.ts), on the comparison list: whatever the order of pages, commands,
 * network changes and the code's arrival or failure, a flow starts once, only after the message that
 * needs it, and hears every message the root told it since, in order; code that failed is asked for
 * again by the network's return, the page again or the view (flows.retry), never lost.
 */

/** Stands in for the list: it keeps the type of every message it hears. */
const recorder = createMachine({
  types: { context: {} as { heard: string[] } },
  context: { heard: [] },
  on: { '*': { actions: assign({ heard: ({ context, event }) => [...context.heard, event.type] }) } },
});

type Phase = 'idle' | 'loading' | 'failed' | 'running';
interface Model {
  phase: Phase;
  /** What the flow must have heard (running) or will hear (loading, failed). */
  told: string[];
  loads: number;
}
interface Real {
  app: AppActor;
  pending: { resolve: (logic: PageFlowLogics['compare']) => void; reject: (cause: Error) => void }[];
}

type Step =
  | { kind: 'page'; compare: boolean }
  | { kind: 'command' }
  | { kind: 'network'; online: boolean }
  | { kind: 'arrive' }
  | { kind: 'fail' }
  | { kind: 'viewRetry' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('page' as const), compare: fc.boolean() }),
  fc.constant({ kind: 'command' as const }),
  fc.record({ kind: fc.constant('network' as const), online: fc.boolean() }),
  fc.constant({ kind: 'arrive' as const }),
  fc.constant({ kind: 'fail' as const }),
  fc.constant({ kind: 'viewRetry' as const }),
);

const heard = (real: Real): string[] | null => {
  const ref = pageFlow(real.app, 'compare');
  return ref ? (ref.getSnapshot().context as unknown as { heard: string[] }).heard : null;
};

/** A message for the list: told at once when it runs, kept while its code loads or failed. */
function tell(model: Model, type: string, needs: boolean, retries: boolean) {
  if (model.phase === 'idle') {
    if (!needs) return;
    model.phase = 'loading';
    model.loads += 1;
  } else if (model.phase === 'failed' && retries) {
    model.phase = 'loading';
    model.loads += 1;
  }
  model.told.push(type);
}

function run(real: Real, model: Model, next: Step) {
  switch (next.kind) {
    case 'page':
      real.app.send({ type: 'navigation.go', to: next.compare ? '/Comparar/EPS' : '/' });
      return tell(model, 'route.changed', next.compare, next.compare);
    case 'command':
      real.app.send({ type: 'compare.loadMore' });
      return tell(model, 'compare.loadMore', false, false);
    case 'network':
      real.app.send({ type: 'network.changed', online: next.online });
      return tell(model, 'network.changed', false, next.online);
    case 'arrive':
    case 'fail': {
      const load = real.pending.shift();
      if (!load) return;
      if (next.kind === 'arrive') {
        load.resolve(recorder as unknown as PageFlowLogics['compare']);
        model.phase = 'running';
      } else {
        load.reject(new Error('chunk'));
        model.phase = 'failed';
      }
      return;
    }
    case 'viewRetry':
      real.app.send({ type: 'flows.retry' });
      if (model.phase === 'failed') {
        model.phase = 'loading';
        model.loads += 1;
      }
      return;
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('page flows (model)', () => {
  it('start once, after the message that needs them, and hear everything told since, in order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const real: Real = { app: null as unknown as AppActor, pending: [] };
        const machine = appMachine.provide({
          actors: {
            loadFlowCode: pageFlowLoader({
              compare: () => new Promise((resolve, reject) => real.pending.push({ resolve, reject })),
              planDetail: () => new Promise(() => {}),
              chat: () => new Promise(() => {}),
              access: () => new Promise(() => {}),
              purchase: () => new Promise(() => {}),
            }),
          },
        });
        real.app = createActor(machine, {
          input: {
            country: SITE_COUNTRIES.CO,
            visitor: initialVisitorState('CO'),
            address: '/',
            now: 0,
            online: true,
          },
        }).start();
        const model: Model = { phase: 'idle', told: [], loads: 0 };
        for (const next of steps) {
          run(real, model, next);
          await settle();
          // Each load the model expects is one the root asked for, and none other.
          expect(real.pending.length + (model.phase === 'running' ? 1 : 0)).toBeLessThanOrEqual(model.loads);
          expect(real.pending.length).toBe(model.phase === 'loading' ? 1 : 0);
          if (model.phase === 'running') expect(heard(real)).toEqual(model.told);
          else expect(heard(real)).toBeNull();
        }
        real.app.stop();
      }),
      { numRuns: 60 },
    );
  });
});
