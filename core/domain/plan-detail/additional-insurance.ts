import type { AdditionalInsuranceOffer, AdditionalInsuranceRequest } from '../api';
import { buildPlanLead, type PlanLeadInput } from './plan-request';
import { PLAN_REQUEST_TEXTS } from './plan-detail-texts';

/**
 * Additional insurance (api/seguro-adicional, issue 26): where a plan comes with additional insurances,
 * the request form offers them; the visitor ticks those they want quoted, and one request for them goes
 * with the plan's request, through the outbox, with the same contact data.
 */

/** The additional insurances a plan offers (none when the API names none). */
export function additionalOffersOf(product: {
  readonly additionalInsurance?: readonly AdditionalInsuranceOffer[] | undefined;
}): readonly AdditionalInsuranceOffer[] {
  return product.additionalInsurance ?? [];
}

/** The message beside the choice when it names an insurance the plan does not offer; null when fine. */
export function additionalInsuranceError(
  offers: readonly AdditionalInsuranceOffer[],
  chosen: readonly string[],
): string | null {
  const offered = new Set(offers.map((offer) => offer.code));
  return chosen.every((code) => offered.has(code)) ? null : PLAN_REQUEST_TEXTS.additional;
}

export interface AdditionalLeadInput extends PlanLeadInput {
  readonly offers: readonly AdditionalInsuranceOffer[];
  /** The codes the visitor ticked. */
  readonly chosen: readonly string[];
}

/**
 * The body of POST api/seguro-adicional/solicitar: the plan request's fields (one rule for the contact
 * data, the consent, the profile and the attribution) and the insurances chosen, in the plan's order.
 * Null when the values cannot be sent, nothing is chosen, or a choice is not offered.
 */
export function buildAdditionalInsuranceLead(input: AdditionalLeadInput): AdditionalInsuranceRequest | null {
  if (input.chosen.length === 0 || additionalInsuranceError(input.offers, input.chosen) !== null) return null;
  const lead = buildPlanLead(input);
  if (!lead) return null;
  const seguroAdicional = input.offers
    .filter((offer) => input.chosen.includes(offer.code))
    .map(({ code, name }) => ({ code, name }));
  return { ...lead, seguroAdicional };
}
