import { describe, expect, it } from 'vitest';
import {
  addDependant,
  buildFormTree,
  changeField,
  formAllowsPersons,
  formDependants,
  MAX_DEPENDANTS,
  mayAddDependant,
  initialValues,
  moduleOutcome,
  PROFILE_MESSAGES,
  submitStep,
  type Profile,
} from '../../../core/domain';
import { companyForm, personsForm } from '../../support/profile-form-fixtures';

const persons = buildFormTree(personsForm);
const company = buildFormTree(companyForm);
const submitted: Profile = { cotizante: [{ sexo: 'Femenino', edad: 40 }], cargas: [], enPareja: false };

describe('a profile form submit (§4, §5)', () => {
  it('does nothing while the live error shows (no EPS)', () => {
    const values = changeField(persons, initialValues(persons), ['titular', 'epsActual'], 'notengo');
    expect(submitStep(persons, values, 'CO', '')).toEqual({ kind: 'blocked' });
  });

  it('opens the menu on a dependant without a valid age', () => {
    const withChild = addDependant(persons, initialValues(persons), 'cargas', 'Hijo/Hija');
    const values = changeField(persons, withChild, ['cargas', 0, 'edad'], 'abc');
    expect(submitStep(persons, values, 'CO', '')).toEqual({ kind: 'fix-dependants' });
  });

  it('shows the minimum-10 message for a company whose size was emptied', () => {
    const values = changeField(company, initialValues(company), ['colectivo', 'cantidadempleados'], '');
    expect(submitStep(company, values, 'CO', 'SEGURO COLECTIVO')).toEqual({
      kind: 'invalid',
      message: PROFILE_MESSAGES.minEmployees,
    });
  });

  it('sends a valid form to the validation module as a profile', () => {
    const step = submitStep(persons, initialValues(persons), 'CO', '');
    expect(step.kind).toBe('validate');
  });

  it('lets persons be added only where the product and the form allow them', () => {
    expect(formAllowsPersons(persons, '')).toBe(true);
    expect(formAllowsPersons(persons, 'SEGURO COLECTIVO')).toBe(false);
    expect(formAllowsPersons(company, 'SEGURO COLECTIVO')).toBe(false);
  });
});

describe("the validation module's outcome", () => {
  it('fails closed when the module could not be had: nothing to save, the warning still logged', () => {
    const outcome = moduleOutcome({ loaded: false, reason: 'offline' }, submitted);
    expect(outcome.kind).toBe('unavailable');
    expect(outcome).not.toHaveProperty('profile');
    expect(outcome).toMatchObject({ warning: 'Validation script not loaded', reason: 'offline' });
  });

  it("shows the module's text as the error", () => {
    expect(moduleOutcome({ loaded: true, result: 'Edad fuera de rango' }, submitted)).toEqual({
      kind: 'invalid',
      message: 'Edad fuera de rango',
    });
  });

  it("saves the module's own profile when it gives one", () => {
    const corrected = { ...submitted, cotizante: [{ sexo: 'Femenino' as const, edad: 41 }] };
    const outcome = moduleOutcome({ loaded: true, result: [{ payload: corrected }] }, submitted);
    expect(outcome).toMatchObject({ kind: 'save', warning: null, profile: { cotizante: [{ edad: 41 }] } });
  });

  it('keeps the submitted profile when the module gives no verdict', () => {
    expect(moduleOutcome({ loaded: true, result: 42 }, submitted)).toEqual({
      kind: 'save',
      profile: submitted,
      warning: null,
    });
  });
});

describe('the insured-persons cap', () => {
  it('adds at most MAX_DEPENDANTS (10) dependants to one profile', () => {
    let values = initialValues(persons);
    for (let added = 0; added < 12; added += 1) values = addDependant(persons, values, 'cargas', 'Hijo/Hija');
    expect(formDependants(values, '')).toHaveLength(10);
    expect(MAX_DEPENDANTS).toBe(10);
    expect(mayAddDependant('cargas', 'Hijo/Hija', formDependants(values, ''))).toBe(false);
  });
});
