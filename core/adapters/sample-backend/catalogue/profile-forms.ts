import type { AllowedValue, ProfileForm, ProfileFormField } from '../../../domain/api';
import { PERU_PENSION_SYSTEMS } from '../../../domain/site/country-site';
import {
  CHILEAN_REGIONS,
  DEFAULT_CHILEAN_REGION_ID,
} from '../../../domain/shared/catalogues/chilean-regions';
import type { SiteCountryCode } from '../../../domain/site/country';

const LATAM_COUNTRIES: AllowedValue[] = [
  'Argentina',
  'Bolivia',
  'Brasil',
  'Chile',
  'Colombia',
  'Costa Rica',
  'Ecuador',
  'El Salvador',
  'Guatemala',
  'Honduras',
  'México',
  'Panamá',
  'Paraguay',
  'Perú',
  'República Dominicana',
  'Uruguay',
  'Venezuela',
].map((name) => ({ value: name, label: name }));

export type FormName = 'personas' | 'mascotas' | 'colectivo';

const SEXES: AllowedValue[] = [
  { value: 'Masculino', label: 'Hombre' },
  { value: 'Femenino', label: 'Mujer' },
];

/** Contributory-regime EPS plus 'notengo', which the validation rejects (§5). */
const EPS_OPTIONS: AllowedValue[] = [
  ...[
    'EPS Sura',
    'EPS Sanitas',
    'Compensar',
    'Salud Total',
    'Famisanar',
    'Nueva EPS',
    'Aliansalud',
    'SOS',
    'Comfenalco Valle',
    'Coosalud',
    'Savia Salud',
    'Capital Salud',
  ].map((name) => ({
    value: name,
    label: name,
  })),
  { value: 'notengo', label: 'No tengo EPS' },
];

const field = (
  fldName: string,
  fldType: ProfileFormField['fieldType']['fldType'],
  rest: Omit<ProfileFormField, 'fldName' | 'fieldType'> & { htmlType?: string } = {},
): ProfileFormField => {
  const { htmlType, ...others } = rest;
  return { fldName, fieldType: { fldType, ...(htmlType ? { htmlType } : {}) }, ...others };
};

const age = (fldName: string, groupedBy: string, label: string, max: number): ProfileFormField =>
  field(fldName, 'input', {
    htmlType: 'number',
    groupedBy,
    label,
    placeholder: 'Edad',
    dataType: 'number',
    defaultValue: 25,
    min: 0,
    max,
    maxLength: 3,
    required: true,
  });

/** A person's sex (one of SEXES), in its group; hidden when the expression holds (an owner under 18). */
const sex = (groupedBy: string, defaultValue: string, hideExpression?: string): ProfileFormField =>
  field('sexo', 'radio', {
    groupedBy,
    label: 'Sexo',
    dataType: 'string',
    defaultValue,
    allowedValues: SEXES,
    ...(hideExpression ? { hideExpression } : {}),
  });

/** The one person a pet's or a company's quote is priced for: the group, its age and its sex. */
const referencePerson = (label: string, ageLabel: string, hideSex?: string): ProfileFormField[] => [
  field('cotizante', 'array', { isMultiple: false, label, min: 1, max: 1 }),
  age('edad', 'cotizante', ageLabel, 99),
  sex('cotizante', 'Masculino', hideSex),
];

