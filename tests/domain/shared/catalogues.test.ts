import { describe, expect, it } from 'vitest';
import {
  ARREARS_REMINDERS,
  catalogueName,
  CHILDREN_GES_PRICES_UF,
  CHILEAN_REGIONS,
  COUNTRIES,
  COVERAGE_TOP_LABELS,
  CURRENCIES_BY_COUNTRY,
  CURRENCY_DECIMALS,
  CountryId,
  DEFAULT_PLATFORM_BY_FLOW,
  EVENT_TYPE_LABELS,
  FORCED_CHARGE_REASONS,
  hasFilterErrors,
  ISAPRE_GES_PRICES_UF,
  ISAPRES,
  isOnlineSaleChannel,
  KUSHKI_AD_PLATFORM_ID,
  LEAD_STATUS_IDS,
  MOVEMENT_TYPES,
  NOTIFICATION_EVENTS,
  notificationEventId,
  OTHER_FAILURE_REASON_ORDER,
  PASSWORD_ERROR_MESSAGES,
  PAYMENT_TYPE_NAMES,
  PERMISSIONS,
  Permission,
  PlatformRole,
  planRestrictionDigits,
  PROJECT_NAMES,
  ProjectId,
  RECESS_REASONS,
  RecessReasonId,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  selectableIsapres,
  SORT_DIRECTIONS,
  subStatusesOf,
  SUPPORT_TICKET_STATUS_NAMES,
  UnitCode,
  UserRole,
  viewedLabel,
  allowsDependants,
  allowsCouple,
  ErrorType,
} from '../../../core/domain';

