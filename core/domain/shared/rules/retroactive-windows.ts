import { addDays, compareDates, isoDate, toCalendarDate, type CalendarDateInput } from './calendar-date';

/** Retroactive activation: 30 days backdated and 45 ahead; cancellation 30 each way (§9). */
const ACTIVATION_DAYS_BACK = 30;
const ACTIVATION_DAYS_AHEAD = 45;
const CANCELLATION_DAYS_BACK = 30;
const CANCELLATION_DAYS_AHEAD = 30;

export type MovementKind = 'activation' | 'cancellation';

export interface DateWindow {
  readonly from: string;
  readonly to: string;
}

/** The effective dates allowed today for an activation or a cancellation, ends included; null for an unreadable today. */
export function retroactiveWindow(kind: MovementKind, today: CalendarDateInput): DateWindow | null {
  const now = toCalendarDate(today);
  if (!now) return null;
  const [back, ahead] =
    kind === 'activation'
      ? [ACTIVATION_DAYS_BACK, ACTIVATION_DAYS_AHEAD]
      : [CANCELLATION_DAYS_BACK, CANCELLATION_DAYS_AHEAD];
  return { from: isoDate(addDays(now, -back)), to: isoDate(addDays(now, ahead)) };
}

export function isWithinRetroactiveWindow(
  kind: MovementKind,
  effectiveDate: CalendarDateInput,
  today: CalendarDateInput,
): boolean {
  const window = retroactiveWindow(kind, today);
  const date = toCalendarDate(effectiveDate);
  if (!window || !date) return false;
  const from = toCalendarDate(window.from);
  const to = toCalendarDate(window.to);
  return !!from && !!to && compareDates(date, from) >= 0 && compareDates(date, to) <= 0;
}
