/** Orders run 1 to 48; 'Otros (especificar)' is always last at 99 (§3). */
export const OTHER_FAILURE_REASON_ORDER = 99;
