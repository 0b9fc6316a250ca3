import { z } from 'zod/mini';
import { Touch } from './touch';

const Metadata = z.object({ at: z.number().check(z.int(), z.nonnegative()) });

/** A visit arrived and stayed 2 s (§9 lead attribution): one more touch for the leads it sends. */
const TouchRecorded = z.object({
  type: z.literal('TouchRecorded'),
  version: z.literal(1),
  data: z.object({ touch: Touch }),
  metadata: Metadata,
});

export const AttributionEvents = [TouchRecorded] as const;
