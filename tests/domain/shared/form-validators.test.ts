import { describe, expect, it } from 'vitest';
import {
  checkInsuredProfileForm,
  isAllowedSharedUrl,
  isValidName,
  isValidPonderation,
  integerWithoutDots,
  parsePonderation,
  truncateNumericField,
} from '../../../core/domain';

describe('name (§5)', () => {
  it('needs two letters; letters, accents, spaces and hyphens', () => {
    expect(isValidName('José María Pérez-Ñúñez')).toBe(true);
    expect(isValidName('Al')).toBe(true);
    expect(isValidName('A')).toBe(false);
    expect(isValidName('Juan3')).toBe(false);
    expect(isValidName('--')).toBe(false);
  });
});

describe('ponderation 0 to 1 and numeric field of 3 digits (§5)', () => {
  it('accepts 0 to 1', () => {
    expect(isValidPonderation(0)).toBe(true);
    expect(isValidPonderation(1)).toBe(true);
    expect(isValidPonderation(1.01)).toBe(false);
    expect(parsePonderation('0,45')).toBe(0.45);
    expect(parsePonderation('2')).toBeNull();
  });
  it('truncates a numeric field to 3 digits', () => {
    expect(truncateNumericField('12345')).toBe('123');
    expect(truncateNumericField(7)).toBe('7');
    expect(truncateNumericField('1a2b')).toBe('12');
  });
  it('reads numbers with dots removed as integers', () => {
    expect(integerWithoutDots('1.250')).toBe(1250);
    expect(integerWithoutDots('abc')).toBeNull();
  });
});

describe('shared URL host (§5)', () => {
  it("is valid only on the product's own country hosts", () => {
    expect(isAllowedSharedUrl('https://www.queseguro.co/Comparar?perfil=x', 'CO')).toBe(true);
    expect(isAllowedSharedUrl('https://www.queplan.cl/Comparar', 'CO')).toBe(false);
    expect(isAllowedSharedUrl('https://www.queplan.cl/Comparar', 'CL')).toBe(true);
    expect(isAllowedSharedUrl('https://evil.example/www.queseguro.co', 'CO')).toBe(false);
    expect(isAllowedSharedUrl('javascript:alert(1)', 'CO')).toBe(false);
    expect(isAllowedSharedUrl('not a url', 'CO')).toBe(false);
    expect(isAllowedSharedUrl('https://partner.example/x', 'CO', ['partner.example'])).toBe(true);
  });
});

describe('insured-profile form (§5)', () => {
  it("is valid with one required field filled: 'Se ingresaron todos los campos requeridos'", () => {
    expect(
      checkInsuredProfileForm([
        { label: 'Edad', required: true, value: 30 },
        { label: 'Ingreso', required: true, value: '' },
      ]),
    ).toEqual({ ok: true, value: 'Se ingresaron todos los campos requeridos' });
  });
  it("otherwise lists the fields: 'No se ingresaron los siguientes campos: ...'", () => {
    expect(
      checkInsuredProfileForm([
        { label: 'Edad', required: true, value: null },
        { label: 'Ingreso', required: true, value: ' ' },
        { label: 'Región', required: false, value: null },
      ]),
    ).toEqual({ ok: false, error: 'No se ingresaron los siguientes campos: Edad, Ingreso' });
  });
});
