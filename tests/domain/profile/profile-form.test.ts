import { describe, expect, it } from 'vitest';
import {
  addDependant,
  buildFormTree,
  canAddDependant,
  changeField,
  defaultFieldValue,
  dependantKinds,
  dependantsValid,
  fieldOptions,
  initialValues,
  interpretValidationResult,
  liveProfileError,
  profileToValues,
  removeLastDependant,
  rowsOf,
  submitProfileError,
  valuesToProfile,
  type FormValues,
} from '../../../core/domain';
import type { ProfileFormField } from '../../../core/domain/api';
import { profileFormFor } from '../../../core/adapters/sample-backend/catalogue/profile-forms';
import { companyForm, personsForm, petForm } from '../../support/profile-form-fixtures';

const persons = buildFormTree(personsForm);
const company = buildFormTree(companyForm);
const pets = buildFormTree(petForm);

const field = (rest: Partial<ProfileFormField> & Pick<ProfileFormField, 'fieldType'>): ProfileFormField => ({
  fldName: 'x',
  ...rest,
});

describe('form definition to values (§3, §5)', () => {
  it('nests fields by groupedBy and starts the holder list with one row', () => {
    expect(persons.map((node) => node.name)).toEqual(['cotizante', 'titular', 'enPareja', 'cargas']);
    expect(initialValues(persons)).toEqual({
      cotizante: [{ edad: '25', sexo: 'Masculino', maternidad: false }],
      titular: { epsActual: '' },
      enPareja: false,
      cargas: [],
    });
  });

  it("parses number defaults as integers and a checkbox default 'true' as true", () => {
    expect(
      defaultFieldValue(field({ fieldType: { fldType: 'input' }, dataType: 'number', defaultValue: '25' })),
    ).toBe('25');
    expect(
      defaultFieldValue(field({ fieldType: { fldType: 'input' }, dataType: 'number', defaultValue: 12.7 })),
    ).toBe('12');
    expect(
      defaultFieldValue(
        field({ fieldType: { fldType: 'input' }, dataType: 'number', defaultValue: '1.200' }),
      ),
    ).toBe('1200');
    expect(defaultFieldValue(field({ fieldType: { fldType: 'checkbox' }, defaultValue: 'true' }))).toBe(true);
    expect(defaultFieldValue(field({ fieldType: { fldType: 'checkbox' }, defaultValue: 'false' }))).toBe(
      false,
    );
  });

  it("an empty sex is 'Masculino', the default age 25, a couple partner female (§5)", () => {
    const couple = addDependant(persons, initialValues(persons), 'cargas', 'Cónyuge');
    const values = changeField(persons, couple, ['cargas', 0, 'edad'], '25');
    const profile = valuesToProfile(persons, changeField(persons, values, ['cotizante', 0, 'sexo'], ''));
    expect(profile).toEqual({
      ok: true,
      value: {
        cotizante: [{ sexo: 'Masculino', edad: 25 }],
        cargas: [{ parentescoCarga: 'Cónyuge', edad: 25, sexo: 'Femenino' }],
        enPareja: true,
        titular: { epsActual: '' },
      },
    });
  });

  it('leaves hidden fields out of the profile (maternidad only for women)', () => {
    const woman = changeField(persons, initialValues(persons), ['cotizante', 0, 'sexo'], 'Femenino');
    const withMaternity = changeField(persons, woman, ['cotizante', 0, 'maternidad'], true);
    const result = valuesToProfile(persons, withMaternity);
    expect(result.ok && result.value.cotizante[0]?.maternidad).toBe(true);
    const man = changeField(persons, withMaternity, ['cotizante', 0, 'sexo'], 'Masculino');
    const again = valuesToProfile(persons, man);
    expect(again.ok && 'maternidad' in (again.value.cotizante[0] ?? {})).toBe(false);
  });

  it('prefills a stored profile with enPareja converted to text', () => {
    const form = buildFormTree({
      profileFormFields: [
        { fldName: 'enPareja', fieldType: { fldType: 'radio' }, dataType: 'boolean', allowedValues: [] },
        { fldName: 'cotizante', fieldType: { fldType: 'array' } },
        { fldName: 'edad', groupedBy: 'cotizante', fieldType: { fldType: 'input' }, dataType: 'number' },
      ],
    });
    expect(
      profileToValues(form, { cotizante: [{ sexo: 'Femenino', edad: 40 }], cargas: [], enPareja: true }),
    ).toEqual({
      enPareja: 'true',
      cotizante: [{ edad: '40' }],
    });
  });

  it('a stored profile round-trips through the form', () => {
    const stored = {
      cotizante: [{ sexo: 'Femenino' as const, edad: 38, maternidad: true }],
      cargas: [
        { parentescoCarga: 'Cónyuge', edad: 40, sexo: 'Masculino' as const },
        { parentescoCarga: 'Hijo/Hija', edad: 4, sexo: 'Femenino' as const },
      ],
      enPareja: true,
      titular: { epsActual: 'EPS Sura' },
    };
    expect(valuesToProfile(persons, profileToValues(persons, stored))).toEqual({ ok: true, value: stored });
  });

  it('ignores field names that would reach a prototype', () => {
    const tree = buildFormTree({
      profileFormFields: [
        { fldName: '__proto__', fieldType: { fldType: 'input' } },
        { fldName: 'constructor', fieldType: { fldType: 'group' } },
        { fldName: 'ok', fieldType: { fldType: 'input' } },
      ],
    });
    expect(tree.map((node) => node.name)).toEqual(['ok']);
  });
});

