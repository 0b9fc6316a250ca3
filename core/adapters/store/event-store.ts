import {
  LogSnapshot,
  type VisitorState,
  readEvent,
  type DomainEvent,
  type ExportedLog,
  type StorageVersion,
} from '../../domain';
import type { KeyValue } from './key-value';

/** A stored entry that could not be read: skipped, reported, and the rest kept. */
export interface StoreProblem {
  readonly key: string;
  readonly detail: string;
}

export interface LoadedLog {
  readonly snapshot: VisitorState | null;
  readonly events: readonly DomainEvent[];
  readonly problems: readonly StoreProblem[];
}

/** The event store port (DESIGN.md): append, load, compact to snapshot + tail, export and import. */
export interface EventStore {
  readonly namespace: StorageVersion;
  readonly kind: () => 'indexeddb' | 'memory';
  load(): Promise<LoadedLog>;
  append(event: DomainEvent): Promise<void>;
  /** Replace the tail by a snapshot of `state`, which must be the fold of everything appended. */
  compact(state: VisitorState): Promise<void>;
  tailLength(): number;
  exportLog(exportedAt: number): Promise<ExportedLog>;
  importLog(log: ExportedLog): Promise<void>;
}

const SNAPSHOT_KEY = 'snapshot';
const EVENT_PREFIX = 'event:';
const eventKey = (seq: number) => `${EVENT_PREFIX}${String(seq).padStart(12, '0')}`;

export function createEventStore(namespace: StorageVersion, kv: KeyValue): EventStore {
  let nextSeq = 1;
  let throughSeq = 0;
  let tailKeys: string[] = [];

  async function readAll() {
    const all = await kv.entries();
    const problems: StoreProblem[] = [];
    let snapshot: { state: VisitorState; throughSeq: number } | null = null;
    const rawEvents: Array<{ key: string; seq: number; raw: unknown }> = [];
    for (const [key, value] of all) {
      if (key === SNAPSHOT_KEY) {
        const parsed = LogSnapshot.safeParse(value);
        if (parsed.success) snapshot = parsed.data;
        else problems.push({ key, detail: `snapshot: ${parsed.error.issues[0]?.message ?? 'invalid'}` });
      } else if (key.startsWith(EVENT_PREFIX)) {
        rawEvents.push({ key, seq: Number(key.slice(EVENT_PREFIX.length)), raw: value });
      }
    }
    rawEvents.sort((a, b) => a.seq - b.seq);
    return { snapshot, rawEvents, problems };
  }

  return {
    namespace,
    kind: () => kv.kind,
    tailLength: () => tailKeys.length,

    async load() {
      const { snapshot, rawEvents, problems } = await readAll();
      throughSeq = snapshot?.throughSeq ?? 0;
      const events: DomainEvent[] = [];
      tailKeys = [];
      for (const { key, seq, raw } of rawEvents) {
        nextSeq = Math.max(nextSeq, seq + 1);
        if (seq <= throughSeq) continue; // already inside the snapshot (a compaction was cut short)
        tailKeys.push(key);
        const read = readEvent(raw);
        if (read.ok) events.push(read.event);
        else problems.push({ key, detail: read.rejection.detail });
      }
      nextSeq = Math.max(nextSeq, throughSeq + 1);
      return { snapshot: snapshot?.state ?? null, events, problems };
    },

    async append(event) {
      const key = eventKey(nextSeq);
      nextSeq += 1;
      tailKeys.push(key);
      await kv.setMany([[key, event]]);
    },

    async compact(state) {
      const upTo = nextSeq - 1;
      const dropped = tailKeys;
      tailKeys = [];
      throughSeq = upTo;
      // Snapshot first: if the page dies between the two writes, the old events are simply skipped on load.
      await kv.setMany([[SNAPSHOT_KEY, { state, throughSeq: upTo }]]);
      await kv.delMany(dropped);
    },

    async exportLog(exportedAt) {
      const { snapshot, rawEvents } = await readAll();
      return {
        format: 'queseguro-event-log',
        version: 1,
        namespace,
        exportedAt,
        snapshot,
        events: rawEvents
          .filter(({ seq }) => seq > (snapshot?.throughSeq ?? 0))
          .map(({ seq, raw }) => ({ seq, event: raw })),
      };
    },

    async importLog(log) {
      await kv.clear();
      const items: Array<[string, unknown]> = log.events.map(({ seq, event }) => [eventKey(seq), event]);
      if (log.snapshot) items.push([SNAPSHOT_KEY, log.snapshot]);
      await kv.setMany(items);
      nextSeq = 1;
      tailKeys = [];
    },
  };
}
