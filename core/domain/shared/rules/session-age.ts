// Session age (10 hours, §4) is core/domain/session/session-age: SESSION_MAX_AGE_MS and isSessionExpired.
// It is not repeated here; the shared layer's other session constant is the 30-minute time-out of §9.

/** Session or time-out constant (§9): 1800000 ms. */
export const SESSION_TIMEOUT_MS = 1_800_000;
