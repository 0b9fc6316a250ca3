import { firstOfMonthAfter, isoDate, toCalendarDate, type CalendarDateInput } from './calendar-date';

/**
 * Next bulk-start date (§4): past the insurer's operation day this month, the first of the month after
 * next; otherwise the first of next month. ISO 'YYYY-MM-DD', or null for an unreadable today.
 */
export function nextBulkStartDate(today: CalendarDateInput, operationDay: number): string | null {
  const date = toCalendarDate(today);
  if (!date) return null;
  return isoDate(firstOfMonthAfter(date, date.day > operationDay ? 2 : 1));
}

/**
 * The operation day for a month from the insurer's operationDates ('day-month' strings, §3); null when
 * the month has none.
 */
export function operationDayForMonth(operationDates: readonly string[], month: number): number | null {
  for (const entry of operationDates) {
    const match = /^\s*(\d{1,2})\s*-\s*(\d{1,2})\s*$/.exec(entry);
    if (match && Number(match[2]) === month) return Number(match[1]);
  }
  return null;
}
