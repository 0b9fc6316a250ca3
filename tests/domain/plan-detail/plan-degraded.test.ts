import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_PARTS as PARTS, afterReprice, degradedPlanNotice } from '../../../core/domain';

describe('a plan detail whose sections could not load says so', () => {
  it('says nothing when every section loaded', () => {
    expect(degradedPlanNotice([])).toBeNull();
  });

  it('names each missing section once, in a fixed order', () => {
    expect(degradedPlanNotice(['faq', 'price', 'faq'])).toBe(
      'No pudimos cargar el precio para tu perfil y las preguntas frecuentes. Lo que ves puede estar incompleto.',
    );
  });

  it('any set of missing sections gives a notice that names every one', () => {
    fc.assert(
      fc.property(fc.subarray([...PARTS], { minLength: 1 }), (missing) => {
        const notice = degradedPlanNotice(missing) ?? '';
        const named = degradedPlanNotice(PARTS) ?? '';
        expect(notice.length).toBeGreaterThan(0);
        expect(notice.length).toBeLessThanOrEqual(named.length);
      }),
    );
  });

  it('a reprice marks the price missing exactly when it failed, and keeps the other sections', () => {
    fc.assert(
      fc.property(fc.subarray([...PARTS]), fc.boolean(), (missing, priced) => {
        const after = afterReprice(missing, priced);
        expect(after.includes('price')).toBe(!priced);
        expect(after.filter((part) => part !== 'price').sort()).toEqual(
          missing.filter((part) => part !== 'price').sort(),
        );
      }),
    );
  });
});
