import { describe, expect, it } from 'vitest';
import {
  checkHexColor,
  isHexColor,
  isValidEmail,
  referralEmailError,
  validatePhone,
} from '../../../core/domain';

describe('isValidEmail (§5)', () => {
  it('accepts a local part of 1 to 64 characters, a domain and a TLD of 2 or more letters', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('nombre.apellido+x@empresa.com.co')).toBe(true);
    expect(isValidEmail(`${'a'.repeat(64)}@b.co`)).toBe(true);
  });
  it('refuses the rest', () => {
    expect(isValidEmail(`${'a'.repeat(65)}@b.co`)).toBe(false);
    expect(isValidEmail('a@b.c')).toBe(false);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('@b.co')).toBe(false);
    expect(isValidEmail('a b@c.co')).toBe(false);
  });
  it('referral e-mail: at most 50 characters, required when not closable', () => {
    expect(referralEmailError('', true)).toBe('required');
    expect(referralEmailError('', false)).toBeNull();
    expect(referralEmailError(`${'a'.repeat(45)}@b.com`, true)).toBe('maxlength');
    expect(referralEmailError('x@y', true)).toBe('email');
    expect(referralEmailError('asesor@queplan.cl', true)).toBeNull();
  });
});

describe('validatePhone (§5)', () => {
  it('accepts an optional plus, a 1 to 3 digit country code and 7 to 14 digits', () => {
    expect(validatePhone('+573001234567')).toEqual({ ok: true, value: '+573001234567' });
    expect(validatePhone('+56 9 1234 5678')).toEqual({ ok: true, value: '+56912345678' });
  });
  it("gives 'nominimo' under 11 digits", () => {
    expect(validatePhone('3001234567')).toEqual({ ok: false, error: 'nominimo' });
  });
  it('refuses letters and too many digits', () => {
    expect(validatePhone('300abc4567')).toEqual({ ok: false, error: 'pattern' });
    expect(validatePhone('+1234567890123456789')).toEqual({ ok: false, error: 'pattern' });
    expect(validatePhone('')).toEqual({ ok: false, error: 'required' });
  });
});

describe('hex colour (§5)', () => {
  it('accepts 3 or 6 digits', () => {
    expect(isHexColor('#fff')).toBe(true);
    expect(isHexColor('00AAFF')).toBe(true);
    expect(checkHexColor('abc')).toEqual({ ok: true, value: '#abc' });
  });
  it("refuses the rest with 'Invalid HEX color.'", () => {
    expect(isHexColor('#ffff')).toBe(false);
    expect(isHexColor('#ggg')).toBe(false);
    expect(checkHexColor('#12345')).toEqual({ ok: false, error: 'Invalid HEX color.' });
  });
});
