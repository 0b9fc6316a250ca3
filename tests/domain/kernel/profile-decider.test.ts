import { describe, expect, it } from 'vitest';
import {
  MAX_DEPENDANTS,
  mayAddDependant,
  type EventDraft,
  type FormValues,
  type Profile,
} from '../../../core/domain';
import { given } from '../../support/decider-spec';

const woman52: Profile = { cotizante: [{ sexo: 'Femenino', edad: 52 }], cargas: [], enPareja: false };
const man30: Profile = { cotizante: [{ sexo: 'Masculino', edad: 30 }], cargas: [], enPareja: false };
const saved = (productType: string, profile: Profile): EventDraft => ({
  type: 'ProfileSaved',
  data: { country: 'CO', productType, profile },
});

describe('profile decider (given / when / then)', () => {
  it('saves the general profile under its key', () => {
    given().when({ type: 'profile.save', productType: '', profile: woman52 }).then(saved('general', woman52));
  });

  it('saves a product type apart, over what was stored for it', () => {
    given(saved('Medicina Prepagada', woman52))
      .when({ type: 'profile.save', productType: 'Medicina Prepagada', profile: man30 })
      .then(saved('Medicina Prepagada', man30));
  });

  it('refuses a profile outside the schema (no insured person, an age of 200)', () => {
    given()
      .when({ type: 'profile.save', productType: '', profile: { ...woman52, cotizante: [] } })
      .thenRefused('profile.invalid');
    given()
      .when({
        type: 'profile.save',
        productType: '',
        profile: { ...woman52, cotizante: [{ sexo: 'Femenino', edad: 200 }] },
      })
      .thenRefused('profile.invalid');
  });
});

describe('the dependants cap', () => {
  const rows = (count: number): FormValues[] =>
    Array.from({ length: count }, () => ({ parentescoCarga: 'Hijo/Hija', edad: '4' }));

  it('is ten: the menu adds the tenth dependant, never an eleventh', () => {
    expect(MAX_DEPENDANTS).toBe(10);
    expect(mayAddDependant('cargas', 'Hijo/Hija', rows(9))).toBe(true);
    expect(mayAddDependant('cargas', 'Hijo/Hija', rows(10))).toBe(false);
    expect(mayAddDependant('mascota', 'Perro', rows(10))).toBe(false);
  });

  it('allows one Cónyuge among the cargas, any number of pets of a kind under the cap', () => {
    expect(mayAddDependant('cargas', 'Cónyuge', [{ parentescoCarga: 'Cónyuge', edad: '40' }])).toBe(false);
    expect(mayAddDependant('mascota', 'Perro', [{ especie: 'Perro', edad: '3' }])).toBe(true);
  });
});
