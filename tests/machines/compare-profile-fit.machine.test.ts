import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { defaultProfile, type CardExtras, type Profile } from '../../core/domain';
import { ok, type ApiResult, type ProfilePrice } from '../../core/domain/api';
import { compareCardsMachine } from '../../core/machines/compare-cards.machine';
import {
  planCardMachine,
  type CardExtrasRequest,
  type ProfilePriceRequest,
} from '../../core/machines/plan-card.machine';
import { sampleExtras, sampleProduct } from '../support/compare-fixtures';

/**
 * The comparator prices its cards for a saved profile only when that profile is of the comparator's
 * product type: a pet profile saved on another page must not reprice the prepaid-medicine cards (the
 * card would show a price computed for a dog), while a prepaid-medicine profile reprices each card
 * once, with that profile.
 */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

function comparatorOfTwoCards() {
  const priced: Array<{ productId: number; profile: Profile }> = [];
  const machine = compareCardsMachine.provide({
    actors: {
      planCard: planCardMachine.provide({
        actors: {
          loadCardExtras: fromPromise<ApiResult<CardExtras>, CardExtrasRequest>(async ({ input }) =>
            ok(sampleExtras(input.product)),
          ),
          loadProfilePrice: fromPromise<ApiResult<ProfilePrice>, ProfilePriceRequest>(async ({ input }) => {
            priced.push({ productId: input.productId, profile: input.profile });
            return ok({ total: { minPrice: 1 } });
          }),
        },
      }),
    },
  });
  const actor = createActor(machine, { clock: new SimulatedClock() }).start();
  const products = [sampleProduct(21, 1, 150_000), sampleProduct(22, 2, 180_000)];
  const page = { profile: defaultProfile(), productType: 'Medicina Prepagada', coverageOrganizationIds: [] };
  actor.send({ type: 'cards.show', products, page });
  actor.send({ type: 'cards.load', productIds: [21, 22], page });
  return { actor, priced };
}

describe("a saved profile reprices the comparator's cards only when it is of the comparator's product type", () => {
  it('a pet profile saved elsewhere leaves the prepaid-medicine cards unpriced for it', async () => {
    const { actor, priced } = comparatorOfTwoCards();
    await flush();
    const dog = { ...defaultProfile(), nombre: 'Firulais' } as Profile;
    actor.send({ type: 'cards.profile', productType: 'Mascotas', profile: dog });
    await flush();
    expect(priced).toEqual([]);
    actor.stop();
  });

  it('a prepaid-medicine profile reprices each of the two cards once, with that profile', async () => {
    const { actor, priced } = comparatorOfTwoCards();
    await flush();
    const mother = { ...defaultProfile(), nombre: 'Ana' } as Profile;
    actor.send({ type: 'cards.profile', productType: 'Medicina Prepagada', profile: mother });
    await flush();
    expect(priced.map((ask) => ask.productId).sort()).toEqual([21, 22]);
    expect(priced.every((ask) => ask.profile === mother)).toBe(true);
    actor.stop();
  });
});
