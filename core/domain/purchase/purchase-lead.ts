import { z } from 'zod/mini';
import { LEAD_STATUS_IDS } from '../shared/catalogues/request-statuses';
import { sitePhoneValue } from '../shared/validators/country-phone';
import type { SiteCountryCode } from '../site/country';
import { STEP_SUB_STATUS, type PurchaseStep } from './purchase-step';
import type { InsuredRecord } from './purchase-people';

/**
 * POST api/solicitarplans/update: where the purchase stopped, for the back office (§4): Contratación
 * Online (500) with the step's sub-status, then Pendiente de confirmación (501) once paid.
 */
export const PlanStatusUpdate = z.object({
  session: z.string().check(z.minLength(1), z.maxLength(120)),
  sessionType: z.string().check(z.maxLength(40)),
  productCode: z.string().check(z.minLength(1), z.maxLength(120)),
  status: z.union([
    z.literal(LEAD_STATUS_IDS.CONTRATACION_ONLINE),
    z.literal(LEAD_STATUS_IDS.PENDIENTE_DE_CONFIRMACION),
  ]),
  subStatus: z.number().check(z.int()),
  /** Contact data once the visitor typed it, so the back office can call back (no card data, ever). */
  nombre: z.optional(z.string().check(z.maxLength(120))),
  email: z.optional(z.string().check(z.maxLength(120))),
  telefono: z.optional(z.string().check(z.maxLength(20))),
  paymentReference: z.optional(z.string().check(z.maxLength(200))),
  /**
   * Everyone the purchase insures, the buyer first, with what was collected of each (name, document,
   * birth date, health answers): ours (issue 24), docs/decisions.md.
   */
  asegurados: z.optional(
    z
      .array(
        z.object({
          asegurado: z.number().check(z.int(), z.positive()),
          parentesco: z.string().check(z.maxLength(40)),
          edad: z.optional(z.number().check(z.int(), z.nonnegative())),
          datos: z.record(z.string().check(z.maxLength(60)), z.string().check(z.maxLength(200))),
        }),
      )
      .check(z.maxLength(31)),
  ),
});
export type PlanStatusUpdate = z.infer<typeof PlanStatusUpdate>;

/** Recaudación (330) belongs to both 500 and 501 (§4): a paid purchase waiting for the insurer. */
const PAID_SUB_STATUS = 330;

/** What every status update names: the purchase, and the site whose phone rule writes its phone. */
export type LeadBase = Pick<PlanStatusUpdate, 'session' | 'sessionType' | 'productCode'> & {
  readonly country: SiteCountryCode;
};

export function stepStatusUpdate(
  base: LeadBase,
  step: PurchaseStep,
  contact: Readonly<Record<string, string>> = {},
  insured: readonly InsuredRecord[] = [],
): PlanStatusUpdate {
  const { country, ...names } = base;
  return {
    ...names,
    status: LEAD_STATUS_IDS.CONTRATACION_ONLINE,
    subStatus: STEP_SUB_STATUS[step.code],
    ...pickContact(contact, country),
    ...(insured.length > 0 ? { asegurados: [...insured] } : {}),
  };
}

export function paidStatusUpdate(
  base: LeadBase,
  reference: string,
  contact: Readonly<Record<string, string>> = {},
): PlanStatusUpdate {
  const { country, ...names } = base;
  return {
    ...names,
    status: LEAD_STATUS_IDS.PENDIENTE_DE_CONFIRMACION,
    subStatus: PAID_SUB_STATUS,
    paymentReference: reference,
    ...pickContact(contact, country),
  };
}

/**
 * The contact a lead carries: the phone in the one form every send of the site uses (the site's phone
 * rule writes it in full, +57XXXXXXXXXX in Colombia), whatever grouping or prefix the visitor typed.
 */
function pickContact(values: Readonly<Record<string, string>>, country: SiteCountryCode) {
  const contact: { nombre?: string; email?: string; telefono?: string } = {};
  if (values.nombre) contact.nombre = values.nombre.slice(0, 120);
  if (values.email) contact.email = values.email.slice(0, 120);
  if (values.telefono) contact.telefono = sitePhoneValue(country, values.telefono).slice(0, 20);
  return contact;
}
