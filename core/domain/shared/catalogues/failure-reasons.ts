import { z } from 'zod';

/** A failure reason (§3): which request types, sub-statuses and countries it applies to. */
export const FailureReason = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string().nullish(),
  requestTypes: z.array(z.number().int()),
  subStatuses: z.array(z.number().int()),
  order: z.number(),
  countries: z.array(z.number().int()),
});
export type FailureReason = z.infer<typeof FailureReason>;

/** Orders run 1 to 48; 'Otros (especificar)' is always last at 99 (§3). */
export const OTHER_FAILURE_REASON_ORDER = 99;
export const OTHER_FAILURE_REASON_NAME = 'Otros (especificar)';