describe('live validation (§4, §5, Colombia)', () => {
  it("'notengo' as the holder's EPS is invalid with the EPS message", () => {
    const values = changeField(persons, initialValues(persons), ['titular', 'epsActual'], 'notengo');
    expect(liveProfileError(persons, values, 'CO')).toBe(
      'No hay opciones de seguros o planes de salud disponibles para personas sin EPS',
    );
    expect(liveProfileError(persons, values, 'CL')).toBeNull();
  });

  it('fewer than 10 employees is invalid with the minimum-10 message', () => {
    const five = changeField(company, initialValues(company), ['colectivo', 'cantidadempleados'], '5');
    expect(liveProfileError(company, five, 'CO')).toBe(
      'Tu empresa debe tener un minimo de 10 empleados para cotizar un seguro colectivo',
    );
    expect(
      liveProfileError(company, changeField(company, five, ['colectivo', 'cantidadempleados'], '10'), 'CO'),
    ).toBeNull();
    const empty = changeField(company, five, ['colectivo', 'cantidadempleados'], '');
    expect(liveProfileError(company, empty, 'CO')).toBeNull();
    expect(submitProfileError(company, empty, 'CO')).toBe(
      'Tu empresa debe tener un minimo de 10 empleados para cotizar un seguro colectivo',
    );
  });

  it('keeps the company size as colectivos too (§3)', () => {
    const values = changeField(company, initialValues(company), ['colectivo', 'cantidadempleados'], '1.200');
    const result = valuesToProfile(company, values);
    expect(result.ok && result.value.colectivo).toEqual({ cantidadempleados: 1200 });
    expect(result.ok && result.value.colectivos).toEqual([
      { cantidadDeTrabajadores: 1200, cantidadDeCargas: 0 },
    ]);
  });

  it('is invalid only when no required field is filled, naming them (001 §5)', () => {
    const values = changeField(persons, initialValues(persons), ['cotizante', 0, 'edad'], '');
    expect(submitProfileError(persons, values, 'CO')).toBe('No se ingresaron los siguientes campos: Edad');
    expect(submitProfileError(persons, initialValues(persons), 'CO')).toBeNull();
  });
});

