/** A day of the calendar, free of time zones: "today" and birth dates are days, not instants. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A day as ISO text ('2024-05-31', a longer ISO timestamp is cut to its date), a CalendarDate, or a Date read in UTC. */
export type CalendarDateInput = CalendarDate | string | Date;

const MS_PER_DAY = 86_400_000;

function isRealDay(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The calendar day of an input; null when it names no real day. */
export function toCalendarDate(input: CalendarDateInput): CalendarDate | null {
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return null;
    return { year: input.getUTCFullYear(), month: input.getUTCMonth() + 1, day: input.getUTCDate() };
  }
  if (typeof input === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(input.trim());
    if (!match) return null;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    return isRealDay(year, month, day) ? { year, month, day } : null;
  }
  return isRealDay(input.year, input.month, input.day) ? input : null;
}

/** 'YYYY-MM-DD'. */
export function isoDate(date: CalendarDate): string {
  const pad = (value: number, size: number): string => String(value).padStart(size, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

function dayNumber(date: CalendarDate): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / MS_PER_DAY);
}

function fromDayNumber(days: number): CalendarDate {
  const date = new Date(days * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** The first day of the month `months` after the date's month. */
function firstOfMonthAfter(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 };
}

/** Same day `months` later, clamped to the month's last day (31 Mar - 1 month = 29/28 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const first = firstOfMonthAfter(date, months);
  return { ...first, day: Math.min(date.day, daysInMonth(first.year, first.month)) };
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return dayNumber(a) - dayNumber(b);
}
