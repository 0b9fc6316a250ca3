import type { Language } from '../events/domain-event';

/**
 * When a person may be reached (Ley 2300 de 2023: calls and messages Monday to Friday 07:00-19:00,
 * Saturday 08:00-15:00, never on Sundays or holidays) and when the live chat has advisors: in Spanish
 * the same hours; in English and Portuguese Monday to Friday 08:00-17:00 (docs/decisions.md). All in
 * Colombia's time (UTC-5 all year, no daylight saving). Pure: the instant comes from the caller.
 */
const COLOMBIA_OFFSET_MS = -5 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export interface ColombiaLocal {
  /** YYYY-MM-DD in Colombia. */
  readonly date: string;
  /** 0 Sunday ... 6 Saturday. */
  readonly weekday: number;
  /** Minutes since local midnight. */
  readonly minutes: number;
}

export function colombiaLocal(at: number): ColombiaLocal {
  const local = new Date(at + COLOMBIA_OFFSET_MS);
  return {
    date: local.toISOString().slice(0, 10),
    weekday: local.getUTCDay(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

// Easter Sunday (anonymous Gregorian algorithm), as a UTC midnight.
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

// Ley 51 de 1983 (Emiliani): these holidays move to the following Monday.
function nextMonday(time: number): string {
  const weekday = new Date(time).getUTCDay();
  const shift = weekday === 1 ? 0 : (8 - weekday) % 7;
  return new Date(time + shift * DAY).toISOString().slice(0, 10);
}

/** Colombia's public holidays of a year (YYYY-MM-DD). */
function colombianHolidays(year: number): ReadonlySet<string> {
  const fixed = [
    [1, 1],
    [5, 1],
    [7, 20],
    [8, 7],
    [12, 8],
    [12, 25],
  ].map(([month, day]) => iso(year, month!, day!));
  const moved = [
    [1, 6],
    [3, 19],
    [6, 29],
    [8, 15],
    [10, 12],
    [11, 1],
    [11, 11],
  ].map(([month, day]) => nextMonday(Date.UTC(year, month! - 1, day!)));
  const sunday = easter(year);
  const holyWeek = [-3, -2].map((days) => new Date(sunday + days * DAY).toISOString().slice(0, 10));
  // Ascension, Corpus Christi and Sacred Heart: Mondays 43, 64 and 71 days after Easter.
  const easterMondays = [43, 64, 71].map((days) => new Date(sunday + days * DAY).toISOString().slice(0, 10));
  return new Set([...fixed, ...moved, ...holyWeek, ...easterMondays]);
}

function isColombianHoliday(date: string): boolean {
  return colombianHolidays(Number(date.slice(0, 4))).has(date);
}

/** Ley 2300's hours, whole hours of Colombia's clock [from, to): Monday to Friday, and Saturday. */
export const LEY_2300_WEEKDAY_HOURS = [7, 19] as const;
export const LEY_2300_SATURDAY_HOURS = [8, 15] as const;

/** A day's window in local minutes [from, to), or null on a closed day. */
export type DayWindow = readonly [number, number] | null;

/** Ley 2300's window for contacting a person on a day (Sundays and holidays: none). */
export function legalContactWindow(date: string, weekday: number): DayWindow {
  if (weekday === 0 || isColombianHoliday(date)) return null;
  const [from, to] = weekday === 6 ? LEY_2300_SATURDAY_HOURS : LEY_2300_WEEKDAY_HOURS;
  return [from * 60, to * 60];
}

/** The live chat's staffed window on a day, by the chat's language. */
function chatWindow(date: string, weekday: number, lang: Language): DayWindow {
  if (lang === 'es') return legalContactWindow(date, weekday);
  if (weekday === 0 || weekday === 6 || isColombianHoliday(date)) return null;
  return [8 * 60, 17 * 60];
}

const within = (window: DayWindow, minutes: number) =>
  window !== null && minutes >= window[0] && minutes < window[1];

/** Whether an advisor answers the chat at this instant, in this language. */
export function chatStaffed(at: number, lang: Language): boolean {
  const local = colombiaLocal(at);
  return within(chatWindow(local.date, local.weekday, lang), local.minutes);
}

/** A one-hour call-back slot, as instants. */
export interface CallbackSlot {
  readonly start: number;
  readonly end: number;
}

/**
 * The next call-back slots a visitor may choose: whole hours that start at least an hour from now
 * and lie entirely inside Ley 2300's window (looks up to three weeks ahead).
 */
export function callbackSlots(at: number, count: number): CallbackSlot[] {
  const slots: CallbackSlot[] = [];
  let start = Math.ceil((at + HOUR) / HOUR) * HOUR;
  const limit = at + 21 * DAY;
  while (slots.length < count && start < limit) {
    if (isCallbackSlot(start)) slots.push({ start, end: start + HOUR });
    start += HOUR;
  }
  return slots;
}

/** Whether an hour starting here lies entirely inside the legal window of its day. */
export function isCallbackSlot(start: number): boolean {
  if (start % HOUR !== 0) return false;
  const local = colombiaLocal(start);
  const window = legalContactWindow(local.date, local.weekday);
  return window !== null && local.minutes >= window[0] && local.minutes + 60 <= window[1];
}
