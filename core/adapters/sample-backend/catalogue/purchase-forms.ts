import type { PurchaseField, PurchaseForm } from '../../../domain/purchase/purchase-form';
import type { CategoryKey } from './insurance-types';
import type { SiteCountryCode } from '../../../domain/site/country';
import { purchaseConsentText } from '../../../domain/purchase/purchase-consent';

const DOCUMENT_TYPES = [
  { value: 'CC', label: 'Cédula de ciudadanía' },
  { value: 'CE', label: 'Cédula de extranjería' },
  { value: 'PA', label: 'Pasaporte' },
];

const holder: PurchaseField[] = [
  // Asked of every person the plan insures (perInsured): each is named and identified (issue 24).
  {
    name: 'nombre',
    label: 'Nombre completo',
    kind: 'name',
    required: true,
    autocomplete: 'name',
    perInsured: true,
  },
  {
    name: 'tipoDocumento',
    label: 'Tipo de documento',
    kind: 'select',
    required: true,
    options: DOCUMENT_TYPES,
    perInsured: true,
  },
  {
    name: 'documento',
    label: 'Número de documento',
    kind: 'id-number',
    required: true,
    helper: 'Sin puntos ni espacios',
    perInsured: true,
  },
  {
    name: 'fechanacimiento',
    label: 'Fecha de nacimiento',
    kind: 'birth-date',
    required: true,
    autocomplete: 'bday',
    perInsured: true,
  },
  { name: 'email', label: 'Correo electrónico', kind: 'email', required: true, autocomplete: 'email' },
  {
    name: 'telefono',
    label: 'Celular',
    kind: 'phone',
    required: true,
    helper: 'Celular de 10 dígitos; el +57 es opcional',
    autocomplete: 'tel',
  },
  {
    name: 'direccion',
    label: 'Dirección de residencia',
    kind: 'text',
    required: true,
    autocomplete: 'street-address',
  },
];

const consent: PurchaseField = {
  name: 'autorizacion',
  label: purchaseConsentText('CO'),
  kind: 'consent',
  required: true,
};

/** The buyer's own fields only: a pet plan insures the pet, a company plan its roster. */
const buyerOnly = (fields: readonly PurchaseField[]): PurchaseField[] =>
  fields.map(({ perInsured: _perInsured, ...field }) => field);

const petForm: PurchaseForm = {
  code: 'personal-payment-data',
  title: 'Datos personales',
  description: 'Los datos del tomador del seguro y de tu mascota.',
  orderPosition: 1,
  fields: [
    ...buyerOnly(holder),
    { name: 'nombreMascota', label: 'Nombre de tu mascota', kind: 'text', required: true },
    {
      name: 'especie',
      label: 'Especie',
      kind: 'select',
      required: true,
      options: [
        { value: 'perro', label: 'Perro' },
        { value: 'gato', label: 'Gato' },
      ],
    },
    { name: 'raza', label: 'Raza', kind: 'text', required: true },
    {
      name: 'edadMascota',
      label: 'Edad de tu mascota (años)',
      kind: 'number',
      required: true,
      min: 0,
      max: 10,
    },
    consent,
  ],
};

const personalForm: PurchaseForm = {
  code: 'personal-payment-data',
  title: 'Datos personales',
  description: 'Los datos del titular del plan.',
  orderPosition: 1,
  fields: [...holder, consent],
};

const yesNo = (name: string, label: string, insuredLabel?: string): PurchaseField => ({
  name,
  label,
  kind: 'yes-no',
  required: true,
  // A question with the words for another person is asked of each one insured.
  ...(insuredLabel ? { perInsured: true, insuredLabel } : {}),
});

const healthForm: PurchaseForm = {
  code: 'dps',
  title: 'Declaración de salud',
  description:
    'Responde por ti y por cada persona que asegurarás. La aseguradora la revisa antes de confirmar.',
  orderPosition: 2,
  fields: [
    yesNo(
      'enfermedadCronica',
      '¿Tienes alguna enfermedad crónica diagnosticada (diabetes, hipertensión, cáncer, otra)?',
      '¿Tiene alguna enfermedad crónica diagnosticada (diabetes, hipertensión, cáncer, otra)?',
    ),
    yesNo(
      'cirugiaReciente',
      '¿Te han hospitalizado o has tenido una cirugía en los últimos dos años?',
      '¿Ha estado hospitalizado o ha tenido una cirugía en los últimos dos años?',
    ),
    yesNo(
      'tratamientoActual',
      '¿Estás en algún tratamiento médico o tomas medicamentos de forma permanente?',
      '¿Está en algún tratamiento médico o toma medicamentos de forma permanente?',
    ),
    yesNo('embarazo', '¿Alguna de las personas que asegurarás está en embarazo?'),
    { name: 'detalle', label: 'Si respondiste sí, cuéntanos cuál (opcional)', kind: 'text', required: false },
  ],
};

