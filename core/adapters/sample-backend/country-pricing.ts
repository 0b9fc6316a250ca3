import type { ProfilePrice } from '../../domain/api';
import { SAMPLE_PRICE_NOTE } from '../../domain/api';
import type { Profile } from '../../domain/profile/profile';
import { ISAPRE_GES_PRICES_UF } from '../../domain/shared/catalogues/isapres';
import { ufToClp } from '../../domain/shared/money/uf';
import type { CountrySeed } from './catalogue/country-catalogues';
import { pricedLines, pricedTotal, type Line } from './pricing';

/**
 * Sample prices of the other sites for a profile. Chile's isapre plans follow the shape of the
 * isapres' factor tables: the base price in UF times a factor by sex and age for the holder and for
 * each dependant, plus the isapre's GES price per beneficiary; a dependant under 2 pays GES only (the
 * spec's message for children under 2). Other plans: age bands on the base price. Amounts to 2 decimals.
 */
type Band = readonly (readonly [number, number])[];

/** [upper age exclusive, factor] of a holder (cotizante), by sex. */
const ISAPRE_HOLDER: Readonly<Record<'Masculino' | 'Femenino', Band>> = {
  Masculino: [
    [20, 0.9],
    [25, 0.95],
    [35, 1],
    [45, 1.2],
    [55, 1.65],
    [65, 2.3],
    [200, 3.1],
  ],
  Femenino: [
    [20, 1],
    [25, 1.35],
    [35, 1.55],
    [45, 1.6],
    [55, 1.8],
    [65, 2.3],
    [200, 3.1],
  ],
};
/** Dependants (cargas) pay a share of the base; children under 2 pay no plan (GES only). */
const ISAPRE_DEPENDANT: Band = [
  [2, 0],
  [20, 0.55],
  [25, 0.8],
  [45, 1],
  [65, 1.9],
  [200, 2.6],
];
const HEALTH: Band = [
  [18, 0.7],
  [30, 1],
  [40, 1.2],
  [50, 1.5],
  [60, 2.1],
  [70, 2.9],
  [200, 3.8],
];
/** International premiums rise steeply with age; entry up to 74 (BMI Serie 3000). */
const INTERNATIONAL: Band = [
  [18, 0.45],
  [30, 1],
  [40, 1.35],
  [50, 1.9],
  [60, 2.8],
  [70, 4.2],
  [75, 5.6],
];
const PET: Band = [
  [2, 0.9],
  [6, 1],
  [9, 1.4],
  [11, 1.9],
];

const factorOf = (band: Band, age: number): number | null => {
  const found = band.find(([upper]) => age < upper);
  return found ? found[1] : null;
};
const round2 = (value: number): number => Math.round(value * 100) / 100;
/** Whole pesos for CLP, cents for UF, soles and dollars. */
const roundIn = (seed: CountrySeed, value: number): number =>
  seed.currency === 'CLP' ? Math.round(value) : round2(value);

function isapreLines(seed: CountrySeed, profile: Profile, ges: number): Line[] {
  const holders = profile.cotizante.map((person) => {
    const table = ISAPRE_HOLDER[person.sexo === 'Femenino' ? 'Femenino' : 'Masculino'];
    const factor = factorOf(table, person.edad);
    return { price: factor === null ? null : round2(seed.base * factor + ges) };
  });
  const dependants = profile.cargas.map((carga) => {
    const factor = factorOf(ISAPRE_DEPENDANT, carga.edad);
    return { price: factor === null ? null : round2(seed.base * factor + ges) };
  });
  return [...holders, ...dependants];
}

function bandLines(seed: CountrySeed, profile: Profile, band: Band): Line[] {
  const people = [...profile.cotizante, ...profile.cargas].map((person) => person.edad);
  return people.map((age) => {
    const factor = factorOf(band, age);
    return { price: factor === null ? null : roundIn(seed, seed.base * factor) };
  });
}

function companyLines(seed: CountrySeed, profile: Profile): Line[] {
  const workers =
    profile.colectivos && profile.colectivos.length > 0
      ? profile.colectivos.reduce((sum, c) => sum + c.cantidadDeTrabajadores, 0)
      : (profile.colectivo?.cantidadempleados ?? profile.cotizante.length);
  return Array.from({ length: workers }, () => ({ price: seed.base }));
}

export function priceForCountrySeed(seed: CountrySeed, profile: Profile, ufValue?: number): ProfilePrice {
  const lines =
    seed.isapre !== undefined
      ? isapreLines(seed, profile, ISAPRE_GES_PRICES_UF[seed.isapre.code] ?? 0)
      : seed.category === 'mascotas'
        ? (profile.mascota ?? []).map((pet) => {
            const factor = factorOf(PET, pet.edad);
            return { price: factor === null ? null : roundIn(seed, seed.base * factor) };
          })
        : seed.category === 'colectivo'
          ? companyLines(seed, profile)
          : bandLines(seed, profile, seed.international ? INTERNATIONAL : HEALTH);
  const total = roundIn(seed, pricedTotal(lines));
  const minPrice = total > 0 ? total : roundIn(seed, seed.base * 0.5);
  return {
    ...pricedLines(lines, minPrice, seed.category === 'colectivo', seed.isapre ? 'FactorTable' : 'AgeBand'),
    // UF prices carry their pesos by the day's value (§9).
    conversion: seed.currency === 'UF' ? { code: 'CLP', value: ufToClp(minPrice, ufValue) } : null,
    note: SAMPLE_PRICE_NOTE,
  };
}
