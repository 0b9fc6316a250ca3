import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { defaultProfile, type CardExtras } from '../../core/domain';
import { fail, ok, type ApiResult } from '../../core/domain/api';
import { cardStatus, planCardMachine } from '../../core/machines/plan-card.machine';
import type { CardExtrasRequest } from '../../core/machines/plan-card.types';
import { sampleExtras, sampleProduct } from '../support/compare-fixtures';

/**
 * Issue 27: what failed asks again within 5 s of the browser saying the network is back. A card whose
 * load started offline and was still in flight when the network came back may end with parts that
 * failed before the return (its benefits, say) or fail outright: it must not wait for the next healing
 * delay (up to 20 s) or the visitor, it asks again at once, as a card that had already failed would.
 */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

function cardWithHeldLoad() {
  const product = sampleProduct(11, 3, 150_000);
  const asks: Array<(result: ApiResult<CardExtras>) => void> = [];
  const machine = planCardMachine.provide({
    actors: {
      loadCardExtras: fromPromise<ApiResult<CardExtras>, CardExtrasRequest>(
        () => new Promise((resolve) => asks.push(resolve)),
      ),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    clock,
    input: {
      product,
      profile: defaultProfile(),
      productType: 'Medicina Prepagada',
      coverageOrganizationIds: [],
    },
  }).start();
  actor.send({ type: 'card.load' });
  return { product, asks, actor, clock };
}

describe('a card loading when the network comes back (issue 27)', () => {
  it('asks again at once for the parts that failed offline during that load', async () => {
    const { product, asks, actor } = cardWithHeldLoad();
    await flush();
    expect(asks).toHaveLength(1);
    actor.send({ type: 'card.networkBack', confirmed: true });
    asks[0]?.(ok({ ...sampleExtras(product), missing: ['features'] }));
    await flush();
    expect(asks, 'a second ask with no time passed').toHaveLength(2);
    asks[1]?.(ok(sampleExtras(product)));
    await flush();
    expect(cardStatus(actor.getSnapshot())).toBe('loaded');
    expect(actor.getSnapshot().context.extras?.missing ?? []).toEqual([]);
    actor.stop();
  });

  it('asks again at once when that load fails outright', async () => {
    const { product, asks, actor } = cardWithHeldLoad();
    await flush();
    actor.send({ type: 'card.networkBack', confirmed: true });
    asks[0]?.(fail({ call: 'coverageResume', kind: 'network', message: 'sin conexión' }));
    await flush();
    expect(asks).toHaveLength(2);
    asks[1]?.(ok(sampleExtras(product)));
    await flush();
    expect(cardStatus(actor.getSnapshot())).toBe('loaded');
    actor.stop();
  });

  it('a load that ends whole after the return asks nothing more', async () => {
    const { product, asks, actor, clock } = cardWithHeldLoad();
    await flush();
    actor.send({ type: 'card.networkBack', confirmed: true });
    asks[0]?.(ok(sampleExtras(product)));
    await flush();
    clock.increment(60_000);
    await flush();
    expect(asks).toHaveLength(1);
    expect(cardStatus(actor.getSnapshot())).toBe('loaded');
    actor.stop();
  });

  it('without a return during the load, a part that failed waits for the healing rule, not at once', async () => {
    const { product, asks, actor } = cardWithHeldLoad();
    await flush();
    asks[0]?.(ok({ ...sampleExtras(product), missing: ['features'] }));
    await flush();
    expect(asks).toHaveLength(1);
    actor.stop();
  });
});
