import {
  readEvent,
  readSnapshot,
  snapshotRecord,
  type DomainEvent,
  type ExportedLog,
  type StorageVersion,
  type VisitorState,
} from '../../domain';
import type { KeyValue } from './key-value';

/** A stored entry that could not be read: skipped, reported, and the rest kept. */
export interface StoreProblem {
  readonly key: string;
  readonly detail: string;
}

interface LoadedLog {
  /** The fold of the events up to the snapshot, when a snapshot written for this projection exists. */
  readonly snapshot: VisitorState | null;
  /** The readable events after the snapshot (all of them when there is none), in order. */
  readonly events: readonly DomainEvent[];
  readonly problems: readonly StoreProblem[];
}

export type StoreKind = 'indexeddb' | 'memory';

/**
 * The event store port (DESIGN.md): an append-only log plus a snapshot that caches its fold. Events are
 * never deleted; the snapshot is rebuilt from them whenever its format or the projection differs.
 */
export interface EventStore {
  readonly namespace: StorageVersion;
  readonly kind: () => StoreKind;
  /** Called when the store changes kind (IndexedDB failed and the visit goes on in memory). */
  onKindChange(listener: (kind: StoreKind) => void): () => void;
  load(): Promise<LoadedLog>;
  append(event: DomainEvent): Promise<void>;
  /** Cache `state`, which must be the fold of everything appended, as the snapshot. Deletes nothing. */
  compact(state: VisitorState): Promise<void>;
  /** Events appended or loaded since the snapshot. */
  tailLength(): number;
  exportLog(exportedAt: number): Promise<ExportedLog>;
  importLog(log: ExportedLog): Promise<void>;
}

const SNAPSHOT_KEY = 'snapshot';
const EVENT_KEY = /^event:(\d{12})$/;
const eventKey = (seq: number) => `event:${String(seq).padStart(12, '0')}`;
const MAX_SEQ = 999_999_999_999;

interface StoredEvent {
  readonly key: string;
  readonly seq: number;
  readonly raw: unknown;
}

/** Every key on disk, sorted into ours and the rest; nothing here can throw on a foreign key. */
function sortKeys(keys: readonly unknown[]) {
  const problems: StoreProblem[] = [];
  const events: Array<{ key: string; seq: number }> = [];
  let snapshot = false;
  for (const key of keys) {
    if (typeof key !== 'string') {
      problems.push({ key: describeKey(key), detail: 'clave que no es texto' });
    } else if (key === SNAPSHOT_KEY) {
      snapshot = true;
    } else {
      const seq = sequenceOf(key);
      if (seq > 0) events.push({ key, seq });
      else problems.push({ key: describeKey(key), detail: 'clave ajena al registro' });
    }
  }
  events.sort((a, b) => a.seq - b.seq);
  return { problems, events, snapshot };
}

function sequenceOf(key: unknown): number {
  const match = typeof key === 'string' ? EVENT_KEY.exec(key) : null;
  return match ? Number(match[1]) : 0;
}

/** The log's events from `fromSeq` to `toSeq`, read in one range; foreign keys inside it are left out. */
async function readEvents(kv: KeyValue, fromSeq: number, toSeq: number): Promise<StoredEvent[]> {
  if (toSeq < fromSeq) return [];
  const found = await kv.entries({ from: eventKey(fromSeq), to: eventKey(toSeq) });
  const events: StoredEvent[] = [];
  for (const [key, raw] of found) {
    const seq = sequenceOf(key);
    if (seq > 0) events.push({ key: key as string, seq, raw });
  }
  return events.sort((a, b) => a.seq - b.seq);
}

function describeKey(key: unknown): string {
  try {
    const text = typeof key === 'string' ? key : `${typeof key} ${JSON.stringify(key) ?? String(key)}`;
    return text.length > 80 ? `${text.slice(0, 80)}…` : text;
  } catch {
    return typeof key;
  }
}

