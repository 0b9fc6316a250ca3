import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clipContactHours, contactRefusal, type ContactHours } from '../../../core/domain';

// Colombia is UTC-5 all year: local hh:mm on a date is that date at (hh + 5):mm UTC.
const at = (date: string, minutes: number) => Date.parse(`${date}T00:00:00Z`) + (minutes + 5 * 60) * 60_000;

// The law's widest hours: a consent that allows everything the law allows.
const ALL_LEGAL: ContactHours = { weekdays: [7, 19], saturday: [8, 15] };

// Colombia's public holidays of 2025 and 2026 as published (Ley 51 de 1983 moves several to Monday).
const HOLIDAYS = [
  '2025-01-01',
  '2025-01-06',
  '2025-03-24',
  '2025-04-17',
  '2025-04-18',
  '2025-05-01',
  '2025-06-02',
  '2025-06-23',
  '2025-06-30',
  '2025-08-07',
  '2025-08-18',
  '2025-10-13',
  '2025-11-03',
  '2025-11-17',
  '2025-12-08',
  '2025-12-25',
  '2026-01-01',
  '2026-01-12',
  '2026-03-23',
  '2026-04-02',
  '2026-04-03',
  '2026-05-01',
  '2026-05-18',
  '2026-06-08',
  '2026-06-15',
  '2026-06-29',
  '2026-07-20',
  '2026-08-07',
  '2026-08-17',
  '2026-10-12',
  '2026-11-02',
  '2026-11-16',
  '2026-12-08',
  '2026-12-25',
];

/** Days of 2025-2026 by weekday, holidays left out. */
const days = Array.from({ length: 730 }, (_, index) =>
  new Date(Date.UTC(2025, 0, 1) + index * 86_400_000).toISOString().slice(0, 10),
);
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const working = days.filter((date) => !HOLIDAYS.includes(date) && weekday(date) >= 1 && weekday(date) <= 5);
const saturdays = days.filter((date) => !HOLIDAYS.includes(date) && weekday(date) === 6);
const sundays = days.filter((date) => weekday(date) === 0);
const minute = fc.integer({ min: 0, max: 24 * 60 - 1 });

describe('the contact window of Ley 2300 de 2023', () => {
  it('rejects every minute of a Sunday', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sundays), minute, (date, m) => {
        expect(contactRefusal(at(date, m), ALL_LEGAL)).toBe('sunday');
      }),
    );
  });

  it('rejects every minute of a Colombian public holiday (Emiliani Mondays and Easter ones included)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HOLIDAYS), minute, (date, m) => {
        expect(contactRefusal(at(date, m), ALL_LEGAL)).toBe(weekday(date) === 0 ? 'sunday' : 'holiday');
      }),
    );
  });

  it('rejects a working day before 07:00 or from 19:00, and a Saturday before 08:00 or from 15:00', () => {
    const outside = (from: number, to: number) =>
      fc.oneof(fc.integer({ min: 0, max: from * 60 - 1 }), fc.integer({ min: to * 60, max: 24 * 60 - 1 }));
    fc.assert(
      fc.property(fc.constantFrom(...working), outside(7, 19), (date, m) => {
        expect(contactRefusal(at(date, m), ALL_LEGAL)).toBe('outOfHours');
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...saturdays), outside(8, 15), (date, m) => {
        expect(contactRefusal(at(date, m), ALL_LEGAL)).toBe('outOfHours');
      }),
    );
  });

  it('allows a working day inside the hours once, and refuses a second contact the same day', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...working),
        fc.integer({ min: 7 * 60, max: 19 * 60 - 1 }),
        fc.integer({ min: 7 * 60, max: 19 * 60 - 1 }),
        (date, first, second) => {
          expect(contactRefusal(at(date, first), ALL_LEGAL)).toBeNull();
          expect(contactRefusal(at(date, second), ALL_LEGAL, at(date, first))).toBe('alreadyToday');
        },
      ),
    );
  });

  it('keeps a consent inside its own hours: 9 to 12 on weekdays refuses 14:00, and no Saturday refuses Saturdays', () => {
    const hours: ContactHours = { weekdays: [9, 12], saturday: null };
    expect(contactRefusal(at('2026-11-24', 10 * 60), hours)).toBeNull();
    expect(contactRefusal(at('2026-11-24', 14 * 60), hours)).toBe('outOfHours');
    expect(contactRefusal(at('2026-11-28', 10 * 60), hours)).toBe('outOfHours');
  });

  it('clips whatever hours a visitor asks for to 07-19 on weekdays and 08-15 on Saturdays', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: 0, max: 24 }),
        fc.boolean(),
        (from, to, sat) => {
          const hours = clipContactHours({ from, to, saturday: sat });
          const overlapsWeekdays = Math.max(from, 7) < Math.min(to, 19);
          const overlapsSaturday = sat && Math.max(from, 8) < Math.min(to, 15);
          if (!overlapsWeekdays && !overlapsSaturday) {
            expect(hours).toBeNull();
            return;
          }
          expect(hours).not.toBeNull();
          if (hours?.weekdays) {
            expect(hours.weekdays[0]).toBeGreaterThanOrEqual(7);
            expect(hours.weekdays[1]).toBeLessThanOrEqual(19);
          }
          if (hours?.saturday) {
            expect(sat).toBe(true);
            expect(hours.saturday[0]).toBeGreaterThanOrEqual(8);
            expect(hours.saturday[1]).toBeLessThanOrEqual(15);
          }
        },
      ),
    );
    expect(clipContactHours({ from: 18, to: 22, saturday: true })).toEqual({
      weekdays: [18, 19],
      saturday: null,
    });
    expect(clipContactHours({ from: 20, to: 23, saturday: true })).toBeNull();
  });
});