describe('insured persons (§2, §5)', () => {
  it('adds a Cónyuge only once, and enPareja follows', () => {
    const once = addDependant(persons, initialValues(persons), 'cargas', 'Cónyuge');
    expect(once.enPareja).toBe(true);
    expect(canAddDependant('Cónyuge', rowsOf(once, 'cargas'))).toBe(false);
    expect(addDependant(persons, once, 'cargas', 'Cónyuge')).toBe(once);
    const child = addDependant(persons, once, 'cargas', 'Hijo/Hija');
    expect(changeField(persons, child, ['cargas', 1, 'parentescoCarga'], 'Cónyuge')).toBe(child);
    expect(
      removeLastDependant(persons, removeLastDependant(persons, child, 'cargas'), 'cargas').enPareja,
    ).toBe(false);
  });

  it('a new dependant starts without an age even when the form gives one, and is invalid until it has one', () => {
    const withDefault = buildFormTree({
      profileFormFields: personsForm.profileFormFields.map((field) =>
        field.fldName === 'edad' ? { ...field, defaultValue: 25 } : field,
      ),
    });
    const child = addDependant(withDefault, initialValues(withDefault), 'cargas', 'Hijo/Hija');
    expect(rowsOf(child, 'cargas')[0]?.edad).toBe('');
    expect(dependantsValid(rowsOf(child, 'cargas'))).toBe(false);
    const aged = changeField(withDefault, child, ['cargas', 0, 'edad'], '7');
    expect(dependantsValid(rowsOf(aged, 'cargas'))).toBe(true);
  });

  it('ticking enPareja adds the partner, unticking removes it', () => {
    const on = changeField(persons, initialValues(persons), ['enPareja'], true);
    expect(rowsOf(on, 'cargas')).toEqual([{ parentescoCarga: 'Cónyuge', edad: '', sexo: 'Femenino' }]);
    expect(rowsOf(changeField(persons, on, ['enPareja'], false), 'cargas')).toEqual([]);
  });

  it('dependants are valid when each has a non-negative age, or when there are none', () => {
    expect(dependantsValid([])).toBe(true);
    expect(dependantsValid([{ edad: '0' }, { edad: '17' }])).toBe(true);
    expect(dependantsValid([{ edad: '' }])).toBe(false);
    expect(dependantsValid([{ edad: '-1' }])).toBe(false);
    expect(dependantsValid([{ edad: 'x' }] as FormValues[])).toBe(false);
    // A typed '7.5' is neither 7 nor 75: the visitor is asked for a whole age.
    expect(dependantsValid([{ edad: '7.5' }])).toBe(false);
  });

  it("offers the form's kinship options, or Mascota for pets", () => {
    expect(dependantKinds(persons, '').map((kind) => kind.value)).toEqual(['Cónyuge', 'Hijo/Hija']);
    expect(dependantKinds(pets, 'PET_INSURANCE_CO').map((kind) => kind.value)).toEqual(['Mascota']);
  });

  it('breeds follow the species (retrieveFunction breedsBySpecies)', () => {
    const withPet = addDependant(pets, initialValues(pets), 'mascota', 'Mascota');
    const raza = petForm.profileFormFields.find((f) => f.fldName === 'raza') as ProfileFormField;
    expect(fieldOptions(raza, rowsOf(withPet, 'mascota')[0] ?? {}).map((o) => o.value)).toEqual([
      'Criollo',
      'Labrador',
    ]);
    const cat = changeField(pets, withPet, ['mascota', 0, 'especie'], 'Gato');
    expect(rowsOf(cat, 'mascota')[0]?.raza).toBe('Gato criollo');
  });
});

describe('validation module result (§5)', () => {
  const profile = { cotizante: [{ sexo: 'Masculino' as const, edad: 25 }], cargas: [], enPareja: false };
  it('a list gives its first payload, a text is the error, a boolean the verdict', () => {
    const other = { cotizante: [{ sexo: 'Femenino', edad: 30 }] };
    expect(interpretValidationResult([{ payload: other }, { payload: profile }], profile)).toEqual({
      kind: 'valid',
      profile: { ...other, cargas: [], enPareja: false },
    });
    expect(interpretValidationResult([], profile)).toEqual({ kind: 'invalid', message: 'Perfil inválido' });
    expect(interpretValidationResult('Edad fuera de rango', profile)).toEqual({
      kind: 'invalid',
      message: 'Edad fuera de rango',
    });
    expect(interpretValidationResult(true, profile)).toEqual({ kind: 'valid', profile });
    expect(interpretValidationResult(false, profile)).toEqual({
      kind: 'invalid',
      message: 'Perfil inválido',
    });
    expect(interpretValidationResult(undefined, profile)).toEqual({ kind: 'no-verdict' });
  });
});

describe("the sample backend's definitions", () => {
  it.each(['', 'Medicina Prepagada', 'SEGURO COLECTIVO', 'PET_INSURANCE_CO'])(
    '%s starts as a valid profile',
    (type) => {
      const tree = buildFormTree(profileFormFor(type));
      const values = initialValues(tree);
      const withEps =
        rowsOf(values, 'cotizante').length && tree.some((n) => n.name === 'titular')
          ? changeField(tree, values, ['titular', 'epsActual'], 'EPS Sura')
          : values;
      expect(valuesToProfile(tree, withEps).ok).toBe(true);
    },
  );
});
