// The comparison's es-CO texts, apart from its rules: the texts table loads them on every page, and a
// page that shows no comparison should not load the rules with them (issue 14).
import type { SortOrder } from '../api';
import type { PricePeriod } from './card-rules';

/** What a degraded card says (es-CO; en and pt under `cardDegraded`). */
export const CARD_DEGRADED_TEXTS = {
  notice: 'No pudimos cargar {{parts}}. Lo que ves puede estar incompleto.',
  price: 'el precio para tu perfil',
  offers: 'los descuentos',
  features: 'los beneficios',
  payment: 'los medios de pago',
} as const;

/** '/mes p/p' for a person, '/mes p/empl' for a collective plan, per period (§2); en and pt under `units`. */
export const UNIT_TEXTS = {
  monthPerson: '/mes p/p',
  monthEmployee: '/mes p/empl',
  bimonthPerson: '/bimestre p/p',
  bimonthEmployee: '/bimestre p/empl',
  quarterPerson: '/trimestre p/p',
  quarterEmployee: '/trimestre p/empl',
  semesterPerson: '/semestre p/p',
  semesterEmployee: '/semestre p/empl',
  yearPerson: '/año p/p',
  yearEmployee: '/año p/empl',
  oncePerson: ' pago único p/p',
  onceEmployee: ' pago único p/empl',
} as const;

/** The period alone (a company's cost), in es-CO; en and pt under `periods`. */
export const PERIOD_TEXTS = {
  month: '/mes',
  bimonth: '/bimestre',
  quarter: '/trimestre',
  semester: '/semestre',
  year: '/año',
  once: ' pago único',
} as const satisfies Record<PricePeriod, string>;

export const PROMOTION_EXHAUSTED = 'Promoción agotada: los cupos de esta oferta se terminaron';

/** The texts of the card rules (es-CO; en and pt under `cardRules`). */
export const CARD_RULE_TEXTS = {
  promotionExhausted: PROMOTION_EXHAUSTED,
  minimumEmployees: 'Este plan es para un mínimo de {{count}} empleados',
} as const;

/** The sort options a visitor chooses from (§3), with their Spanish labels. */
export const SORT_LABELS: Readonly<Record<SortOrder, string>> = {
  recommended: 'Recomendados',
  lowerPrice: 'Menor precio',
  higherPrice: 'Mayor precio',
  popular: 'Más populares',
  distance: 'Más cercanos',
};

/** The price bands' wording in es-CO; en and pt under `priceBands`. */
export const PRICE_BAND_TEXTS = {
  upTo: 'Hasta {{to}}',
  over: 'Más de {{from}}',
  between: '{{from}} a {{to}}',
} as const;

/** Coverage wording in es-CO; en and pt under `coverage`. */
export const COVERAGE_TEXTS = {
  included: 'Incluida',
  notIncluded: 'No incluida',
  amount: '{{amount}}',
  priceRow: 'Precio {{unit}}',
  priceRowOnce: 'Precio{{unit}}',
} as const;

/** The four messages the loading spinner rotates through, one every 3500 ms (§4, §9). */
export const SPINNER_MESSAGES = [
  'Buscando los mejores planes para tu perfil…',
  'Comparando precios de las aseguradoras…',
  'Revisando coberturas, copagos y beneficios…',
  'Ya casi: ordenando los resultados para ti…',
] as const;

/** The texts the result list's rules compute (es-CO; en and pt in i18n/{lang}.json under `results`). */
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

/** The label of the list's submit button in each of its states (§4). */
export const SUBMIT_LABELS = {
  idle: 'Actualizar resultados',
  searching: 'Buscando…',
  finished: '¡Listo! Actualizado',
} as const;

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
