import * as Effect from 'effect/Effect';
import * as Schedule from 'effect/Schedule';
import { API_MESSAGES, type ApiError } from '../../domain/api';
import { withMessage } from './api-failure';

/** Retry helper of the shared layer: 3 attempts, 1500 ms apart (1000 ms for UF). */
export const RETRY_ATTEMPTS = 3;
export const RETRY_SPACING_MS = 1500;
export const UF_RETRY_SPACING_MS = 1000;

export interface RetryPolicy {
  readonly attempts: number;
  readonly spacingMs: number;
  /** The call's §8 text; without one the helper's 'Se ha sobrepasado el limite de intentos (N)...'. */
  readonly message?: string;
}

/** Only failures that another attempt might fix are retried: network, timeouts, 5xx, 408 and 429. */
export function isTransient(error: ApiError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.kind !== 'http' || error.status === undefined) return false;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/**
 * Retries a call by its policy. A call with its own §8 text shows it on any final failure; the generic
 * helper's text is shown only when the attempts ran out.
 */
export function withRetry(policy: RetryPolicy) {
  return <A, R>(call: Effect.Effect<A, ApiError, R>): Effect.Effect<A, ApiError, R> =>
    call.pipe(
      Effect.retry({
        schedule: Schedule.spaced(`${policy.spacingMs} millis`),
        times: policy.attempts - 1,
        while: isTransient,
      }),
      Effect.mapError((error) => {
        if (policy.message !== undefined) return withMessage(error, policy.message);
        return isTransient(error)
          ? withMessage(error, API_MESSAGES.retriesExhausted(policy.attempts))
          : error;
      }),
    );
}

export const standardRetry = (message?: string): RetryPolicy => ({
  attempts: RETRY_ATTEMPTS,
  spacingMs: RETRY_SPACING_MS,
  ...(message === undefined ? {} : { message }),
});
