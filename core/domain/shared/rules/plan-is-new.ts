import { addMonths, compareDates, toCalendarDate, type CalendarDateInput } from './calendar-date';

/**
 * The two readings of "a plan is new" (§4): 'recent' — available for under 2 months (000 §2: a plan
 * that started exactly 2 months ago is no longer new);
 * 'yearMonth' — its start year-month is at most 1 month before the current year-month.
 */
export type PlanIsNewMode = 'recent' | 'yearMonth';

const NEW_PLAN_MONTHS = 2;
const NEW_PLAN_YEAR_MONTH_GAP = 1;

/** Whether a plan (fechainicio) counts as new today; an unreadable date is not new. */
export function isNewPlan(
  startDate: CalendarDateInput,
  today: CalendarDateInput,
  mode: PlanIsNewMode,
): boolean {
  const start = toCalendarDate(startDate);
  const now = toCalendarDate(today);
  if (!start || !now || compareDates(start, now) > 0) return false;
  if (mode === 'recent') return compareDates(start, addMonths(now, -NEW_PLAN_MONTHS)) > 0;
  const gap = now.year * 12 + now.month - (start.year * 12 + start.month);
  return gap <= NEW_PLAN_YEAR_MONTH_GAP;
}
