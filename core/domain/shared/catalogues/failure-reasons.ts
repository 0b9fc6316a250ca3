import { z } from 'zod/mini';

/** A failure reason (§3): which request types, sub-statuses and countries it applies to. */
const FailureReason = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  shortName: z.nullish(z.string()),
  requestTypes: z.array(z.number().check(z.int())),
  subStatuses: z.array(z.number().check(z.int())),
  order: z.number(),
  countries: z.array(z.number().check(z.int())),
});
export type FailureReason = z.infer<typeof FailureReason>;

/** Orders run 1 to 48; 'Otros (especificar)' is always last at 99 (§3). */
export const OTHER_FAILURE_REASON_ORDER = 99;
