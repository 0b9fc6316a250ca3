import { z } from 'zod/mini';
import { StorageVersion } from '../site/country';
import { VisitorState } from '../visitor/visitor-state';

/**
 * The log is append-only: every event is kept. The snapshot is a cache of the fold, written after this
 * many events past the previous one, so a boot folds at most this many events on top of it.
 */
export const COMPACT_AFTER_EVENTS = 50;

/**
 * How long the page waits for the browser's database to open before it keeps the log in memory for the
 * visit. An open can wait forever (another tab blocks an upgrade); the visitor waits at most this.
 */
export const STORE_OPEN_DEADLINE_MS = 1500;

/** The snapshot record's own layout; a record of another format is rebuilt from the events. */
export const SNAPSHOT_FORMAT = 2;

/**
 * Raise this when `evolve` starts reading the same events differently while `VisitorState` keeps its
 * shape: every stored snapshot is then rebuilt from the events. A change of shape needs no raise: the
 * schema fingerprint below then differs.
 */
const PROJECTION_REVISION = 1;

/**
 * The hash of `VisitorState`'s JSON Schema (projection-fingerprint.ts). A constant, so the page ships
 * no JSON Schema code; tests/domain/events/projection-fingerprint.test.ts fails, naming the new value,
 * when the projection's shape changes and this is not updated.
 */
export const PROJECTION_FINGERPRINT = '5600b1ae';

/** The projection's schema as a short text: its revision and a hash of its JSON Schema. */
export function projectionVersion(): string {
  return `${PROJECTION_REVISION}:${PROJECTION_FINGERPRINT}`;
}

/** The snapshot record as stored: the fold of every event with a sequence number up to `throughSeq`. */
export interface LogSnapshot {
  readonly format: typeof SNAPSHOT_FORMAT;
  readonly projection: string;
  readonly throughSeq: number;
  readonly state: VisitorState;
}

export function snapshotRecord(state: VisitorState, throughSeq: number): LogSnapshot {
  return { format: SNAPSHOT_FORMAT, projection: projectionVersion(), throughSeq, state };
}

const NonNegativeInt = z.number().check(z.int(), z.nonnegative());

const SnapshotEnvelope = z.object({
  format: z.number(),
  projection: z.string(),
  throughSeq: NonNegativeInt,
  state: z.unknown(),
});

/** The first snapshot layout (no format, no projection version), only recognised to migrate it. */
const LegacySnapshot = z.object({
  throughSeq: NonNegativeInt,
  state: z.looseObject({ profiles: z.looseObject({}), comparisonSlots: z.array(z.unknown()) }),
});

export type SnapshotReading =
  /** Written by this format for this projection: safe to start from. */
  | { readonly kind: 'current'; readonly throughSeq: number; readonly state: VisitorState }
  /** Another format or projection: a cache to rebuild from the events, not a fault. */
  | { readonly kind: 'stale' }
  /** The first layout, which deleted the events it folded: its facts are carried over as events. */
  | { readonly kind: 'legacy'; readonly throughSeq: number; readonly events: readonly unknown[] }
  | { readonly kind: 'unreadable'; readonly detail: string };

/**
 * Reads a stored snapshot. The state is decoded only when the record says it was written for this
 * format and this projection, so a snapshot is never parsed with a schema it was not written for.
 */
export function readSnapshot(raw: unknown): SnapshotReading {
  const envelope = SnapshotEnvelope.safeParse(raw);
  if (envelope.success) {
    const { format, projection, throughSeq, state } = envelope.data;
    if (format !== SNAPSHOT_FORMAT || projection !== projectionVersion()) return { kind: 'stale' };
    const decoded = VisitorState.safeParse(state);
    if (!decoded.success)
      return { kind: 'unreadable', detail: decoded.error.issues[0]?.message ?? 'invalid state' };
    return { kind: 'current', throughSeq, state: decoded.data };
  }
  const legacy = LegacySnapshot.safeParse(raw);
  if (legacy.success)
    return {
      kind: 'legacy',
      throughSeq: legacy.data.throughSeq,
      events: legacySnapshotEvents(legacy.data.state),
    };
  return { kind: 'unreadable', detail: 'not a snapshot record' };
}

/**
 * The facts a first-layout snapshot held, as raw event records of version 1 (the layout it was written
 * with). Each is then read like any stored event, so a fact the current events cannot hold is skipped
 * and reported instead of guessed. Time is the session start the snapshot kept, else 0.
 */
function legacySnapshotEvents(state: Record<string, unknown>): unknown[] {
  const at = typeof state['sessionStartedAt'] === 'number' ? state['sessionStartedAt'] : 0;
  const record = (type: string, data: unknown, when = at) => ({
    type,
    version: 1,
    data,
    metadata: { at: when },
  });
  const events: unknown[] = [];
  if (typeof state['sessionStartedAt'] === 'number')
    events.push(record('SessionStarted', { startedAt: state['sessionStartedAt'] }));
  for (const [productType, profile] of entriesOf(state['profiles']))
    events.push(record('ProfileSaved', { country: state['country'], productType, profile }));
  const slots = Array.isArray(state['comparisonSlots']) ? state['comparisonSlots'] : [];
  for (const productId of slots)
    if (productId !== null) events.push(record('ComparisonSlotFilled', { productId }));
  if (state['referral'] !== null && state['referral'] !== undefined)
    events.push(record('ReferralStored', state['referral']));
  if (typeof state['notificationLastSeen'] === 'string')
    events.push(record('NotificationSeen', { message: state['notificationLastSeen'] }));
  for (const [flag, on] of entriesOf(state['flags']))
    if (on === true) events.push(record('FlagToggled', { flag, on }));
  if (typeof state['language'] === 'string' && state['language'] !== 'es')
    events.push(record('LanguageChanged', { lang: state['language'] }));
  for (const [leadId, lead] of entriesOf(state['leadOutbox'])) {
    const { kind, payload, queuedAt } = (lead ?? {}) as Record<string, unknown>;
    events.push(
      record('LeadQueued', { leadId, kind, payload }, typeof queuedAt === 'number' ? queuedAt : at),
    );
  }
  return events;
}

function entriesOf(value: unknown): Array<[string, unknown]> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];
}

/** A visitor's whole log as exported to a developer: every stored event record, raw, in order. */
export const ExportedLog = z.object({
  format: z.literal('queseguro-event-log'),
  version: z.literal(2),
  namespace: StorageVersion,
  exportedAt: NonNegativeInt,
  events: z.array(
    z.object({
      seq: z.number().check(z.int(), z.positive(), z.maximum(999_999_999_999)),
      event: z.unknown(),
    }),
  ),
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
