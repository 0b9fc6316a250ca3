import { isCompanyInsurance, isPetProductType } from './profile-form-rules';
import { textRef, type TextRef } from '../texts/text-ref';

/** The profile modal's texts (§2 "Profile modal"), es-CO. */
export const PROFILE_MODAL_TEXTS = {
  title: '¿Quiénes se asegurarán?',
  close: 'Cerrar',
  submit: 'Comparar',
  addPerson: 'Agregar Persona',
  addPet: 'Agregar Mascota',
  loading: 'Cargando formulario…',
  loadFailed: 'No pudimos cargar el formulario. Inténtalo nuevamente.',
  retry: 'Reintentar',
  menuTitle: 'Personas a asegurar',
  petMenuTitle: 'Mascotas a asegurar',
  menuDone: 'Listo',
  removeLast: 'Quitar el último',
  dependantsInvalid: 'Ingresa la edad de cada persona para continuar.',
  petsInvalid: 'Ingresa la edad de cada mascota para continuar.',
  holder: 'Titular',
  age: 'Edad',
  years: 'años',
  subtitlePets: 'El precio varía según la raza y la edad de tu mascota.',
  subtitlePersons: 'El precio varía según el sexo y la edad de cada persona.',
  pets: 'Mascotas',
  dependants: 'Beneficiarios',
  pet: 'Mascota',
  noAge: 'Sin edad',
  ageYears_one: '{{count}} año',
  ageYears_other: '{{count}} años',
  petsEmpty: 'Agrega la mascota que quieres asegurar.',
  personsEmpty: 'Agrega a las personas que quieres asegurar contigo.',
  add: 'Agregar',
  choose: 'Selecciona',
} as const;

/** The subtitle: price varies by sex and age (breed and age for pets); none for company insurance. */
export function profileSubtitle(productType: string): TextRef | null {
  if (isCompanyInsurance(productType)) return null;
  return textRef(
    isPetProductType(productType) ? 'profileModal.subtitlePets' : 'profileModal.subtitlePersons',
  );
}

export function addPersonLabel(productType: string): TextRef {
  return textRef(isPetProductType(productType) ? 'profileModal.addPet' : 'profileModal.addPerson');
}
