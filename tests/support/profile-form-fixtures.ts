import type { ProfileForm, ProfileFormField } from '../../core/domain/api';

/** Form definitions shaped like the server's (§3 "Profile form definition"), for tests. */
const f = (
  fldName: string,
  fldType: ProfileFormField['fieldType']['fldType'],
  rest: Omit<ProfileFormField, 'fldName' | 'fieldType'> & { htmlType?: string } = {},
): ProfileFormField => {
  const { htmlType, ...others } = rest;
  return { fldName, fieldType: { fldType, ...(htmlType ? { htmlType } : {}) }, ...others };
};
const SEXES = [
  { value: 'Masculino', label: 'Hombre' },
  { value: 'Femenino', label: 'Mujer' },
];
const age = (groupedBy: string, label = 'Edad') =>
  f('edad', 'input', {
    htmlType: 'number',
    groupedBy,
    label,
    dataType: 'number',
    defaultValue: 25,
    required: true,
  });

export const personsForm: ProfileForm = {
  productType: '',
  validationScriptUrl: '/api/profile-form/validation/personas.js',
  profileFormFields: [
    f('cotizante', 'array', { label: 'Titular', min: 1 }),
    age('cotizante'),
    f('sexo', 'radio', { groupedBy: 'cotizante', label: 'Sexo', dataType: 'string', allowedValues: SEXES }),
    f('maternidad', 'checkbox', {
      groupedBy: 'cotizante',
      label: 'Maternidad',
      dataType: 'boolean',
      hideExpression: "sexo != 'Femenino'",
    }),
    f('titular', 'group', { label: 'Tu EPS' }),
    f('epsActual', 'select', {
      groupedBy: 'titular',
      label: '¿A qué EPS estás afiliado?',
      dataType: 'string',
      allowedValues: [
        { value: 'EPS Sura', label: 'EPS Sura' },
        { value: 'notengo', label: 'No tengo EPS' },
      ],
    }),
    f('enPareja', 'checkbox', { label: 'Incluir a mi pareja', dataType: 'boolean', defaultValue: false }),
    f('cargas', 'array', { label: 'Beneficiarios', min: 0 }),
    f('parentescoCarga', 'select', {
      groupedBy: 'cargas',
      label: 'Parentesco',
      dataType: 'string',
      defaultValue: 'Hijo/Hija',
      allowedValues: [
        { value: 'Cónyuge', label: 'Cónyuge' },
        { value: 'Hijo/Hija', label: 'Hijo/Hija' },
      ],
    }),
    f('edad', 'input', {
      htmlType: 'number',
      groupedBy: 'cargas',
      label: 'Edad',
      dataType: 'number',
      required: true,
    }),
    f('sexo', 'radio', { groupedBy: 'cargas', label: 'Sexo', dataType: 'string', allowedValues: SEXES }),
  ],
};

export const companyForm: ProfileForm = {
  productType: 'SEGURO COLECTIVO',
  validationScriptUrl: null,
  profileFormFields: [
    f('colectivo', 'group', { label: 'Tu empresa' }),
    f('cantidadempleados', 'input', {
      htmlType: 'number',
      groupedBy: 'colectivo',
      label: 'Número de empleados',
      dataType: 'number',
      defaultValue: '10',
      required: true,
    }),
    f('cotizante', 'array', { label: 'Empleado de referencia', min: 1 }),
    age('cotizante'),
  ],
};

export const petForm: ProfileForm = {
  productType: 'PET_INSURANCE_CO',
  validationScriptUrl: null,
  profileFormFields: [
    f('mascota', 'array', { label: 'Mascota', min: 0 }),
    f('especie', 'radio', {
      groupedBy: 'mascota',
      label: 'Especie',
      dataType: 'string',
      defaultValue: 'Perro',
      allowedValues: [
        { value: 'Perro', label: 'Perro' },
        { value: 'Gato', label: 'Gato' },
      ],
    }),
    f('raza', 'select', {
      groupedBy: 'mascota',
      label: 'Raza',
      dataType: 'string',
      defaultValue: 'Criollo',
      retrieveFunction: 'breedsBySpecies',
      allowedValues: ['Criollo', 'Labrador', 'Gato criollo', 'Persa'].map((value) => ({
        value,
        label: value,
      })),
    }),
    f('edad', 'input', {
      htmlType: 'number',
      groupedBy: 'mascota',
      label: 'Edad',
      dataType: 'number',
      defaultValue: 2,
    }),
  ],
};
