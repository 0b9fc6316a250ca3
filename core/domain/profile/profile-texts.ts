import { isCompanyInsurance, isPetProductType } from './profile-form-rules';

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
} as const;

/** The subtitle: price varies by sex and age (breed and age for pets); none for company insurance. */
export function profileSubtitle(productType: string): string | null {
  if (isCompanyInsurance(productType)) return null;
  if (isPetProductType(productType)) return 'El precio varía según la raza y la edad de tu mascota.';
  return 'El precio varía según el sexo y la edad de cada persona.';
}

export function addPersonLabel(productType: string): string {
  return isPetProductType(productType) ? PROFILE_MODAL_TEXTS.addPet : PROFILE_MODAL_TEXTS.addPerson;
}
