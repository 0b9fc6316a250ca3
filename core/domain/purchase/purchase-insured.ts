import type { Profile } from '../profile/profile';

/** Whole years from a birth date (AAAA-MM-DD) to today (AAAA-MM-DD); null when it does not read. */
function ageOn(birthDate: string, today: string): number | null {
  const born = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!born || !now) return null;
  const years = Number(now[1]) - Number(born[1]);
  const before = `${now[2]}-${now[3]}` < `${born[2]}-${born[3]}`;
  const age = years - (before ? 1 : 0);
  return age >= 0 && age <= 120 ? age : null;
}

const SPECIES: Readonly<Record<string, string>> = { perro: 'Perro', gato: 'Gato' };

/**
 * The people (and pets) a purchase insures, as the price reads them: the profile the visitor saved for
 * the plan's product type, with what the purchase collected put over it (the holder's birth date, the
 * pet's species, breed and age). The price is asked for this profile, so the total charged is the one
 * computed for who is insured, not for a default visitor.
 */
export function purchaseInsured(
  stored: Profile,
  values: Readonly<Record<string, Readonly<Record<string, string>>>>,
  today: string,
): Profile {
  const typed: Record<string, string> = Object.assign({}, ...Object.values(values));
  const birth = typed['fechanacimiento'];
  const age = birth ? ageOn(birth, today) : null;
  // Each other person's birth date, typed under their prefix (purchase-people.ts): asegurado2. is the
  // second person of the profile, cotizantes first, then dependants.
  const ageOf = (position: number): number | null => {
    const typedBirth = typed[`asegurado${position + 1}.fechanacimiento`];
    return typedBirth ? ageOn(typedBirth, today) : null;
  };
  const cotizante = stored.cotizante.map((person, position) => {
    const typedAge = position === 0 ? age : ageOf(position);
    return typedAge !== null ? { ...person, edad: typedAge } : person;
  });
  const cargas = stored.cargas.map((carga, position) => {
    const typedAge = ageOf(stored.cotizante.length + position);
    return typedAge !== null ? { ...carga, edad: typedAge } : carga;
  });
  const petAge = typed['edadMascota'] !== undefined ? Number.parseInt(typed['edadMascota'], 10) : NaN;
  const species = typed['especie'];
  const breed = typed['raza']?.trim();
  const mascota =
    species && breed && Number.isInteger(petAge) && petAge >= 0
      ? [{ especie: SPECIES[species] ?? species, raza: breed, edad: petAge }]
      : stored.mascota;
  return { ...stored, cotizante, cargas, ...(mascota ? { mascota } : {}) };
}
