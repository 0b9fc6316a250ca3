import { toCalendarDate, type CalendarDateInput } from './calendar-date';

/**
 * Age from birth date in whole years (§5): the birthday counts on its day; a 29 February birthday
 * counts on 1 March in other years. Null for an unreadable date or a birth after today.
 */
export function ageFromBirthDate(birthDate: CalendarDateInput, today: CalendarDateInput): number | null {
  const birth = toCalendarDate(birthDate);
  const now = toCalendarDate(today);
  if (!birth || !now) return null;
  let age = now.year - birth.year;
  if (now.month < birth.month || (now.month === birth.month && now.day < birth.day)) age -= 1;
  return age < 0 ? null : age;
}
