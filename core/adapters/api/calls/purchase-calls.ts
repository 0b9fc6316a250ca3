import * as Effect from 'effect/Effect';
import { LeadReceipt, type SendOptions } from '../../../domain/api';
import { PlanStatusUpdate, PurchaseFormsEnvelope } from '../../../domain/purchase';
import { invalidRequest } from '../api-failure';
import { fetchJson } from '../http-exchange';
import { idempotencyHeaders } from './lead-calls';

/** The forms of a product's online purchase (path ours, docs/decisions.md); 404 when not sold online. */
export const purchaseForms = (productCode: string) =>
  Effect.map(
    fetchJson(
      {
        call: 'purchaseForms',
        method: 'GET',
        path: `api/qppayment/purchase-forms/${encodeURIComponent(productCode)}`,
      },
      PurchaseFormsEnvelope,
    ),
    (envelope) => envelope.data,
  );

/** POST api/solicitarplans/update: the purchase's lead status and sub-status (§4, §7). */
export const updatePlanStatus = (update: PlanStatusUpdate, options?: SendOptions) => {
  const body = PlanStatusUpdate.safeParse(update);
  if (!body.success) return Effect.fail(invalidRequest('updatePlanStatus', 'Datos de contacto inválidos'));
  return fetchJson(
    {
      call: 'updatePlanStatus',
      method: 'POST',
      path: 'api/solicitarplans/update',
      body: body.data,
      headers: idempotencyHeaders(options),
    },
    LeadReceipt,
  );
};