function decode(stored: readonly StoredEvent[], problems: StoreProblem[]): DomainEvent[] {
  const events: DomainEvent[] = [];
  for (const { key, raw } of stored) {
    let read: ReturnType<typeof readEvent>;
    try {
      read = readEvent(raw);
    } catch (cause) {
      read = { ok: false, rejection: { reason: 'corrupt', detail: String(cause) } };
    }
    if (read.ok) events.push(read.event);
    else problems.push({ key, detail: read.rejection.detail });
  }
  return events;
}

export function createEventStore(namespace: StorageVersion, kv: KeyValue): EventStore {
  let nextSeq = 1;
  let tail = 0;
  let lastKind: StoreKind = kv.kind;
  const listeners = new Set<(kind: StoreKind) => void>();

  /** Every operation goes through here, so a switch to memory is announced once, whenever it happens. */
  async function watched<T>(operation: Promise<T>): Promise<T> {
    try {
      return await operation;
    } finally {
      if (kv.kind !== lastKind) {
        lastKind = kv.kind;
        for (const listener of listeners) listener(lastKind);
      }
    }
  }

  /**
   * The first snapshot layout deleted the events it folded. Its facts become the first events of the
   * log, followed by the events after it, renumbered, in one atomic write.
   */
  async function migrateLegacy(carried: readonly unknown[], after: readonly StoredEvent[]) {
    const log = [...carried, ...after.map(({ raw }) => raw)].map(
      (raw, index) => ({ key: eventKey(index + 1), seq: index + 1, raw }) satisfies StoredEvent,
    );
    await watched(kv.replaceAll(log.map(({ key, raw }) => [key, raw] as const)));
    return log;
  }

  return {
    namespace,
    kind: () => kv.kind,
    onKindChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tailLength: () => tail,

    async load() {
      // Keys first: the values of events inside a snapshot are not even read.
      const keys = sortKeys(await watched(kv.keys()));
      const problems = keys.problems;
      const lastSeq = keys.events.at(-1)?.seq ?? 0;
      const rawSnapshot = keys.snapshot ? await watched(kv.get(SNAPSHOT_KEY)) : undefined;
      const reading = keys.snapshot ? readSnapshot(rawSnapshot) : null;
      let snapshot: { state: VisitorState; throughSeq: number } | null = null;
      let stored: StoredEvent[];
      if (reading?.kind === 'current' && reading.throughSeq <= lastSeq) {
        snapshot = reading;
        stored = await watched(readEvents(kv, reading.throughSeq + 1, lastSeq));
      } else {
        // A stale or missing snapshot is no fault: the fold is rebuilt from every event and cached anew.
        if (reading?.kind === 'unreadable') problems.push({ key: SNAPSHOT_KEY, detail: reading.detail });
        stored = await watched(readEvents(kv, 1, lastSeq));
        if (reading?.kind === 'legacy')
          stored = await migrateLegacy(
            reading.events,
            stored.filter(({ seq }) => seq > reading.throughSeq),
          );
      }
      nextSeq = Math.max(lastSeq, stored.at(-1)?.seq ?? 0) + 1;
      tail = stored.length;
      return { snapshot: snapshot?.state ?? null, events: decode(stored, problems), problems };
    },

    async append(event) {
      const key = eventKey(nextSeq);
      nextSeq += 1;
      tail += 1;
      await watched(kv.setMany([[key, event]]));
    },

    async compact(state) {
      tail = 0;
      await watched(kv.setMany([[SNAPSHOT_KEY, snapshotRecord(state, nextSeq - 1)]]));
    },

    async exportLog(exportedAt) {
      const events = await watched(readEvents(kv, 1, MAX_SEQ));
      return {
        format: 'queseguro-event-log',
        version: 2,
        namespace,
        exportedAt,
        events: events.map(({ seq, raw }) => ({ seq, event: raw })),
      };
    },

    async importLog(log) {
      // No snapshot comes with a log: the next boot folds the imported events and caches the result.
      await watched(kv.replaceAll(log.events.map(({ seq, event }) => [eventKey(seq), event] as const)));
      nextSeq = Math.max(0, ...log.events.map(({ seq }) => seq)) + 1;
      tail = log.events.length;
    },
  };
}
