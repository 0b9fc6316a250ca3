import { describe, expect, it } from 'vitest';
import {
  bracketTags,
  checkInsuredProfileForm,
  checkPercentage,
  isAllowedSharedUrl,
  isAllowedUpload,
  isBracketTagFormat,
  isEmptyPayload,
  isValidName,
  isValidPonderation,
  integerWithoutDots,
  parsePonderation,
  percentageOf,
  truncateNumericField,
  withoutBracketTags,
  UPLOAD_EXTENSIONS,
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

describe('percentage (§5)', () => {
  it("requires 0 to 100, else 'Debe especificar un porcentaje: 0 <= porcentaje <= 100'", () => {
    expect(checkPercentage(0)).toEqual({ ok: true, value: 0 });
    expect(checkPercentage(100)).toEqual({ ok: true, value: 100 });
    expect(checkPercentage(100.5)).toEqual({
      ok: false,
      error: 'Debe especificar un porcentaje: 0 <= porcentaje <= 100',
    });
    expect(checkPercentage(-1).ok).toBe(false);
    expect(percentageOf(200000, 10)).toEqual({ ok: true, value: 20000 });
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

describe('upload extensions (§5)', () => {
  it('allows .pdf .doc .docx .jpg .jpeg .png .heic .html .eml .xls .xlsx .csv', () => {
    expect(UPLOAD_EXTENSIONS).toEqual([
      '.pdf',
      '.doc',
      '.docx',
      '.jpg',
      '.jpeg',
      '.png',
      '.heic',
      '.html',
      '.eml',
      '.xls',
      '.xlsx',
      '.csv',
    ]);
    expect(isAllowedUpload('nomina.XLSX')).toBe(true);
    expect(isAllowedUpload('foto.heic')).toBe(true);
    expect(isAllowedUpload('script.exe')).toBe(false);
    expect(isAllowedUpload('pdf')).toBe(false);
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

describe('empty payload (§5)', () => {
  it('is empty when holder and company fields (titles ignored), beneficiaries and company are blank', () => {
    expect(
      isEmptyPayload({
        holder: { title: 'Titular', name: '' },
        company: { titulo: 'Empresa' },
        beneficiaries: [],
      }),
    ).toBe(true);
    expect(isEmptyPayload({ holder: { name: ' ' }, company: null, beneficiaries: [{ name: '' }] })).toBe(
      true,
    );
    expect(isEmptyPayload(undefined)).toBe(true);
  });
  it('is not empty once something is typed', () => {
    expect(isEmptyPayload({ holder: { name: 'Ana' } })).toBe(false);
    expect(isEmptyPayload({ beneficiaries: [{ name: 'Luis' }] })).toBe(false);
    expect(isEmptyPayload({ company: { employees: 0 } })).toBe(false);
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

describe('bracket tags (§5, §3)', () => {
  it('accepts well-formed tags and reads them', () => {
    expect(isBracketTagFormat('Consulta E[0-17] VP[1-2] M[pref]')).toBe(true);
    expect(isBracketTagFormat('Sin etiquetas')).toBe(true);
    expect(bracketTags('Consulta E[0-17] EC[18-64]')).toEqual({ E: '0-17', EC: '18-64' });
    expect(withoutBracketTags('Consulta E[0-17] M[pref]')).toBe('Consulta');
  });
  it('refuses broken brackets', () => {
    expect(isBracketTagFormat('Consulta E[0-17')).toBe(false);
    expect(isBracketTagFormat('Consulta [0-17]')).toBe(false);
    expect(isBracketTagFormat('Consulta e[x]')).toBe(false);
  });
});
