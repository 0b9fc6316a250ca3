import { z } from 'zod/mini';

/** How a call failed. 'robot' is the 401 of the compare call (§8); 'invalid-request' never left the client. */
export const ApiErrorKind = z.enum(['http', 'network', 'decode', 'timeout', 'robot', 'invalid-request']);
export type ApiErrorKind = z.infer<typeof ApiErrorKind>;

/** A failed call as a value: the call's name, why, and the §8 Spanish text where one exists. */
export const ApiError = z.object({
  call: z.string(),
  kind: ApiErrorKind,
  status: z.optional(z.number().check(z.int())),
  message: z.string(),
  /** A refusal's own words, when the API gave them (its body's 'message' on a 4xx): shown as its reason. */
  reason: z.optional(z.string()),
});
export type ApiError = z.infer<typeof ApiError>;

/** What every client method resolves to; the promise never rejects. */
export type ApiResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiError };

export const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });
export const fail = <T = never>(error: ApiError): ApiResult<T> => ({ ok: false, error });
