import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ageFromBirthDate, isoDate, addDays, type CalendarDate } from '../../../core/domain';

describe('ageFromBirthDate (§5: whole years)', () => {
  it('counts whole years, the birthday on its day', () => {
    expect(ageFromBirthDate('1990-05-31', '2024-05-30')).toBe(33);
    expect(ageFromBirthDate('1990-05-31', '2024-05-31')).toBe(34);
    expect(ageFromBirthDate({ year: 2000, month: 1, day: 1 }, new Date(Date.UTC(2025, 0, 1)))).toBe(25);
  });
  it('a 29 February birthday counts on 1 March in other years', () => {
    expect(ageFromBirthDate('2000-02-29', '2001-02-28')).toBe(0);
    expect(ageFromBirthDate('2000-02-29', '2001-03-01')).toBe(1);
  });
  it('is null for an unreadable date or a birth after today', () => {
    expect(ageFromBirthDate('2024-02-30', '2025-01-01')).toBeNull();
    expect(ageFromBirthDate('nope', '2025-01-01')).toBeNull();
    expect(ageFromBirthDate('2025-01-02', '2025-01-01')).toBeNull();
  });

  const day = fc
    .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true })
    .map((date): CalendarDate => ({
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    }));
  it('is monotone in today', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 40000 }),
        fc.integer({ min: 0, max: 4000 }),
        (birth, offset, later) => {
          const today = addDays(birth, offset);
          const laterDay = addDays(today, later);
          const before = ageFromBirthDate(isoDate(birth), today);
          const after = ageFromBirthDate(birth, isoDate(laterDay));
          expect(before).not.toBeNull();
          expect(after!).toBeGreaterThanOrEqual(before!);
        },
      ),
    );
  });
});
