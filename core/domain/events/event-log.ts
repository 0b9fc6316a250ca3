import { z } from 'zod';
import { StorageVersion } from '../site/country';
import { VisitorState } from '../visitor/visitor-state';

/** How many events the tail may hold before the store compacts them into the snapshot. */
export const COMPACT_AFTER_EVENTS = 50;

/** The snapshot record: the fold of every event up to and including `throughSeq`. */
export const LogSnapshot = z.object({ state: VisitorState, throughSeq: z.number().int().nonnegative() });
export type LogSnapshot = z.infer<typeof LogSnapshot>;

/** A session's log as exported to a developer: the snapshot, then every event after it, raw. */
export const ExportedLog = z.object({
  format: z.literal('queseguro-event-log'),
  version: z.literal(1),
  namespace: StorageVersion,
  exportedAt: z.number().int().nonnegative(),
  snapshot: LogSnapshot.nullable(),
  events: z.array(z.object({ seq: z.number().int().nonnegative(), event: z.unknown() })),
});
export type ExportedLog = z.infer<typeof ExportedLog>;

export type ImportRejection = { readonly reason: 'not-json' | 'not-a-log'; readonly detail: string };

export function parseExportedLog(
  text: string,
): { ok: true; log: ExportedLog } | { ok: false; rejection: ImportRejection } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (cause) {
    return { ok: false, rejection: { reason: 'not-json', detail: String(cause) } };
  }
  const parsed = ExportedLog.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      rejection: { reason: 'not-a-log', detail: parsed.error.issues[0]?.message ?? 'invalid log' },
    };
  }
  return { ok: true, log: parsed.data };
}
