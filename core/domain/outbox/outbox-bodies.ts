import { z } from 'zod/mini';
import { AdditionalInsuranceRequest, ContactRequest, PlanRequest } from '../api/leads';
import { ConsentNotice, RevocationNotice } from '../api/consents';
import { Profile } from '../profile/profile';
import { PlanStatusUpdate } from '../purchase/purchase-lead';
import type { OutboxKind } from './outbox-kind';

/**
 * The body each kind's call takes: an item is checked against it before it is sent, and one that no
 * longer fits is refused. They load with the API client (core/adapters/api re-exports them), so the
 * requests' schemas stay off the first view.
 */
export const OUTBOX_BODIES = {
  solicitarplan: PlanRequest,
  contacto: ContactRequest,
  'seguro-adicional': AdditionalInsuranceRequest,
  profile: z.object({ profile: Profile, productType: z.string() }),
  purchase: PlanStatusUpdate,
  consentimiento: ConsentNotice,
  revocacion: RevocationNotice,
} satisfies Record<OutboxKind, z.ZodMiniType>;

export type OutboxBody<K extends OutboxKind> = z.output<(typeof OUTBOX_BODIES)[K]>;
