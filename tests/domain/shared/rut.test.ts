import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanRut, formatRut, isValidRut, rutCheckDigit, validateIdNumber } from '../../../core/domain';

describe('RUT (§5)', () => {
  it('computes the modulo-11 check digit, 10 as K and 11 as 0', () => {
    expect(rutCheckDigit('12345678')).toBe('5');
    expect(rutCheckDigit('11111111')).toBe('1');

    expect(rutCheckDigit('1000013')).toBe('0');
    expect(rutCheckDigit('1000005')).toBe('K');
  });
  it('cleans: strip non-digits except K, drop leading zeros, uppercase', () => {
    expect(cleanRut('0012.345.678-k')).toBe('12345678K');
  });
  it('formats with dotted thousands and a hyphen before the check digit', () => {
    expect(formatRut('123456785')).toBe('12.345.678-5');
    expect(formatRut('1000013-0')).toBe('1.000.013-0');
  });
  it('validates formatted or not', () => {
    expect(isValidRut('12.345.678-5')).toBe(true);
    expect(isValidRut('123456785')).toBe(true);
    expect(isValidRut('1.000.005-k')).toBe(true);
  });
  it('refuses a wrong check digit, fewer than 7 characters and letters other than K', () => {
    expect(isValidRut('12.345.678-4')).toBe(false);
    expect(isValidRut('12345-5')).toBe(false);
    expect(isValidRut('12.345.67A-5')).toBe(false);
  });

  const body = fc.integer({ min: 100000, max: 999999999 }).map(String);
  it('a body with its computed check digit validates, formatted or not', () => {
    fc.assert(
      fc.property(body, fc.boolean(), (digits, lower) => {
        const check = rutCheckDigit(digits);
        const raw = `${digits}${lower ? check.toLowerCase() : check}`;
        expect(isValidRut(raw)).toBe(true);
        expect(isValidRut(formatRut(raw))).toBe(true);
        expect(isValidRut(`${digits}-${check}`)).toBe(true);
      }),
    );
  });
  it('changing the check digit breaks it', () => {
    fc.assert(
      fc.property(body, fc.constantFrom(...'0123456789K'.split('')), (digits, other) => {
        fc.pre(other !== rutCheckDigit(digits));
        expect(isValidRut(`${digits}${other}`)).toBe(false);
        expect(isValidRut(formatRut(`${digits}${other}`))).toBe(false);
      }),
    );
  });
});

describe('validateIdNumber (§5)', () => {
  it('Chile: 4 to 9 digits without a leading 0, a digit or K, and the RUT check (invalidRut)', () => {
    expect(validateIdNumber('CL', '12.345.678-5')).toEqual({ ok: true, value: '12345678-5' });
    expect(validateIdNumber('CL', '12.345.678-4')).toEqual({ ok: false, error: 'invalidRut' });
    expect(validateIdNumber('CL', '012345678')).toEqual({ ok: false, error: 'pattern' });
    expect(validateIdNumber('CL', '')).toEqual({ ok: false, error: 'required' });
  });
  it('the dots mask is stripped unless point is on', () => {
    expect(validateIdNumber('CL', '12.345.678-5', { point: true })).toEqual({ ok: false, error: 'pattern' });
    expect(validateIdNumber('CO', '1.234.567.890')).toEqual({ ok: true, value: '1234567890' });
  });
  it('Colombia and Peru: required, 8 to 12 digits', () => {
    expect(validateIdNumber('CO', '12345678').ok).toBe(true);
    expect(validateIdNumber('PE', '123456789012').ok).toBe(true);
    expect(validateIdNumber('CO', '1234567')).toEqual({ ok: false, error: 'pattern' });
    expect(validateIdNumber('PE', '1234567890123')).toEqual({ ok: false, error: 'pattern' });
    expect(validateIdNumber('PE', '   ')).toEqual({ ok: false, error: 'required' });
  });
  it('international: required, 5 to 12 alphanumerics, any case', () => {
    expect(validateIdNumber('INT', 'aB123').ok).toBe(true);
    expect(validateIdNumber('INT', 'AB12')).toEqual({ ok: false, error: 'pattern' });
    expect(validateIdNumber('INT', 'AB12-3456')).toEqual({ ok: false, error: 'pattern' });
    expect(validateIdNumber('INT', null)).toEqual({ ok: false, error: 'required' });
  });
});

describe('validateIdNumber by country id and for other countries (§5)', () => {
  it('reads country ids 1-4 and only requires a value elsewhere', () => {
    expect(validateIdNumber(1, '12.345.678-4')).toEqual({ ok: false, error: 'invalidRut' });
    expect(validateIdNumber(3, '1234567')).toEqual({ ok: false, error: 'pattern' });
    expect(validateIdNumber('MX', 'ABC-1')).toEqual({ ok: true, value: 'ABC-1' });
    expect(validateIdNumber(9, '')).toEqual({ ok: false, error: 'required' });
    expect(validateIdNumber('co', '12345678')).toEqual({ ok: true, value: '12345678' });
  });
});
