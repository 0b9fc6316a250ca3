import { SharedLinkCreated, SharedLinkRequest, SharedLinkValidated } from '../../../domain/api';
import type { Profile } from '../../../domain/profile/profile';
import { invalidRequest } from '../api-failure';
import { decode, exchange, fetchJson } from '../http-exchange';
import * as Effect from 'effect/Effect';

/** POST api/buscarplanes/sharedinsurance {url, decodedProfile}: a short-link code for a comparison. */
export const createSharedLink = (url: string, decodedProfile: Profile | null) => {
  const call = 'createSharedLink';
  const body = SharedLinkRequest.safeParse({ url, decodedProfile });
  if (!body.success) return Effect.fail(invalidRequest(call, 'Enlace inválido'));
  return fetchJson(
    { call, method: 'POST', path: 'api/buscarplanes/sharedinsurance', body: body.data },
    SharedLinkCreated,
  );
};

/** POST api/buscarplanes/sharedinsurance/{code}: the shared URL, or null when the code is not valid (404). */
export const validateSharedLink = (code: string) => {
  const call = 'validateSharedLink';
  return Effect.flatMap(
    exchange({
      call,
      method: 'POST',
      path: `api/buscarplanes/sharedinsurance/${encodeURIComponent(code)}`,
      body: {},
      accept: [404],
    }),
    (response) =>
      response.status === 404
        ? Effect.succeed(null)
        : decode(call, SharedLinkValidated, response.body, response.status),
  );
};