const PERSONAS: ProfileFormField[] = [
  field('cotizante', 'array', {
    isMultiple: true,
    label: 'Titular',
    groupClass: 'insured-group',
    min: 1,
    max: 1,
  }),
  age('edad', 'cotizante', 'Edad', 99),
  sex('cotizante', 'Masculino'),
  field('maternidad', 'checkbox', {
    groupedBy: 'cotizante',
    label: 'Quiero cobertura de maternidad',
    dataType: 'boolean',
    defaultValue: false,
    hideExpression: "sexo != 'Femenino'",
  }),
  field('titular', 'group', { label: 'Tu EPS', wrapper: 'panel' }),
  field('epsActual', 'select', {
    groupedBy: 'titular',
    label: '¿A qué EPS estás afiliado?',
    placeholder: 'Selecciona tu EPS',
    dataType: 'string',
    allowedValues: EPS_OPTIONS,
    required: true,
    changeAction: 'validateProfile',
  }),
  field('enPareja', 'checkbox', { label: 'Incluir a mi pareja', dataType: 'boolean', defaultValue: false }),
  field('cargas', 'array', {
    isMultiple: true,
    label: 'Beneficiarios',
    groupClass: 'insured-group',
    min: 0,
    max: 10,
  }),
  field('parentescoCarga', 'select', {
    groupedBy: 'cargas',
    label: 'Parentesco',
    dataType: 'string',
    defaultValue: 'Hijo/Hija',
    allowedValues: [
      { value: 'Cónyuge', label: 'Cónyuge' },
      { value: 'Hijo/Hija', label: 'Hijo/Hija' },
      { value: 'Padre/Madre', label: 'Padre/Madre' },
    ],
  }),
  age('edad', 'cargas', 'Edad del beneficiario', 99),
  sex('cargas', 'Femenino'),
];

const BREEDS: AllowedValue[] = [
  'Criollo',
  'Labrador',
  'Golden Retriever',
  'Bulldog Francés',
  'Pastor Alemán',
  'Schnauzer',
  'Poodle',
  'Pug',
  'Shih Tzu',
  'Gato criollo',
  'Persa',
  'Siamés',
  'Bengalí',
].map((name) => ({ value: name, label: name }));

const MASCOTAS: ProfileFormField[] = [
  field('mascota', 'array', { isMultiple: true, label: 'Mascota', groupClass: 'pet-group', min: 1, max: 5 }),
  field('especie', 'radio', {
    groupedBy: 'mascota',
    label: 'Especie',
    dataType: 'string',
    defaultValue: 'Perro',
    allowedValues: [
      { value: 'Perro', label: 'Perro' },
      { value: 'Gato', label: 'Gato' },
    ],
  }),
  field('raza', 'select', {
    groupedBy: 'mascota',
    label: 'Raza',
    placeholder: 'Selecciona la raza',
    dataType: 'string',
    defaultValue: 'Criollo',
    allowedValues: BREEDS,
    retrieveFunction: 'breedsBySpecies',
  }),
  field('edad', 'input', {
    htmlType: 'number',
    groupedBy: 'mascota',
    label: 'Edad (años)',
    dataType: 'number',
    defaultValue: 2,
    min: 0,
    max: 10,
    maxLength: 2,
    required: true,
  }),
  ...referencePerson('Dueño', 'Edad del dueño', 'edad < 18'),
];

const COLECTIVO: ProfileFormField[] = [
  field('colectivo', 'group', { label: 'Tu empresa', wrapper: 'panel' }),
  field('cantidadempleados', 'input', {
    htmlType: 'number',
    groupedBy: 'colectivo',
    label: 'Número de empleados',
    mask: '000',
    helper: 'Mínimo 10 empleados para cotizar un seguro colectivo',
    dataType: 'number',
    defaultValue: 10,
    min: 1,
    max: 999,
    maxLength: 3,
    required: true,
    changeAction: 'validateProfile',
  }),
  field('titular', 'group', { label: 'EPS de la empresa', wrapper: 'panel' }),
  field('epsActual', 'select', {
    groupedBy: 'titular',
    label: 'EPS principal de los empleados',
    dataType: 'string',
    allowedValues: EPS_OPTIONS,
  }),
  ...referencePerson('Empleado de referencia', 'Edad promedio de los empleados'),
  field('colectivos', 'array', { isMultiple: true, label: 'Grupos de empleados', min: 0, max: 10 }),
  field('cantidadDeTrabajadores', 'input', {
    htmlType: 'number',
    groupedBy: 'colectivos',
    label: 'Trabajadores',
    dataType: 'number',
    defaultValue: 10,
    min: 0,
    max: 999,
    maxLength: 3,
  }),
  field('cantidadDeCargas', 'input', {
    htmlType: 'number',
    groupedBy: 'colectivos',
    label: 'Beneficiarios',
    dataType: 'number',
    defaultValue: 0,
    min: 0,
    max: 999,
    maxLength: 3,
    hideExpression: 'cantidadDeTrabajadores < 1',
  }),
];

