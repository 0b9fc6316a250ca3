// The es-CO texts the comparison's rules say (units, periods, coverage tags, the spinner), apart from
// the rules; the rest of the comparator's texts are in compare-list-texts.ts, with its code (issue 14).
import type { PricePeriod } from './card-rules';

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

/** Coverage wording in es-CO; en and pt under `coverage`. */
export const COVERAGE_TEXTS = {
  included: 'Incluida',
  notIncluded: 'No incluida',
  amount: '{{amount}}',
  priceRow: 'Precio {{unit}}',
  priceRowOnce: 'Precio{{unit}}',
  // The room a plan pays for in hospitalization, in the site's bed wording (§9: cama in Chile, cuarto elsewhere).
  bedLabel_cama: 'Cama',
  bedLabel_cuarto: 'Cuarto',
  bed_cama_individual: 'Cama en habitación individual',
  bed_cama_shared: 'Cama en habitación compartida',
  bed_cuarto_individual: 'Cuarto individual',
  bed_cuarto_shared: 'Cuarto compartido',
} as const;

/** The four messages the loading spinner rotates through, one every 3500 ms (§4, §9). */
export const SPINNER_MESSAGES = [
  'Buscando los mejores planes para tu perfil…',
  'Comparando precios de las aseguradoras…',
  'Revisando coberturas, copagos y beneficios…',
  'Ya casi: ordenando los resultados para ti…',
] as const;

/** The texts the result list's rules compute (es-CO; en and pt in i18n/{lang}.json under `results`). */
