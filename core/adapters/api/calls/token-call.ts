import * as Effect from 'effect/Effect';
import * as Schedule from 'effect/Schedule';
import { API_MESSAGES, CALL_DEADLINES_MS, HashToken, type ApiError } from '../../../domain/api';
import { timeoutError } from '../api-failure';
import { fetchJson, type Deps } from '../http-exchange';

const TOKEN_WAIT_TIMEOUT_MS = CALL_DEADLINES_MS.waitForToken;
const TOKEN_POLL_SPACING_MS = 1_000;

const notReady = (call: string): ApiError => ({
  call,
  kind: 'http',
  status: 202,
  message: 'token pendiente',
});

/** Polls GET /hashtoken/{hash} until the token is ready; after 15 s 'Timeout en rescate de token via hash'. */
export function waitForToken(hash: string): Effect.Effect<string, ApiError, Deps> {
  const call = 'waitForToken';
  const attempt = Effect.flatMap(
    fetchJson({ call, method: 'GET', path: `api/hashtoken/${encodeURIComponent(hash)}` }, HashToken),
    (response) => (response.token ? Effect.succeed(response.token) : Effect.fail(notReady(call))),
  );
  return attempt.pipe(
    // Keep asking while the token is pending or the server is briefly unreachable; the timeout ends it.
    Effect.retry({
      schedule: Schedule.spaced(`${TOKEN_POLL_SPACING_MS} millis`),
      while: (error) => error.kind === 'network' || error.kind === 'http',
    }),
    Effect.timeoutOrElse({
      duration: `${TOKEN_WAIT_TIMEOUT_MS} millis`,
      orElse: () => Effect.fail(timeoutError(call, API_MESSAGES.tokenTimeout)),
    }),
  );
}
