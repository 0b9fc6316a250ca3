import type { ProfilePrice } from '../../domain/api';
import { SAMPLE_PRICE_NOTE } from '../../domain/api';
import type { Profile } from '../../domain/profile/profile';
import type { AgeBands } from '../../domain/cost/index';
import type { CategoryKey } from './catalogue/insurance-types';
import type { PlanSeed } from './catalogue/plan-seeds';

/** Age bands and their factor against the reference person (a man aged 25), by category. */
const AGE_BANDS: Readonly<Record<'health' | 'pac', readonly (readonly [number, number])[]>> = {
  // [upper age exclusive, factor]
  health: [
    [1, 1.35],
    [18, 0.72],
    [30, 1],
    [40, 1.18],
    [50, 1.45],
    [60, 2.05],
    [70, 2.9],
    [200, 3.8],
  ],
  // PAC: about 53.000 under 60 and 103.000 from 60 (market anchors).
  pac: [
    [18, 0.85],
    [60, 1],
    [200, 1.95],
  ],
};

const bandFactor = (table: readonly (readonly [number, number])[], age: number): number =>
  (table.find(([upper]) => age < upper) ?? table[table.length - 1] ?? [0, 1])[1];

/** Women of child-bearing age cost more in health plans (maternity); the rest of the table is sex-neutral. */
const sexFactor = (sexo: string | undefined, age: number): number =>
  sexo === 'Femenino' && age >= 18 && age < 45 ? 1.22 : sexo === 'Femenino' ? 1.05 : 1;

/** Breeds with known hereditary or size-related costs. */
const COSTLY_BREEDS = /bulldog|pug|carlino|pastor|golden|labrador|rottweiler|gran dan|boxer|persa|bengal/i;

const petFactor = (especie: string, raza: string, edad: number): number => {
  const species = /gat/i.test(especie) ? 0.82 : 1;
  const breed = COSTLY_BREEDS.test(raza) ? 1.3 : 1;
  const age = edad < 2 ? 0.9 : edad < 6 ? 1 : edad < 9 ? 1.4 : 1.9;
  return species * breed * age;
};

/** Ages a category accepts for a new member (PAC: up to 59 on entry; pets up to 10). */
const ENTRY_AGE: Readonly<Record<CategoryKey, number>> = {
  pac: 59,
  prepagada: 64,
  poliza: 69,
  colectivo: 120,
  mascotas: 10,
};

/** Rounded to hundreds: Colombian price lists do not quote single pesos. */
const cop = (value: number): number => Math.max(100, Math.round(value / 100) * 100);

export interface Line {
  readonly price: number | null;
}

function personLines(seed: PlanSeed, profile: Profile): Line[] {
  const table = seed.category === 'pac' ? AGE_BANDS.pac : AGE_BANDS.health;
  const people = [
    ...profile.cotizante.map((c) => ({ edad: c.edad, sexo: c.sexo as string | undefined })),
    ...profile.cargas.map((c) => ({ edad: c.edad, sexo: c.sexo as string | undefined })),
  ];
  return people.map(({ edad, sexo }) => ({
    price:
      edad > ENTRY_AGE[seed.category]
        ? null
        : cop(seed.base * bandFactor(table, edad) * sexFactor(sexo, edad)),
  }));
}

function petLines(seed: PlanSeed, profile: Profile): Line[] {
  return (profile.mascota ?? []).map((m) => ({
    price: m.edad > ENTRY_AGE.mascotas ? null : cop(seed.base * petFactor(m.especie, m.raza, m.edad)),
  }));
}

/** Collective: one line per employee at the representative age, dependants at 85%. */
function collectiveLines(seed: PlanSeed, profile: Profile): Line[] {
  const workers =
    profile.colectivos && profile.colectivos.length > 0
      ? profile.colectivos.reduce((sum, c) => sum + c.cantidadDeTrabajadores, 0)
      : (profile.colectivo?.cantidadempleados ?? profile.cotizante.length);
  const dependants =
    (profile.colectivos ?? []).reduce((sum, c) => sum + c.cantidadDeCargas, 0) + profile.cargas.length;
  const age = profile.cotizante[0]?.edad ?? 25;
  const perWorker = cop(seed.base * bandFactor(AGE_BANDS.health, Math.max(age, 18)));
  const perDependant = cop(perWorker * 0.85);
  return [
    ...Array.from({ length: workers }, () => ({ price: perWorker })),
    ...Array.from({ length: dependants }, () => ({ price: perDependant })),
  ];
}

/** Pet age bands, as petFactor reads them: [upper age exclusive, factor]. */
const PET_AGE_BANDS: readonly (readonly [number, number])[] = [
  [2, 0.9],
  [6, 1],
  [9, 1.4],
  [200, 1.9],
];

/**
 * The plan's published price by age band for its reference person (a man, a mixed-breed dog): the same
 * bands its prices are computed with. Company plans are quoted per group: none.
 */
export function ageBandsFor(seed: PlanSeed): AgeBands | undefined {
  if (seed.category === 'colectivo') return undefined;
  const table =
    seed.category === 'mascotas' ? PET_AGE_BANDS : seed.category === 'pac' ? AGE_BANDS.pac : AGE_BANDS.health;
  return table.map(([, factor], index) => ({
    fromAge: index === 0 ? 0 : (table[index - 1]?.[0] ?? 0),
    price: cop(seed.base * factor),
  }));
}

/** The plan's monthly price for a profile: each insured person's line, then their sum. */
export function priceForProfile(seed: PlanSeed, profile: Profile): ProfilePrice {
  const lines =
    seed.category === 'mascotas'
      ? petLines(seed, profile)
      : seed.category === 'colectivo'
        ? collectiveLines(seed, profile)
        : personLines(seed, profile);
  const total = pricedTotal(lines);
  return {
    // Nobody priced: half the base, below any single line, so adding a person never lowers the total.
    ...pricedLines(lines, total > 0 ? total : cop(seed.base * 0.5), seed.category === 'colectivo', 'AgeBand'),
    conversion: null,
    note: SAMPLE_PRICE_NOTE,
  };
}

/** The sum of the lines that have a price. */
export function pricedTotal(lines: readonly Line[]): number {
  return lines.reduce((sum, line) => sum + (line.price ?? 0), 0);
}

/** The answer's total and its lines, each line priced by the method or not found. */
export function pricedLines(
  lines: readonly Line[],
  minPrice: number,
  collective: boolean,
  method: 'AgeBand' | 'FactorTable',
): Pick<ProfilePrice, 'total' | 'profiles'> {
  const priced = lines.filter((line) => line.price !== null).length;
  return {
    total: {
      minPrice,
      profilesWithPrice: priced,
      profilesEvaluated: lines.length,
      arePricesDefined: priced === lines.length && lines.length > 0,
    },
    // Collective lines are counted, not listed: a company of 500 would make a long answer.
    profiles: collective
      ? []
      : lines.map((line, index) => ({
          index,
          method: line.price === null ? 'PriceNotFound' : method,
          price: line.price,
        })),
  };
}
