import * as Effect from 'effect/Effect';
import {
  ProfileFormResponse,
  SendProfileResponse,
  type ApiError,
  type SendOptions,
} from '../../../domain/api';
import { Profile } from '../../../domain/profile/profile';
import { invalidRequest } from '../api-failure';
import { fetchJson, type Deps } from '../http-exchange';
import { idempotencyHeaders } from './lead-calls';
import { standardRetry, withRetry } from '../retry-policy';

/** GET /api/profile-form/form?productTypeName=: the form definition (data.profileForm), cached. */
export const profileForm = (productTypeName: string) =>
  fetchJson(
    {
      call: 'profileForm',
      method: 'GET',
      path: 'api/profile-form/form',
      query: { productTypeName },
      cached: true,
    },
    ProfileFormResponse,
  ).pipe(
    Effect.map((response) => response.data.profileForm),
    withRetry(standardRetry()),
  );

/** POST /api/profile-form/data {form, productType{name}}: the submitted profile. */
export function sendProfile(
  profile: Profile,
  productTypeName: string,
  options?: SendOptions,
): Effect.Effect<SendProfileResponse, ApiError, Deps> {
  const call = 'sendProfile';
  const form = Profile.safeParse(profile);
  if (!form.success) return Effect.fail(invalidRequest(call, 'Perfil inválido'));
  return fetchJson(
    {
      call,
      method: 'POST',
      path: 'api/profile-form/data',
      body: { form: form.data, productType: { name: productTypeName } },
      headers: idempotencyHeaders(options),
    },
    SendProfileResponse,
  );
}
