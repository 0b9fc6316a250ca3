import type { FormName } from './profile-forms';

// Each form's remote validation module (§5): its default export takes the parsed profile and answers
// true, false, an error text, or a list whose first item's payload is the profile to keep.
const SHARED = `
const NO_EPS = 'No hay opciones de seguros o planes de salud disponibles para personas sin EPS';
const MIN_EMPLOYEES = 'Tu empresa debe tener un minimo de 10 empleados para cotizar un seguro colectivo';
const validAge = (age, max) => Number.isInteger(age) && age >= 0 && age <= max;
`;

const BODIES: Readonly<Record<FormName, string>> = {
  personas: `
export default function validate(profile) {
  if (!profile || !Array.isArray(profile.cotizante) || profile.cotizante.length === 0) return 'Perfil inválido';
  if (profile.titular && profile.titular.epsActual === 'notengo') return NO_EPS;
  if (!profile.cotizante.every((c) => validAge(c.edad, 99))) return 'Perfil inválido';
  if (!(profile.cargas || []).every((c) => validAge(c.edad, 99))) return 'Perfil inválido';
  const couples = (profile.cargas || []).filter((c) => c.parentescoCarga === 'Cónyuge').length;
  if (couples > 1) return 'Perfil inválido';
  return [{ payload: profile }];
}
`,
  mascotas: `
export default function validate(profile) {
  const pets = (profile && profile.mascota) || [];
  if (pets.length === 0) return 'Perfil inválido';
  if (!pets.every((m) => (m.especie === 'Perro' || m.especie === 'Gato') && validAge(m.edad, 10))) return 'Perfil inválido';
  return true;
}
`,
  colectivo: `
export default function validate(profile) {
  if (!profile) return 'Perfil inválido';
  if (profile.titular && profile.titular.epsActual === 'notengo') return NO_EPS;
  const employees = profile.colectivo ? Number(profile.colectivo.cantidadempleados) : 0;
  if (!(employees >= 10)) return MIN_EMPLOYEES;
  return true;
}
`,
};

export const validationScript = (name: FormName): string => `${SHARED}${BODIES[name]}`;

export const isFormName = (name: string): name is FormName => name in BODIES;
