import * as Effect from 'effect/Effect';
import type { ZodType } from 'zod';
import {
  AdditionalInsuranceRequest,
  ContactRequest,
  LeadReceipt,
  PlanRequest,
  type ApiError,
} from '../../../domain/api';
import { invalidRequest } from '../api-failure';
import { fetchJson, type Deps } from '../http-exchange';

/** A lead is checked against its schema before it leaves: a bad form never reaches the server. */
function sendLead<T>(
  call: string,
  path: string,
  schema: ZodType<T>,
  request: T,
): Effect.Effect<LeadReceipt, ApiError, Deps> {
  const body = schema.safeParse(request);
  if (!body.success) return Effect.fail(invalidRequest(call, 'Datos de contacto inválidos'));
  return fetchJson({ call, method: 'POST', path, body: body.data }, LeadReceipt);
}

export const sendContact = (request: ContactRequest) =>
  sendLead('sendContact', 'api/contactos', ContactRequest, request);

export const requestPlan = (request: PlanRequest) =>
  sendLead('requestPlan', 'api/solicitarplans', PlanRequest, request);

export const requestAdditionalInsurance = (request: AdditionalInsuranceRequest) =>
  sendLead(
    'requestAdditionalInsurance',
    'api/seguro-adicional/solicitar',
    AdditionalInsuranceRequest,
    request,
  );
