import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../core/adapters/api';
import { ORGANIZATION_TYPES_BY_PRODUCT_TYPE, type CompareResponse } from '../../../core/domain/api';
import type { Carga, Cotizante, Mascota, Profile } from '../../../core/domain/profile/profile';
import { profileFormFor } from '../../../core/adapters/sample-backend/catalogue/profile-forms';
import { testConfig } from '../support/api-harness';
import { useSampleBackend } from '../support/sample-server';

useSampleBackend();
const client = createApiClient(testConfig());

/** Limits read from the sample profile forms, so the property follows the forms. */
const limit = (productType: string, group: string, name: string) => {
  const field = profileFormFor(productType).profileFormFields.find(
    (f) => f.groupedBy === group && f.fldName === name,
  );
  return {
    min: field?.min ?? 0,
    max: field?.max ?? 99,
    values: (field?.allowedValues ?? []).map((v) => String(v.value)),
  };
};

const personAge = limit('', 'cotizante', 'edad');
const sexo = fc.constantFrom<'Masculino' | 'Femenino'>('Masculino', 'Femenino');
const cotizante: fc.Arbitrary<Cotizante> = fc.record({
  sexo,
  edad: fc.integer({ min: personAge.min, max: personAge.max }),
});
const carga: fc.Arbitrary<Carga> = fc.record({
  parentescoCarga: fc.constantFrom(...limit('', 'cargas', 'parentescoCarga').values),
  edad: fc.integer({ min: personAge.min, max: personAge.max }),
  sexo,
});
const petAge = limit('PET_INSURANCE_CO', 'mascota', 'edad');
const mascota: fc.Arbitrary<Mascota> = fc.record({
  especie: fc.constantFrom(...limit('PET_INSURANCE_CO', 'mascota', 'especie').values),
  raza: fc.constantFrom(...limit('PET_INSURANCE_CO', 'mascota', 'raza').values),
  edad: fc.integer({ min: petAge.min, max: petAge.max }),
});
const workers = limit('SEGURO COLECTIVO', 'colectivos', 'cantidadDeTrabajadores');

const persons = fc.record({
  cotizante: fc.array(cotizante, { minLength: 1, maxLength: 2 }),
  cargas: fc.array(carga, { maxLength: 6 }),
  enPareja: fc.boolean(),
  ingresodatos: fc.constant(true),
});

/** A profile and the same profile with one more insured person, per kind of form. */
const cases: readonly (readonly [string, fc.Arbitrary<readonly [Profile, Profile]>])[] = [
  ['', fc.tuple(persons, carga).map(([p, extra]) => [p, { ...p, cargas: [...p.cargas, extra] }] as const)],
  [
    'Medicina Prepagada',
    fc
      .tuple(persons, cotizante)
      .map(([p, extra]) => [p, { ...p, cotizante: [...p.cotizante, extra] }] as const),
  ],
  [
    'colectivo',
    fc.tuple(persons, carga).map(([p, extra]) => [p, { ...p, cargas: [...p.cargas, extra] }] as const),
  ],
  [
    'PET_INSURANCE_CO',
    fc.tuple(persons, fc.array(mascota, { minLength: 1, maxLength: 4 }), mascota).map(
      ([p, pets, extra]) =>
        [
          { ...p, cargas: [], mascota: pets },
          { ...p, cargas: [], mascota: [...pets, extra] },
        ] as const,
    ),
  ],
  [
    'SEGURO COLECTIVO',
    fc
      .tuple(
        persons,
        fc.integer({ min: 10, max: workers.max - 1 }),
        fc.integer({ min: 0, max: 998 }),
        fc.constantFrom('worker', 'dependant'),
      )
      .map(([p, people, dependants, added]) => {
        const before: Profile = {
          ...p,
          cargas: [],
          colectivo: { cantidadempleados: people },
          colectivos: [{ cantidadDeTrabajadores: people, cantidadDeCargas: dependants }],
        };
        const after: Profile = {
          ...before,
          colectivos: [
            added === 'worker'
              ? { cantidadDeTrabajadores: people + 1, cantidadDeCargas: dependants }
              : { cantidadDeTrabajadores: people, cantidadDeCargas: dependants + 1 },
          ],
        };
        return [before, after] as const;
      }),
  ],
];

async function pricesFor(productType: string, profile: Profile): Promise<Map<number, number>> {
  const organizationTypes = [...(ORGANIZATION_TYPES_BY_PRODUCT_TYPE[productType] ?? [])];
  const result = await client.compare({ productType, organizationTypes, profile, take: 100 });
  if (!result.ok) throw new Error(result.error.message);
  const response: CompareResponse = result.value;
  expect(response.data.length).toBeGreaterThan(0);
  return new Map(
    response.data.map((product) => {
      expect(product.price.unit.code).toBe('COP');
      return [product.id, product.profilePrice?.total.minPrice ?? Number.NaN];
    }),
  );
}

describe('compare prices for a profile', () => {
  it.each(cases)(
    'product type %j: positive integer COP prices that never decrease when someone is added',
    async (productType, pair) => {
      await fc.assert(
        fc.asyncProperty(pair, async ([before, after]) => {
          const [priced, morePeople] = await Promise.all([
            pricesFor(productType, before),
            pricesFor(productType, after),
          ]);
          for (const [id, price] of priced) {
            expect(Number.isInteger(price) && price > 0).toBe(true);
            expect(morePeople.get(id)).toBeGreaterThanOrEqual(price);
          }
        }),
        { numRuns: 40 },
      );
    },
  );

  it('changes with the profile: an older insured person pays more', async () => {
    const young = await pricesFor('', {
      cotizante: [{ sexo: 'Masculino', edad: 25 }],
      cargas: [],
      enPareja: false,
      ingresodatos: true,
    });
    const older = await pricesFor('', {
      cotizante: [{ sexo: 'Masculino', edad: 62 }],
      cargas: [],
      enPareja: false,
      ingresodatos: true,
    });
    for (const [id, price] of young) expect(older.get(id)).toBeGreaterThan(price);
  });
});
