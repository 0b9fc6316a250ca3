/** Business constants and limits of §9 that are not a rule of their own elsewhere. */

/** Flagged GETs are cached in memory for 5 minutes. */
export const GET_CACHE_TTL_MS = 5 * 60 * 1000;
/** Retry helper: 3 attempts, 1500 ms apart (1000 ms for UF). */
export const RETRY_ATTEMPTS = 3;
export const RETRY_DELAY_MS = 1500;
export const UF_RETRY_DELAY_MS = 1000;
/** Social and other content fetches: 15 items per page. */
export const CONTENT_PAGE_SIZE = 15;
/** valorAltaUF. */
export const VALOR_ALTA_UF = 6;
/** Lead-attribution list: at most 100 entries, stored after 2 s. */
export const LEAD_ATTRIBUTION_MAX_ENTRIES = 100;
export const LEAD_ATTRIBUTION_STORE_DELAY_MS = 2000;
/** Maximum people for commission. */
export const COMMISSION_MAX_PEOPLE = 100;
/** Commission percentage: 100 by default, half when the flag is false. */
const COMMISSION_PERCENTAGE = 100;
export function commissionPercentage(flag: boolean = true): number {
  return flag ? COMMISSION_PERCENTAGE : COMMISSION_PERCENTAGE / 2;
}
/** Alerts last 2 s; the tracker retries every 2 s, up to 3 times. */
export const ALERT_DURATION_MS = 2000;
export const TRACKER_RETRY_DELAY_MS = 2000;
export const TRACKER_MAX_RETRIES = 3;
/** Profile URL parameter removal, finished-state reset, popover close. */
export const PROFILE_PARAM_REMOVAL_DELAY_MS = 1000;
export const FINISHED_STATE_RESET_MS = 3000;
export const POPOVER_CLOSE_DELAY_MS = 100;
/** Image visibility: threshold 0.1, root margin 200px; sections active at an intersection ratio of 0.45 or more. */
export const IMAGE_VISIBILITY_THRESHOLD = 0.1;
export const IMAGE_VISIBILITY_ROOT_MARGIN = '200px';
export const SECTION_ACTIVE_RATIO = 0.45;
/** Breakpoints: mobile 991 px, menu 1200 px. */
export const MOBILE_BREAKPOINT_PX = 991;
export const MENU_BREAKPOINT_PX = 1200;
/** Version reload: 1 reload by default (overridable by environment), counted under qpSwReload. */
export const VERSION_RELOAD_LIMIT = 1;
/** Local storage keys of the shared layer. */
export const LOCAL_KEYS = {
  internalTraffic: 'internal-traffic',
  notification: 'notification',
  swReload: 'qpSwReload',
} as const;
/** Company address (street not shown). */
export const COMPANY_ADDRESS = {
  city: 'Santiago',
  region: 'Metropolitana',
  country: 'Chile',
  zipCode: '8320000',
} as const;
/** Sent to the chat when the visitor closes the tab, exactly as the spec quotes it. */
export const CHAT_CLOSED_MESSAGE = 'EL CLIENTE HA CERRADO EL LA PESTAÑA!';
/** Chat pre-engagement form messages (§5). */
export const CHAT_EMAIL_MESSAGE = 'Por favor, ingrese su dirección de correo electrónico válido';
export const CHAT_REQUIRED_MESSAGE = 'campo requerido';
/** Demo access message (§6). */
export const DEMO_ACCESS_MESSAGE = 'Ud. tiene acceso Demo a esta vista';
