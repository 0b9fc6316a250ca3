import { describe, expect, it } from 'vitest';
import { checkBulkLoadRows } from '../../../core/domain';

const activation = {
  rowNumber: 2,
  name: 'Ana',
  paternalSurname: 'Rojas',
  maternalSurname: '',
  legalId: '12345678-5',
  birthDate: '31-05-1990',
  gender: 'F',
  email: 'ana@empresa.cl',
  phone: '+56912345678',
  insuredType: 'Titular',
  effectiveDate: '2024-06-01',
  coverageGroup: 'A',
  holderLegalId: '',
  dependentType: '',
  accountType: 'Cuenta corriente',
  accountNumber: 123456,
  bank: 'Banco',
};

describe('bulk-load activation rows (§3)', () => {
  it('accepts a good row, normalising RUT and dates', () => {
    const result = checkBulkLoadRows('activation', [activation]);
    expect(result.errors).toEqual([]);
    expect(result.rows[0]).toMatchObject({
      legalId: '12.345.678-5',
      birthDate: '1990-05-31',
      accountNumber: '123456',
    });
  });
  it('reports errors per row and per column', () => {
    const result = checkBulkLoadRows('activation', [
      activation,
      { ...activation, rowNumber: 3, legalId: '12345678-4', birthDate: '31/02/1990', email: 'x@y' },
      { ...activation, rowNumber: 4, name: '', holderLegalId: '1-9' },
    ]);
    expect(result.rows).toHaveLength(1);
    expect(result.errors).toEqual([
      { row: 3, column: 'legalId', message: 'RUT inválido' },
      { row: 3, column: 'birthDate', message: 'Fecha inválida' },
      { row: 3, column: 'email', message: 'Correo electrónico inválido' },
      { row: 4, column: 'name', message: 'Campo requerido' },
      { row: 4, column: 'holderLegalId', message: 'RUT inválido' },
    ]);
  });
  it('checks the retroactive activation window: 30 days back, 45 ahead', () => {
    const today = '2024-06-10';
    expect(
      checkBulkLoadRows('activation', [{ ...activation, effectiveDate: '2024-05-11' }], today).errors,
    ).toEqual([]);
    expect(
      checkBulkLoadRows('activation', [{ ...activation, effectiveDate: '2024-07-25' }], today).errors,
    ).toEqual([]);
    expect(
      checkBulkLoadRows('activation', [{ ...activation, effectiveDate: '2024-07-26' }], today).errors,
    ).toEqual([{ row: 2, column: 'effectiveDate', message: 'Fecha fuera del plazo permitido' }]);
  });
});

describe('bulk-load cancellation rows (§3)', () => {
  const cancellation = {
    rowNumber: 5,
    name: 'Luis',
    paternalSurname: 'Soto',
    maternalSurname: 'Paz',
    legalId: '11.111.111-1',
    birthDate: '1980-01-01',
    gender: 'M',
    effectiveDate: '2024-06-01',
    reason: 'Renuncia',
    insuredType: 'Titular',
    holderLegalId: '',
    dependentType: '',
  };
  it('requires a reason and checks the 30-day window each way', () => {
    expect(checkBulkLoadRows('cancellation', [cancellation]).errors).toEqual([]);
    expect(checkBulkLoadRows('cancellation', [{ ...cancellation, reason: ' ' }]).errors).toEqual([
      { row: 5, column: 'reason', message: 'Campo requerido' },
    ]);
    expect(checkBulkLoadRows('cancellation', [cancellation], '2024-07-01').errors).toEqual([]);
    expect(checkBulkLoadRows('cancellation', [cancellation], '2024-07-02').errors).toHaveLength(1);
  });
  it('reports a missing column and an unreadable row', () => {
    const { rowNumber: _rowNumber, ...withoutNumber } = cancellation;
    const result = checkBulkLoadRows('cancellation', [withoutNumber, null]);
    expect(result.errors[0]).toEqual({ row: 1, column: 'rowNumber', message: 'Número de fila inválido' });
    expect(result.errors[1]?.row).toBe(2);
  });
});
