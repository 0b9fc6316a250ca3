import { describe, expect, it } from 'vitest';
import {
  canAddSpouse,
  childrenUnderTwoMessage,
  childrenUnderTwoMessageForIsapre,
  coverageAmplitude,
  deductibleTypeOf,
  dependantsAreValid,
  failureReasonsFor,
  hasChildrenUnderTwo,
  insuredLabel,
  isNewPlan,
  isReferrerExpired,
  isRankingTag,
  isSessionExpired,
  isWithinRetroactiveWindow,
  normaliseKinship,
  normaliseParentesco,
  parseFormAge,
  planModality,
  PLAN_MODALITY_LABELS,
  planState,
  qualifiesByAge,
  retroactiveWindow,
  SESSION_MAX_AGE_MS,
  SESSION_TIMEOUT_MS,
  withoutRankingTags,
  type FailureReason,
} from '../../../core/domain';

const DAY = 24 * 60 * 60 * 1000;

describe('qualification by age range and labels (§5)', () => {
  it('qualifies when age is within the lower and upper limits', () => {
    expect(qualifiesByAge(18, { lowerLimit: 18, upperLimit: 65 })).toBe(true);
    expect(qualifiesByAge(65, { lowerLimit: 18, upperLimit: 65 })).toBe(true);
    expect(qualifiesByAge(66, { lowerLimit: 18, upperLimit: 65 })).toBe(false);
    expect(qualifiesByAge(3, { upperLimit: 17 })).toBe(true);
  });
  it('labels the first cotizante cotizante, the next pareja, dependants carga', () => {
    expect(insuredLabel('cotizante', 0)).toBe('cotizante');
    expect(insuredLabel('cotizante', 1)).toBe('pareja');
    expect(insuredLabel('carga', 0)).toBe('carga');
  });
  it('parses ages as integers, 25 when missing', () => {
    expect(parseFormAge('31.7')).toBe(31);
    expect(parseFormAge('')).toBe(25);
    expect(parseFormAge(undefined)).toBe(25);
  });
  it('dependants are valid with non-negative ages or none', () => {
    expect(dependantsAreValid([])).toBe(true);
    expect(dependantsAreValid([{ edad: 0 }, { edad: 4 }])).toBe(true);
    expect(dependantsAreValid([{ edad: -1 }])).toBe(false);
    expect(dependantsAreValid([{ edad: null }])).toBe(false);
  });
});

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
  it('is 10 hours; the time-out constant is 1800000 ms', () => {
    expect(SESSION_MAX_AGE_MS).toBe(10 * 60 * 60 * 1000);
    expect(isSessionExpired(0, 10 * 60 * 60 * 1000)).toBe(true);
    expect(SESSION_TIMEOUT_MS).toBe(1800000);
  });
});

describe('modality, amplitude and plan-state mappings (§4)', () => {
  it('maps modality', () => {
    expect(planModality('Libre elección')).toBe('libre_eleccion');
    expect(planModality('Prestador Preferente')).toBe('preferente');
    expect(PLAN_MODALITY_LABELS.preferente).toBe('Preferente');
    expect(planModality('Cerrado')).toBe('cerrado');
    expect(planModality(undefined)).toBe('cerrado');
  });
  it('maps amplitude and plan state', () => {
    expect(coverageAmplitude('reduced for birth')).toBe('sin_parto');
    expect(coverageAmplitude('general')).toBe('con_parto');
    expect(planState('Si Comer.')).toBe('Comercializable');
    expect(planState('No Comer.')).toBe('No comercializable');
    expect(planState('x')).toBeNull();
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

describe('deductible types 4 and 5, ranking tags (§9)', () => {
  it('4 means names with VP[, 5 names with EC[', () => {
    expect(deductibleTypeOf('Deducible VP[1-2]')).toBe(4);
    expect(deductibleTypeOf('Deducible EC[18-64]')).toBe(5);
    expect(deductibleTypeOf('Deducible E[18-64]')).toBeNull();
  });
  it('QPCL-1, QPCL-2, QPCL-3 are excluded from clinic lists', () => {
    expect(isRankingTag('QPCL-2')).toBe(true);
    expect(withoutRankingTags(['QPCL-1', 'Clínica Alemana', 'QPCL-3'])).toEqual(['Clínica Alemana']);
    expect(withoutRankingTags([{ name: 'QPCL-2' }, { name: 'Clínica Dávila' }])).toEqual([
      { name: 'Clínica Dávila' },
    ]);
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

describe('failure reasons filtered by request type, sub-status and country (§5)', () => {
  const reasons: FailureReason[] = [
    {
      id: 1,
      name: 'Otros (especificar)',
      requestTypes: [1, 2],
      subStatuses: [401, 402, 403],
      order: 99,
      countries: [1, 3],
    },
    { id: 2, name: 'Número equivocado', requestTypes: [1], subStatuses: [401], order: 1, countries: [3] },
    { id: 3, name: 'Precio', requestTypes: [2], subStatuses: [402], order: 2, countries: [1] },
  ];
  it('keeps the matching ones, by order', () => {
    expect(
      failureReasonsFor(reasons, { requestType: 1, subStatus: 401, country: 3 }).map((r) => r.id),
    ).toEqual([2, 1]);
    expect(
      failureReasonsFor(reasons, { requestType: 2, subStatus: 402, country: 1 }).map((r) => r.id),
    ).toEqual([3, 1]);
    expect(failureReasonsFor(reasons, { requestType: 2, subStatus: 402, country: 2 })).toEqual([]);
  });
});