describe('catalogues with fixed ids (§3)', () => {
  it('user roles and the other role enum', () => {
    expect(UserRole.options).toEqual([
      'EJECUTIVO',
      'SUPERVISOR',
      'GERENTE',
      'BACKOFFICE',
      'JEFATURA_SAC_CHILE',
      'ADMINISTRADOR',
    ]);
    expect(PlatformRole.options).toHaveLength(15);
    expect(PlatformRole.safeParse('REFERIDOR VIDA CAMARA').success).toBe(true);
  });
  it('project names 1-9', () => {
    expect(PROJECT_NAMES.map((p) => `${p.id} ${p.name}`)).toEqual([
      '1 presupuestos',
      '2 qpanalytics',
      '3 qpmonitoring',
      '4 qpoptimize',
      '5 queplan',
      '6 queplancl',
      '7 queplanpe',
      '8 queseguroco',
      '9 qpinternational',
    ]);
    expect(ProjectId.safeParse(10).success).toBe(false);
  });
  it('notification events 1-24', () => {
    expect(NOTIFICATION_EVENTS).toHaveLength(24);
    expect(NOTIFICATION_EVENTS[0]).toEqual({ id: 1, name: 'internal_mail' });
    expect(notificationEventId('mismaisapre_consalud_mail')).toBe(4);
    expect(notificationEventId('change_card_mail')).toBe(24);
  });
  it('recess reasons 1-5 and 9', () => {
    expect(RECESS_REASONS.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 9]);
    expect(catalogueName(RECESS_REASONS, 4)).toBe('Licencia Médica');
    expect(catalogueName(RECESS_REASONS, 9)).toBe('Otros');
    expect(RecessReasonId.safeParse(6).success).toBe(false);
  });
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
  it('movement types, request types, forced-charge reasons', () => {
    expect(MOVEMENT_TYPES.map((m) => m.id)).toEqual([1, 2, 11, 12, 13, 99, 101, 102, 103, 199]);
    expect(catalogueName(MOVEMENT_TYPES, 103)).toBe('Cobro por envío');
    expect(REQUEST_TYPES.map((r) => r.name)).toEqual([
      'Seguros',
      'Planes',
      'Contactos',
      'Usuario',
      'MovimientoyCuenta',
      'Colectivos',
      'International Health',
    ]);
    expect(catalogueName(FORCED_CHARGE_REASONS, 3)).toBe('Sin saldo en tarjeta');
  });
  it('currencies by country and decimals', () => {
    expect(CURRENCIES_BY_COUNTRY.CL).toEqual(['CLP', 'UF']);
    expect(CURRENCIES_BY_COUNTRY.PE).toEqual(['PEN', 'USD']);
    expect(CURRENCIES_BY_COUNTRY.CO).toEqual(['COP']);
    expect(CURRENCY_DECIMALS).toMatchObject({ CLP: 0, COP: 0, PEN: 2, UF: 2 });
  });
  it('event types and viewed flag', () => {
    expect(EVENT_TYPE_LABELS).toEqual({ LLAMADA: 'Llamada', REUNION: 'Reunión' });
    expect(viewedLabel(true)).toBe('Sí');
    expect(viewedLabel(false)).toBe('No');
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
  it('sub-statuses by parent, 330 under both 500 and 501', () => {
    expect(subStatusesOf(2).map((s) => s.id)).toEqual([200, 201, 202, 203, 217]);
    expect(subStatusesOf(500).map((s) => s.id)).toEqual([204, 205, 300, 301, 302, 303, 304, 305, 330]);
    expect(subStatusesOf(501).map((s) => `${s.id} ${s.name}`)).toEqual(['330 Recaudación']);
    expect(subStatusesOf(12).map((s) => s.id)).toEqual([206, 207, 208, 209, 210, 211, 404, 405]);
    expect(subStatusesOf(13).map((s) => s.id)).toEqual([212, 213, 214]);
    expect(subStatusesOf(14).map((s) => s.id)).toEqual([215, 216]);
    expect(subStatusesOf(4).map((s) => s.id)).toEqual([406, 401, 402, 403]);
    expect(subStatusesOf(3).map((s) => s.name)).toEqual([
      'Web - Subscripción activa',
      'Web - Pago único',
      'Web - Transferencia no automática',
    ]);
  });
  it('arrears reminders 0, 4, 8', () => {
    expect(ARREARS_REMINDERS).toEqual({ 0: 'mora_1', 4: 'mora_2', 8: 'mora_3' });
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
  it('support-ticket statuses in Spanish', () => {
    expect(SUPPORT_TICKET_STATUS_NAMES).toEqual({
      OPEN: 'Abierto',
      HOLD: 'En Espera',
      NEW: 'Nuevo',
      PENDING: 'Pendiente',
      SOLVED: 'Completado',
    });
  });
});

describe('filters, sorting, labels (§3, §4)', () => {
  it('sort directions', () => {
    expect(SORT_DIRECTIONS).toMatchObject({ lowerPrice: 'asc', higherPrice: 'desc', recommended: 'none' });
  });
  it('coverage top labels', () => {
    expect(COVERAGE_TOP_LABELS).toMatchObject({
      top_amount: 'evento',
      yearly_top: 'año',
      monthly_top: 'mes',
      weekly_top: 'semana',
      daily_top: 'día',
      top_amount_libre: 'tope libre',
      halfyearly_top: 'semestral',
      lifetime_top: 'vitalicio',
    });
  });
  it('units', () => {
    expect(UnitCode.options).toEqual(['USD/Año', 'USD/V', 'USD/MUNDO', 'USD/USA', 'USD/LATAM']);
  });
  it('filter errors: any ERROR (1) flags the form', () => {
    expect(hasFilterErrors([{ type: 0 }, { type: 2 }])).toBe(false);
    expect(hasFilterErrors([{ type: 0 }, { type: 1 }])).toBe(true);
  });
  it('plan restriction digits 1-6', () => {
    expect(planRestrictionDigits('1259')).toEqual([1, 2, 5]);
    expect(planRestrictionDigits(6)).toEqual([6]);
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
  it('are resource:action strings', () => {
    expect(PERMISSIONS).toContain('policy:read-history');
    expect(PERMISSIONS).toContain('bulk-load:bulk-activation');
    expect(PERMISSIONS).toContain('tax-document:update-status');
    expect(PERMISSIONS).toContain('contact-us:create');
    expect(Permission.safeParse('employee:read-uninsured').success).toBe(true);
    expect(Permission.safeParse('employee:fly').success).toBe(false);
    expect(PERMISSIONS.every((p) => /^[a-z-]+:[a-z-]+$/.test(p))).toBe(true);
  });
  it('error types and password messages', () => {
    expect(ErrorType.options).toHaveLength(19);
    expect(PASSWORD_ERROR_MESSAGES.PASSWORD_EXPIRED).toBe(
      'La contraseña ha expirado. Debe cambiarla para continuar.',
    );
    expect(PASSWORD_ERROR_MESSAGES.INVALID_CREDENTIALS).toBe('Credenciales inválidas.');
  });
});
