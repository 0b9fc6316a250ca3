import { describe, expect, it } from 'vitest';
import {
  canAddSpouse,
  childrenUnderTwoMessage,
  childrenUnderTwoMessageForIsapre,
  hasChildrenUnderTwo,
  isNewPlan,
  isReferrerExpired,
  isSessionExpired,
  isWithinRetroactiveWindow,
  normaliseKinship,
  normaliseParentesco,
  retroactiveWindow,
  SESSION_MAX_AGE_MS,
} from '../../../core/domain';

const DAY = 24 * 60 * 60 * 1000;

describe('plan is new (§4, both modes)', () => {
  it('recent: available for under 2 months (the card badge reads this rule)', () => {
    expect(isNewPlan('2024-04-11', '2024-06-10', 'recent')).toBe(true);
    expect(isNewPlan('2024-04-10', '2024-06-10', 'recent')).toBe(false);
    expect(isNewPlan('2024-07-01', '2024-06-10', 'recent')).toBe(false);
  });
  it('yearMonth: at most 1 month before the current year-month', () => {
    expect(isNewPlan('2024-05-01', '2024-06-30', 'yearMonth')).toBe(true);
    expect(isNewPlan('2024-04-30', '2024-06-01', 'yearMonth')).toBe(false);
    expect(isNewPlan('2023-12-15', '2024-01-02', 'yearMonth')).toBe(true);
  });
});

describe('retroactive windows (§9)', () => {
  it('activation: 30 days backdated and 45 days ahead', () => {
    expect(retroactiveWindow('activation', '2024-06-10')).toEqual({ from: '2024-05-11', to: '2024-07-25' });
    expect(isWithinRetroactiveWindow('activation', '2024-05-10', '2024-06-10')).toBe(false);
  });
  it('cancellation: 30 days each way', () => {
    expect(retroactiveWindow('cancellation', '2024-06-10')).toEqual({ from: '2024-05-11', to: '2024-07-10' });
    expect(isWithinRetroactiveWindow('cancellation', '2024-07-11', '2024-06-10')).toBe(false);
  });
});

describe('referrer expiry (§4: more than 30 days without executive)', () => {
  const start = Date.UTC(2024, 0, 1);
  it('expires after more than 30 days', () => {
    expect(isReferrerExpired({ initialDate: start }, start + 30 * DAY)).toBe(false);
    expect(isReferrerExpired({ initialDate: start }, start + 30 * DAY + 1)).toBe(true);
    expect(isReferrerExpired({ initialDate: new Date(start).toISOString() }, start + 31 * DAY)).toBe(true);
  });
  it('never expires with an executive', () => {
    expect(isReferrerExpired({ initialDate: start, ejecutivo: 'María' }, start + 90 * DAY)).toBe(false);
  });
});

describe('session age (§4: 10 hours, reused from core/domain/session)', () => {
  it('is 10 hours', () => {
    expect(SESSION_MAX_AGE_MS).toBe(10 * 60 * 60 * 1000);
    expect(isSessionExpired(0, 10 * 60 * 60 * 1000)).toBe(true);
  });
});

describe('children under 2 GES message (§8, second GES table)', () => {
  it('quotes the text with the GES price', () => {
    expect(childrenUnderTwoMessage(0.602)).toBe(
      'Importarte: Tus cargas menores de 2 años no pagan por este "Plan" ($0) y solo pagan "GES" (UF0,602/mes). Una vez tus cargas cumplan 2 años, estos pasarán a pagar automáticamente "Plan" y "GES".',
    );
  });
  it('uses the second table: 99 and 107 are 0.602', () => {
    expect(childrenUnderTwoMessageForIsapre(99)).toContain('(UF0,602/mes)');
    expect(childrenUnderTwoMessageForIsapre(107)).toContain('(UF0,602/mes)');
    expect(childrenUnderTwoMessageForIsapre(81)).toContain('(UF0,795/mes)');
    expect(childrenUnderTwoMessageForIsapre(78)).toBeNull();
    expect(hasChildrenUnderTwo([{ edad: 1 }])).toBe(true);
    expect(hasChildrenUnderTwo([{ edad: 2 }])).toBe(false);
  });
});

describe('parentesco normalised from English and Portuguese (§3)', () => {
  it('maps to Cónyuge and Hijo/Hija (001 §3), the one reading the profile uses too', () => {
    expect(normaliseParentesco('Spouse')).toBe('Cónyuge');
    expect(normaliseParentesco('cônjuge')).toBe('Cónyuge');
    expect(normaliseParentesco('pareja')).toBe('Cónyuge');
    expect(normaliseParentesco('son')).toBe('Hijo/Hija');
    expect(normaliseParentesco('Filha')).toBe('Hijo/Hija');
    expect(normaliseParentesco('Hijo(a)')).toBe('Hijo/Hija');
    expect(normaliseParentesco(' Mascota ')).toBe('Mascota');
    expect(normaliseKinship).toBe(normaliseParentesco);
  });
  it('a Cónyuge can be added only once', () => {
    expect(canAddSpouse([{ parentescoCarga: 'Hijo' }])).toBe(true);
    expect(canAddSpouse([{ parentescoCarga: 'wife' }])).toBe(false);
  });
});
