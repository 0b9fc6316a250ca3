// The comparator's es-CO texts that no rule on every page needs (the list, the cards' notices, sorting,
// the price bands): they come with the comparator's code (COMPARE_PAGE_ES).
import type { SortOrder } from '../api';
import { PROMOTION_EXHAUSTED, SPINNER_MESSAGES } from './compare-texts';

export const COMPARE_TEXTS = {
  loadMore: 'Ver más planes',
  robotTitle: 'El sistema piensa que eres un robot...',
  robotButton: 'Soy humano!',
  serverErrorTitle: 'No pudimos cargar los planes',
  serverErrorText:
    'Hubo un problema al comunicarnos con el servidor. Revisa tu conexión a internet y vuelve a intentarlo.',
  retry: 'Reintentar',
  coverageErrorTitle: 'Error al cargar resultados',
  coverageErrorText:
    'No fue posible cargar los resultados. Verifica tu conexión a internet e inténtalo nuevamente.',
  noCoverageData: 'No disponemos de informacion de coberturas o beneficios para este producto',
  compareLabel: 'Comparar',
  compareLimit: 'Puedes comparar hasta 3 planes',
  request: 'Solicitar',
  buy: 'Comprar',
  detail: 'Ver detalle',
  newBadge: 'Nuevo',
  paymentMethods: 'Tarjetas de Crédito/Débito/Prepago',
  priceFrom: 'Precio estimado',
  priceForProfile: 'Precio para tu perfil',
} as const;

export const RESULT_TEXTS = {
  spinner0: SPINNER_MESSAGES[0],
  spinner1: SPINNER_MESSAGES[1],
  spinner2: SPINNER_MESSAGES[2],
  spinner3: SPINNER_MESSAGES[3],
  none: 'No encontramos planes con estos filtros',
  found_one: '{{count}} plan encontrado',
  found_other: '{{count}} planes encontrados',
  found_many: '{{count}} planes encontrados',
  employees: '{{count}} empleados',
  askEmployees: 'Cuántos empleados tiene tu empresa',
  askPet: 'Cuéntanos de tu mascota',
  pet: '{{species}}, {{age}} años',
  onePet: '1 mascota',
  pets: '{{count}} mascotas',
  man: 'Hombre, {{age}} años',
  woman: 'Mujer, {{age}} años',
  men: '{{count}} personas · Hombre, {{age}} años y {{more}} más',
  women: '{{count}} personas · Mujer, {{age}} años y {{more}} más',
  nobody: '',
} as const;

/** The sort options a visitor chooses from (§3), with their Spanish labels. */
export const SORT_LABELS: Readonly<Record<SortOrder, string>> = {
  recommended: 'Recomendados',
  lowerPrice: 'Menor precio',
  higherPrice: 'Mayor precio',
  popular: 'Más populares',
  distance: 'Más cercanos',
  lowerYearlyCost: 'Menor costo al año',
};

/** The label of the list's submit button in each of its states (§4). */
export const SUBMIT_LABELS = {
  idle: 'Actualizar resultados',
  searching: 'Buscando…',
  finished: '¡Listo! Actualizado',
} as const;

/** What a degraded card says (es-CO; en and pt under `cardDegraded`). */
export const CARD_DEGRADED_TEXTS = {
  notice: 'No pudimos cargar {{parts}}. Lo que ves puede estar incompleto.',
  price: 'el precio para tu perfil',
  offers: 'los descuentos',
  features: 'los beneficios',
  payment: 'los medios de pago',
} as const;

/** The texts of the card rules (es-CO; en and pt under `cardRules`). */
export const CARD_RULE_TEXTS = {
  promotionExhausted: PROMOTION_EXHAUSTED,
  minimumEmployees: 'Este plan es para un mínimo de {{count}} empleados',
} as const;

/** The price bands' wording in es-CO; en and pt under `priceBands`. */
export const PRICE_BAND_TEXTS = {
  upTo: 'Hasta {{to}}',
  over: 'Más de {{from}}',
  between: '{{from}} a {{to}}',
} as const;
