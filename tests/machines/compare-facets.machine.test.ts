import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { NO_FILTERS, type Profile } from '../../core/domain';
import { fail, ok, type ApiResult, type CompareParams, type CompareResponse } from '../../core/domain/api';
import { compareFacetsMachine, selectFacetsFailed } from '../../core/machines/compare-facets.machine';
import { sampleCompare } from '../support/compare-fixtures';

const woman: Profile = { cotizante: [{ sexo: 'Femenino', edad: 40 }], cargas: [], enPareja: false };

function start(answers: ApiResult<CompareResponse>[]) {
  const reads: CompareParams[] = [];
  const reported: number[] = [];
  const facets = compareFacetsMachine.provide({
    actors: {
      catalogue: fromPromise<ApiResult<CompareResponse>, CompareParams>(async ({ input }) => {
        reads.push(input);
        return answers.shift() ?? ok(sampleCompare(input));
      }),
    },
  });
  // A parent that counts what the child reports back (`facets.loaded`).
  const parent = createMachine({
    types: {} as { events: { type: 'facets.loaded'; products: readonly unknown[] } },
    invoke: { id: 'facets', src: facets },
    on: { 'facets.loaded': { actions: ({ event }) => void reported.push(event.products.length) } },
  });
  const actor = createActor(parent).start();
  const child = actor.getSnapshot().children.facets as ActorRefFrom<typeof facets>;
  const idle = () => waitFor(child, (snapshot) => snapshot.matches('idle'));
  return { child, reads, reported, idle };
}

const search = (stored: Profile | null, filters = NO_FILTERS) =>
  ({ type: 'facets.search', section: 'Medicina-Prepagada', stored, filters }) as const;

describe('the filter counts (compare-facets child)', () => {
  it('reads the catalogue once per section and profile, and reports its products to the list', async () => {
    const real = start([]);
    real.child.send(search(null));
    await real.idle();
    real.child.send(search(null, { ...NO_FILTERS, organizations: [2] }));
    await real.idle();
    expect(real.reads).toHaveLength(1);
    expect(real.child.getSnapshot().context.filters.organizations).toEqual([2]);
    real.child.send(search(woman));
    await real.idle();
    expect(real.reads).toHaveLength(2);
    expect(real.reported).toHaveLength(2);
  });

  it('says the counts could not load, and reads again when the network returns', async () => {
    const real = start([fail({ call: 'compare', kind: 'network', message: 'offline' })]);
    real.child.send(search(null));
    await real.idle();
    expect(selectFacetsFailed(real.child.getSnapshot())).toBe(true);
    expect(real.reported).toHaveLength(0);
    real.child.send({ type: 'facets.reconnected' });
    await real.idle();
    expect(selectFacetsFailed(real.child.getSnapshot())).toBe(false);
    expect(real.reads).toHaveLength(2);
  });
});