const companyForm: PurchaseForm = {
  code: 'company-data',
  title: 'Datos de la empresa',
  description: 'La empresa es la tomadora de la póliza colectiva.',
  orderPosition: 1,
  fields: [
    {
      name: 'razonSocial',
      label: 'Razón social',
      kind: 'text',
      required: true,
      autocomplete: 'organization',
    },
    { name: 'nit', label: 'NIT (sin dígito de verificación)', kind: 'id-number', required: true },
    {
      name: 'cantidadEmpleados',
      label: 'Número de empleados',
      kind: 'number',
      required: true,
      min: 5,
      max: 999,
    },
    { name: 'direccionEmpresa', label: 'Dirección de la empresa', kind: 'text', required: true },
  ],
};

const rosterForm: PurchaseForm = {
  code: 'mass-insured',
  title: 'Asegurados',
  description:
    'Las personas que quedarán aseguradas: una por línea, con su nombre completo y número de documento.',
  orderPosition: 2,
  fields: [
    {
      name: 'nomina',
      label: 'Nómina de asegurados',
      kind: 'roster',
      required: true,
      helper: 'Ejemplo: Ana María Pérez, 1020304050',
    },
  ],
};

const contactForm: PurchaseForm = {
  ...personalForm,
  fields: buyerOnly(personalForm.fields),
  title: 'Representante legal',
  description: 'Quien firma por la empresa y recibe la póliza.',
  orderPosition: 3,
};

/**
 * The purchase forms of an online product by category. Positions are deliberately given out of list
 * order for prepaid medicine, so the site must sort by orderPosition (§2).
 */
export function purchaseFormsFor(category: CategoryKey, country: SiteCountryCode = 'CO'): PurchaseForm[] {
  const forms = colombianFormsFor(category);
  return country === 'CO' ? forms : forms.map((form) => localizedForm(form, country));
}

function colombianFormsFor(category: CategoryKey): PurchaseForm[] {
  switch (category) {
    case 'mascotas':
      return [petForm];
    case 'prepagada':
    case 'poliza':
    case 'pac':
      return [healthForm, personalForm];
    case 'colectivo':
      return [contactForm, rosterForm, companyForm];
    default: {
      const unreachable: never = category;
      return unreachable;
    }
  }
}

/** Each other site's documents and phone hint; its data law's consent comes from the domain. */
const LOCAL: Readonly<
  Record<
    Exclude<SiteCountryCode, 'CO'>,
    {
      readonly documents: readonly { value: string; label: string }[];
      readonly idHelper: string;
      readonly phoneHelper: string;
    }
  >
> = {
  CL: {
    documents: [
      { value: 'RUT', label: 'RUT' },
      { value: 'PA', label: 'Pasaporte' },
    ],
    idHelper: 'Con guion y dígito verificador, por ejemplo 18.972.631-7',
    phoneHelper: 'Celular de 9 dígitos; el +56 es opcional',
  },
  PE: {
    documents: [
      { value: 'DNI', label: 'DNI' },
      { value: 'CE', label: 'Carné de extranjería' },
      { value: 'PA', label: 'Pasaporte' },
    ],
    idHelper: 'Solo números, por ejemplo 45678912',
    phoneHelper: 'Celular de 9 dígitos; el +51 es opcional',
  },
  INT: {
    documents: [
      { value: 'PA', label: 'Pasaporte' },
      { value: 'ID', label: 'Documento nacional de identidad' },
    ],
    idHelper: 'De 5 a 12 letras y números',
    phoneHelper: 'Con el código de tu país, por ejemplo +1',
  },
};

function localizedForm(form: PurchaseForm, country: Exclude<SiteCountryCode, 'CO'>): PurchaseForm {
  const local = LOCAL[country];
  return {
    ...form,
    fields: form.fields.map((field) => {
      if (field.name === 'tipoDocumento') return { ...field, options: [...local.documents] };
      if (field.name === 'documento') return { ...field, helper: local.idHelper };
      if (field.name === 'telefono') return { ...field, helper: local.phoneHelper };
      if (field.kind === 'consent') return { ...field, label: purchaseConsentText(country) };
      return field;
    }),
  };
}
