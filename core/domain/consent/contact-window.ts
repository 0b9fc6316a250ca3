import { z } from 'zod/mini';
import {
  LEY_2300_SATURDAY_HOURS as LEGAL_SATURDAY_HOURS,
  LEY_2300_WEEKDAY_HOURS as LEGAL_WEEKDAY_HOURS,
  colombiaLocal,
  legalContactWindow,
} from '../chat/chat-hours';

/**
 * The hours a visitor lets us contact them, clipped to Ley 2300 de 2023: Monday to Friday 07:00-19:00,
 * Saturday 08:00-15:00, never on Sundays or Colombian public holidays, and at most once a day. Hours
 * are whole hours of Colombia's clock; a range is [from, to).
 */

const Hour = z.number().check(z.int(), z.minimum(0), z.maximum(24));
const HourRange = z.tuple([Hour, Hour]);
type HourRange = z.infer<typeof HourRange>;

/** What a consent allows, already inside the law: null means that kind of day is closed. */
export const ContactHours = z.object({
  weekdays: z.nullable(HourRange),
  saturday: z.nullable(HourRange),
});
export type ContactHours = z.infer<typeof ContactHours>;

/** What the visitor asks for: one range of hours and whether Saturdays suit them. */
export interface PreferredHours {
  readonly from: number;
  readonly to: number;
  readonly saturday: boolean;
}

const intersect = (a: readonly [number, number], b: readonly [number, number]): HourRange | null => {
  const from = Math.max(a[0], b[0]);
  const to = Math.min(a[1], b[1]);
  return from < to ? [from, to] : null;
};

/** The visitor's hours clipped to the legal windows; null when nothing of them is left. */
export function clipContactHours(preferred: PreferredHours): ContactHours | null {
  if (!Number.isInteger(preferred.from) || !Number.isInteger(preferred.to)) return null;
  const asked: [number, number] = [preferred.from, preferred.to];
  const weekdays = intersect(asked, LEGAL_WEEKDAY_HOURS);
  const saturday = preferred.saturday ? intersect(asked, LEGAL_SATURDAY_HOURS) : null;
  return weekdays === null && saturday === null ? null : { weekdays, saturday };
}

/** Why a contact at an instant is not allowed. */
export type ContactRefusal = 'sunday' | 'holiday' | 'outOfHours' | 'alreadyToday';

/**
 * Whether a company may contact the visitor at this instant under a consent's hours: never on a Sunday
 * or a holiday, only inside the consent's hours (themselves inside the law), and not on a day it
 * already did (`lastContactAt`). Pure: the instant comes from the caller.
 */
export function contactRefusal(
  at: number,
  hours: ContactHours,
  lastContactAt: number | null = null,
): ContactRefusal | null {
  const local = colombiaLocal(at);
  if (local.weekday === 0) return 'sunday';
  if (legalContactWindow(local.date, local.weekday) === null) return 'holiday';
  const range = local.weekday === 6 ? hours.saturday : hours.weekdays;
  const legal = local.weekday === 6 ? LEGAL_SATURDAY_HOURS : LEGAL_WEEKDAY_HOURS;
  const window = range === null ? null : intersect(range, legal);
  if (window === null || local.minutes < window[0] * 60 || local.minutes >= window[1] * 60)
    return 'outOfHours';
  if (lastContactAt !== null && colombiaLocal(lastContactAt).date === local.date) return 'alreadyToday';
  return null;
}
