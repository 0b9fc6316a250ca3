import type { VisitorState } from '../visitor/visitor-state';
import { TOUCH_PARAMS, type Touch } from './touch';

/** One entry of a lead's leadAttributionInfo (§7): strings only, as the API takes them. */
export type LeadAttributionEntry = Readonly<Record<string, string>>;

/**
 * The lead attribution every lead carries (solicitarplans, contactos): the touches kept, first touch
 * first and last touch last, each marked so the first and the last read at a glance.
 */
export function leadAttributionInfo(state: VisitorState): LeadAttributionEntry[] {
  const touches = state.attribution;
  const last = touches.length - 1;
  return touches.map((touch, index) => ({
    touch: last === 0 ? 'first-last' : index === 0 ? 'first' : index === last ? 'last' : 'middle',
    ...entry(touch),
  }));
}

function entry(touch: Touch): Record<string, string> {
  const fields: Record<string, string> = {
    date: new Date(touch.at).toISOString(),
    landing: touch.landing,
    referrer: touch.referrer,
  };
  for (const name of TOUCH_PARAMS) {
    const value = touch.params[name];
    if (value !== undefined) fields[name] = value;
  }
  return fields;
}
