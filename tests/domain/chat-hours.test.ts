import { describe, expect, it } from 'vitest';
import { callbackSlots, chatStaffed, isCallbackSlot } from '../../core/domain';

/**
 * Ley 2300 de 2023 on the live chat and its call-backs: a person may be reached Monday to Friday from
 * 07:00 to 19:00 and on Saturdays from 08:00 to 15:00 (Colombia's clock, UTC-5), never on a Sunday or
 * a public holiday. The Spanish chat has advisors in exactly those hours; a call-back is a whole hour
 * that starts at least an hour from now and ends inside them (docs/decisions.md: in English and
 * Portuguese the chat has advisors Monday to Friday 08:00-17:00).
 */
// Colombia's local hh:mm on a date is that date at (hh + 5):mm UTC.
const at = (date: string, hh: number, mm = 0) =>
  Date.parse(`${date}T00:00:00Z`) + ((hh + 5) * 60 + mm) * 60_000;
const local = (instant: number) => {
  const time = new Date(instant - 5 * 3_600_000).toISOString();
  return `${time.slice(0, 10)} ${time.slice(11, 16)}`;
};

describe('the Spanish chat’s advisors (Ley 2300 hours)', () => {
  it('answer on a Tuesday from 07:00 until 18:59, not at 06:59 nor from 19:00', () => {
    expect(chatStaffed(at('2026-11-24', 6, 59), 'es')).toBe(false);
    expect(chatStaffed(at('2026-11-24', 7), 'es')).toBe(true);
    expect(chatStaffed(at('2026-11-24', 18, 59), 'es')).toBe(true);
    expect(chatStaffed(at('2026-11-24', 19), 'es')).toBe(false);
  });

  it('answer on a Saturday from 08:00 until 14:59 only', () => {
    expect(chatStaffed(at('2026-11-28', 7, 59), 'es')).toBe(false);
    expect(chatStaffed(at('2026-11-28', 8), 'es')).toBe(true);
    expect(chatStaffed(at('2026-11-28', 14, 59), 'es')).toBe(true);
    expect(chatStaffed(at('2026-11-28', 15), 'es')).toBe(false);
  });

  it('never answer on a Sunday or a public holiday (Monday 16 November 2026, Tuesday 8 December)', () => {
    for (const date of ['2026-11-29', '2026-11-16', '2026-12-08'])
      for (const hour of [8, 10, 12, 14]) expect(chatStaffed(at(date, hour), 'es')).toBe(false);
  });

  it('in English and Portuguese answer Monday to Friday 08:00-17:00 only', () => {
    for (const lang of ['en', 'pt'] as const) {
      expect(chatStaffed(at('2026-11-24', 7, 30), lang)).toBe(false);
      expect(chatStaffed(at('2026-11-24', 16, 59), lang)).toBe(true);
      expect(chatStaffed(at('2026-11-24', 17), lang)).toBe(false);
      expect(chatStaffed(at('2026-11-28', 10), lang)).toBe(false);
    }
  });
});

describe('the call-back hours offered', () => {
  it('on a Tuesday at 17:10 are the next morning’s first hours: 19:00-20:00 would end after 19:00', () => {
    expect(callbackSlots(at('2026-11-24', 17, 10), 3).map((slot) => local(slot.start))).toEqual([
      '2026-11-25 07:00',
      '2026-11-25 08:00',
      '2026-11-25 09:00',
    ]);
    expect(isCallbackSlot(at('2026-11-24', 18))).toBe(true);
    expect(isCallbackSlot(at('2026-11-24', 19))).toBe(false);
  });

  it('on a Saturday at 12:30 are 14:00-15:00, then Monday from 07:00 (the Sunday is skipped)', () => {
    expect(callbackSlots(at('2026-11-28', 12, 30), 3).map((slot) => local(slot.start))).toEqual([
      '2026-11-28 14:00',
      '2026-11-30 07:00',
      '2026-11-30 08:00',
    ]);
    expect(isCallbackSlot(at('2026-11-28', 15))).toBe(false);
    expect(isCallbackSlot(at('2026-11-28', 7))).toBe(false);
  });

  it('each last a whole hour and start on the hour, never on a holiday', () => {
    const slots = callbackSlots(at('2026-12-07', 18, 30), 2);
    expect(slots.map((slot) => local(slot.start))).toEqual(['2026-12-09 07:00', '2026-12-09 08:00']);
    for (const slot of slots) expect(slot.end - slot.start).toBe(3_600_000);
    expect(isCallbackSlot(at('2026-11-24', 9) + 30 * 60_000)).toBe(false);
  });
});
