import type { FailureReason } from '../catalogues/failure-reasons';

export interface FailureReasonContext {
  readonly requestType: number;
  readonly subStatus: number;
  /** Country id (§3 Countries). */
  readonly country: number;
}

/** Failure reasons offered only for the matching request type, sub-status and country (§5), by order. */
export function failureReasonsFor(
  reasons: readonly FailureReason[],
  context: FailureReasonContext,
): FailureReason[] {
  return reasons
    .filter(
      (reason) =>
        reason.requestTypes.includes(context.requestType) &&
        reason.subStatuses.includes(context.subStatus) &&
        reason.countries.includes(context.country),
    )
    .sort((a, b) => a.order - b.order);
}