const FIELDS: Readonly<Record<FormName, ProfileFormField[]>> = {
  personas: PERSONAS,
  mascotas: MASCOTAS,
  colectivo: COLECTIVO,
};

/** Which form a product type uses: pets, collective, or persons for the rest. */
function formNameFor(productTypeName: string): FormName {
  if (/MASCOTA|PET/i.test(productTypeName)) return 'mascotas';
  if (/colectivo|SCTR/i.test(productTypeName)) return 'colectivo';
  return 'personas';
}

/**
 * The persons form of the other sites: Colombia's EPS and maternity questions give way to each site's
 * own (Chile: taxable income; Peru: sistema previsional; international: nationality and country of
 * cover).
 */
const COUNTRY_PERSON_FIELDS: Readonly<Record<Exclude<SiteCountryCode, 'CO'>, ProfileFormField[]>> = {
  CL: [
    field('ingreso', 'input', {
      htmlType: 'number',
      groupedBy: 'cotizante',
      label: 'Ingreso imponible mensual (pesos)',
      helper: 'El 7 % de tu ingreso, dividido por 0,8, es el precio de plan que puedes pagar',
      dataType: 'number',
      min: 0,
      max: 99_999_999,
      maxLength: 8,
    }),
    field('region', 'select', {
      label: 'Región',
      placeholder: 'Selecciona tu región',
      dataType: 'number',
      defaultValue: DEFAULT_CHILEAN_REGION_ID,
      allowedValues: CHILEAN_REGIONS.map((region) => ({ value: String(region.id), label: region.name })),
    }),
  ],
  PE: [
    field('sistemaprevisional', 'select', {
      label: 'Sistema previsional',
      placeholder: 'Selecciona tu sistema',
      dataType: 'string',
      defaultValue: 'ONP',
      allowedValues: PERU_PENSION_SYSTEMS.map((name) => ({ value: name, label: name })),
    }),
  ],
  INT: [
    field('titular', 'group', { label: 'Tu cobertura', wrapper: 'panel' }),
    field('nacionalidad', 'select', {
      groupedBy: 'titular',
      label: 'Nacionalidad',
      dataType: 'string',
      defaultValue: 'Chile',
      allowedValues: LATAM_COUNTRIES,
    }),
    field('paisCobertura', 'select', {
      groupedBy: 'titular',
      label: 'País de residencia y cobertura',
      dataType: 'string',
      defaultValue: 'Chile',
      allowedValues: LATAM_COUNTRIES,
    }),
  ],
};

function personFields(country: SiteCountryCode): ProfileFormField[] {
  if (country === 'CO') return PERSONAS;
  const colombianOnly = new Set(['maternidad', 'titular', 'epsActual']);
  const own = COUNTRY_PERSON_FIELDS[country];
  const kept = PERSONAS.filter((f) => !colombianOnly.has(f.fldName));
  // The country's questions after the holder's age and sex, before the partner and dependants.
  const at = kept.findIndex((f) => f.fldName === 'enPareja');
  return [...kept.slice(0, at), ...own, ...kept.slice(at)];
}

export function profileFormFor(productTypeName: string, country: SiteCountryCode = 'CO'): ProfileForm {
  const name = formNameFor(productTypeName);
  const fields = name === 'personas' ? personFields(country) : FIELDS[name];
  return {
    id: { personas: 1, mascotas: 2, colectivo: 3 }[name],
    productType: productTypeName,
    profileFormFields: fields.map((f, order) => ({ ...f, order })),
    validationScriptUrl: `/api/profile-form/validation/${name}.js`,
  };
}
