import { describe, expect, it } from 'vitest';
import {
  catalogueName,
  CHILDREN_GES_PRICES_UF,
  CHILEAN_REGIONS,
  COUNTRIES,
  CURRENCIES_BY_COUNTRY,
  CURRENCY_DECIMALS,
  CountryId,
  DEFAULT_PLATFORM_BY_FLOW,
  ISAPRE_GES_PRICES_UF,
  ISAPRES,
  isOnlineSaleChannel,
  KUSHKI_AD_PLATFORM_ID,
  LEAD_STATUS_IDS,
  OTHER_FAILURE_REASON_ORDER,
  PASSWORD_ERROR_MESSAGES,
  PAYMENT_TYPE_NAMES,
  REQUEST_STATUSES,
  selectableIsapres,
  SORT_DIRECTIONS,
  allowsDependants,
  allowsCouple,
  ErrorType,
} from '../../../core/domain';

describe('catalogues with fixed ids (§3)', () => {
  it('countries: id, name, code, dialing code, lang', () => {
    expect(COUNTRIES).toEqual([
      { id: 1, name: 'Chile', code: 'CL', dialingCode: '+56', lang: 'es-CL' },
      { id: 2, name: 'Perú', code: 'PE', dialingCode: '+51', lang: 'es-PE' },
      { id: 3, name: 'Colombia', code: 'CO', dialingCode: '+57', lang: 'es-CO' },
      { id: 4, name: 'Internacional', code: 'INT', dialingCode: null, lang: 'es-CL' },
    ]);
    expect(CountryId.safeParse(5).success).toBe(false);
  });
  it('the 16 Chilean regions in their order, Metropolitana (13, RM) first', () => {
    expect(CHILEAN_REGIONS).toHaveLength(16);
    expect(CHILEAN_REGIONS[0]).toEqual({ id: 13, name: 'Metropolitana', order: 1, abbreviation: 'RM' });
    expect(CHILEAN_REGIONS.map((r) => r.id)).toEqual([13, 15, 1, 2, 3, 4, 5, 6, 7, 16, 8, 9, 14, 10, 11, 12]);
    expect(CHILEAN_REGIONS[7]?.name).toBe('O´Higgins');
  });
  it('currencies by country and decimals', () => {
    expect(CURRENCIES_BY_COUNTRY.CL).toEqual(['CLP', 'UF']);
    expect(CURRENCIES_BY_COUNTRY.PE).toEqual(['PEN', 'USD']);
    expect(CURRENCIES_BY_COUNTRY.CO).toEqual(['COP']);
    expect(CURRENCY_DECIMALS).toMatchObject({ CLP: 0, COP: 0, PEN: 2, UF: 2 });
  });
});

describe('isapres (§3)', () => {
  it('has the codes, 88 the disabled duplicate of Nueva Masvida, 999 Otras Isapres', () => {
    expect(ISAPRES.map((i) => i.code)).toEqual([
      62, 63, 65, 67, 68, 76, 78, 80, 81, 88, 99, 107, 108, 94, 999,
    ]);
    expect(ISAPRES.find((i) => i.code === 88)).toMatchObject({ name: 'Nueva Masvida', disabled: true });
    expect(ISAPRES.find((i) => i.code === 999)).toMatchObject({ name: 'Otras Isapres', open: null });
    expect(selectableIsapres().some((i) => i.code === 88)).toBe(false);
  });
  it('keeps both GES tables', () => {
    expect(ISAPRE_GES_PRICES_UF).toEqual({
      67: 0.77,
      78: 0.74,
      80: 0.63,
      81: 0.795,
      99: 0.59,
      107: 0.595,
      108: 0.8,
    });
    expect(CHILDREN_GES_PRICES_UF).toEqual({
      108: 0.8,
      99: 0.602,
      80: 0.63,
      67: 0.77,
      107: 0.602,
      81: 0.795,
    });
    expect(
      ISAPRES.filter((i) => i.open === true && !i.disabled)
        .map((i) => i.code)
        .sort(),
    ).toEqual(Object.keys(ISAPRE_GES_PRICES_UF).map(Number).sort());
  });
});

describe('request statuses and sub-statuses (§4)', () => {
  it('lists the statuses and the lead ids', () => {
    expect(REQUEST_STATUSES.map((s) => s.id)).toEqual([
      1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 97, 98, 99, 100, 101, 500, 501,
    ]);
    expect(catalogueName(REQUEST_STATUSES, 501)).toBe('Pendiente de confirmación');
    expect(LEAD_STATUS_IDS).toEqual({
      SIN_ESTADO: 1,
      ASIGNADO: 2,
      CERRADO: 3,
      ELIMINADO: 5,
      DUPLICADO: 6,
      PRUEBA: 97,
      CONTRATACION_ONLINE: 500,
      PENDIENTE_DE_CONFIRMACION: 501,
    });
  });
});

describe('payment and operations enums (§3)', () => {
  it('kushki_ad is 40; default platform per flow', () => {
    expect(KUSHKI_AD_PLATFORM_ID).toBe(40);
    expect(DEFAULT_PLATFORM_BY_FLOW).toEqual({
      'transfer-one-time': 'linkify',
      'tdc-one-time': 'kushki_ad',
      't-one-time': 'kushki_ad',
    });
    expect(PAYMENT_TYPE_NAMES.tdcp).toBe('Tarjeta de crédito/prepago');
  });
  it('online sale channels start with QpOnlineSale or ExternalOnlineSale', () => {
    expect(isOnlineSaleChannel('QpOnlineSale')).toBe(true);
    expect(isOnlineSaleChannel('ExternalOnlineSale_Partner')).toBe(true);
    expect(isOnlineSaleChannel('QpMixSale')).toBe(false);
    expect(isOnlineSaleChannel('ExecutiveEmployee')).toBe(false);
  });
});

describe('filters, sorting, labels (§3, §4)', () => {
  it('sort directions', () => {
    expect(SORT_DIRECTIONS).toMatchObject({ lowerPrice: 'asc', higherPrice: 'desc', recommended: 'none' });
  });
  it('dependants disallowed for colectivo, SCTR, SEGURO COLECTIVO; enPareja for ISAPRES only', () => {
    expect(allowsDependants('colectivo')).toBe(false);
    expect(allowsDependants('SCTR')).toBe(false);
    expect(allowsDependants('SEGURO COLECTIVO')).toBe(false);
    expect(allowsDependants('')).toBe(true);
    expect(allowsCouple('ISAPRE')).toBe(true);
    expect(allowsCouple('EPS')).toBe(false);
  });
  it("failure reason 'Otros (especificar)' is at 99", () => {
    expect(OTHER_FAILURE_REASON_ORDER).toBe(99);
  });
});

describe('permissions and errors (§6, §8)', () => {
  it('error types and password messages', () => {
    expect(ErrorType.options).toHaveLength(19);
    expect(PASSWORD_ERROR_MESSAGES.PASSWORD_EXPIRED).toBe(
      'La contraseña ha expirado. Debe cambiarla para continuar.',
    );
    expect(PASSWORD_ERROR_MESSAGES.INVALID_CREDENTIALS).toBe('Credenciales inválidas.');
  });
});
