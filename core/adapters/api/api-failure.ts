import { API_MESSAGES, type ApiError } from '../../domain/api';

/** Constructors of the typed failures the client produces. */
export const networkError = (call: string): ApiError => ({
  call,
  kind: 'network',
  message: API_MESSAGES.generic,
});

export const httpError = (call: string, status: number, reason?: string): ApiError => ({
  call,
  kind: 'http',
  status,
  message: API_MESSAGES.generic,
  ...(reason ? { reason } : {}),
});

export const decodeError = (call: string, status?: number): ApiError => ({
  call,
  kind: 'decode',
  ...(status === undefined ? {} : { status }),
  message: API_MESSAGES.decode(call),
});

export const timeoutError = (call: string, message: string = API_MESSAGES.generic): ApiError => ({
  call,
  kind: 'timeout',
  message,
});

export const invalidRequest = (call: string, message: string): ApiError => ({
  call,
  kind: 'invalid-request',
  message,
});

export const withMessage = (error: ApiError, message: string): ApiError => ({ ...error, message });
