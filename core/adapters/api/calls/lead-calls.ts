import * as Effect from 'effect/Effect';
import type { ZodMiniType } from 'zod/mini';
import {
  AdditionalInsuranceRequest,
  ConsentNotice,
  ContactRequest,
  RevocationNotice,
  IDEMPOTENCY_HEADER,
  LeadReceipt,
  PlanRequest,
  type ApiError,
  type SendOptions,
} from '../../../domain/api';
import { invalidRequest } from '../api-failure';
import { fetchJson, type Deps } from '../http-exchange';

/** The Idempotency-Key header of a sent item, when it has one. */
export const idempotencyHeaders = (options: SendOptions | undefined): Record<string, string> =>
  options?.idempotencyKey ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey } : {};

/** A lead is checked against its schema before it leaves: a bad form never reaches the server. */
function sendLead<T>(
  call: string,
  path: string,
  schema: ZodMiniType<T>,
  request: T,
  options: SendOptions | undefined,
): Effect.Effect<LeadReceipt, ApiError, Deps> {
  const body = schema.safeParse(request);
  if (!body.success) return Effect.fail(invalidRequest(call, 'Datos de contacto inválidos'));
  return fetchJson(
    { call, method: 'POST', path, body: body.data, headers: idempotencyHeaders(options) },
    LeadReceipt,
  );
}

export const sendContact = (request: ContactRequest, options?: SendOptions) =>
  sendLead('sendContact', 'api/contactos', ContactRequest, request, options);

export const requestPlan = (request: PlanRequest, options?: SendOptions) =>
  sendLead('requestPlan', 'api/solicitarplans', PlanRequest, request, options);

export const requestAdditionalInsurance = (request: AdditionalInsuranceRequest, options?: SendOptions) =>
  sendLead(
    'requestAdditionalInsurance',
    'api/seguro-adicional/solicitar',
    AdditionalInsuranceRequest,
    request,
    options,
  );

export const sendConsent = (notice: ConsentNotice, options?: SendOptions) =>
  sendLead('sendConsent', 'api/consentimientos', ConsentNotice, notice, options);

export const sendRevocation = (notice: RevocationNotice, options?: SendOptions) =>
  sendLead('sendRevocation', 'api/consentimientos/revocaciones', RevocationNotice, notice, options);
