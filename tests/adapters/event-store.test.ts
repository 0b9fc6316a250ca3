import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPACT_AFTER_EVENTS,
  DomainEvent,
  SNAPSHOT_FORMAT,
  fold,
  initialVisitorState,
  projectionVersion,
  snapshotRecord,
  stampEvent,
} from '../../core/domain';
import { createEventStore } from '../../core/adapters/store/event-store';
import { memoryKeyValue, type KeyValue } from '../../core/adapters/store/key-value';
import { arbitraryEvents } from '../support/arbitrary-events';

const initial = initialVisitorState('CO');
const slot = (productId: string, at: number) =>
  stampEvent({ type: 'ComparisonSlotFilled', data: { productId } }, at);

async function storeWith(events: readonly DomainEvent[], kv: KeyValue = memoryKeyValue()) {
  const store = createEventStore('V1.6_CO', kv);
  await store.load();
  for (const event of events) await store.append(event);
  return { kv, store };
}

/** Appends as the app does: a snapshot after every COMPACT_AFTER_EVENTS events. */
async function storeCompacting(events: readonly DomainEvent[]) {
  const { kv, store } = await storeWith([]);
  let state = initial;
  for (const event of events) {
    await store.append(event);
    state = fold(state, [event]);
    if (store.tailLength() >= COMPACT_AFTER_EVENTS) await store.compact(state);
  }
  return { kv, store, state };
}

const reload = (kv: KeyValue) => createEventStore('V1.6_CO', kv).load();

describe('event store: an append-only log with a snapshot cache', () => {
  it('replaying any stored sequence gives the same state as folding it', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryEvents(), async (events) => {
        const { kv } = await storeWith(events);
        const loaded = await reload(kv);
        expect(loaded.problems).toEqual([]);
        expect(loaded.events).toEqual(events);
        expect(fold(loaded.snapshot ?? initial, loaded.events)).toEqual(fold(initial, events));
      }),
      { numRuns: 60 },
    );
  });

  it('snapshot + tail equals the full fold, wherever the snapshot falls', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryEvents(), fc.nat(), async (events, cut) => {
        const at = events.length === 0 ? 0 : cut % (events.length + 1);
        const { kv, store } = await storeWith(events.slice(0, at));
        await store.compact(fold(initial, events.slice(0, at)));
        for (const event of events.slice(at)) await store.append(event);

        const loaded = await reload(kv);
        expect(loaded.events).toEqual(events.slice(at));
        expect(fold(loaded.snapshot ?? initial, loaded.events)).toEqual(fold(initial, events));
      }),
      { numRuns: 60 },
    );
  });

  it('keeps every event: after 200 events with snapshots the export holds 200 events', async () => {
    const events = Array.from({ length: 200 }, (_, i) => slot(`p${i % 7}`, i));
    const { kv, store, state } = await storeCompacting(events);
    const exported = await store.exportLog(1);
    expect(exported.events.map(({ event }) => event)).toEqual(events);
    expect(exported.events.map(({ seq }) => seq)).toEqual(events.map((_, i) => i + 1));
    const loaded = await reload(kv);
    expect(loaded.snapshot).toEqual(state);
    expect(loaded.events).toHaveLength(0);
  });

  it('rebuilds a snapshot of another format or projection from the events, never parsing it', async () => {
    const events = [slot('a', 1), slot('b', 2)];
    const stale = [
      { ...snapshotRecord(fold(initial, events), 2), format: SNAPSHOT_FORMAT + 1 },
      { ...snapshotRecord(fold(initial, events), 2), projection: 'another' },
      // Written for another projection: a state this projection cannot even read must cost nothing.
      { format: SNAPSHOT_FORMAT, projection: 'older', throughSeq: 2, state: { slots: 'x' } },
    ];
    for (const record of stale) {
      const { kv } = await storeWith(events);
      await kv.setMany([['snapshot', record]]);
      const loaded = await reload(kv);
      expect(loaded.snapshot).toBeNull();
      expect(loaded.events).toEqual(events);
      expect(loaded.problems).toEqual([]);
    }
  });

  it('reads a snapshot written for this projection and folds only the events after it', async () => {
    const events = [slot('a', 1), slot('b', 2), slot('c', 3)];
    const { kv } = await storeWith(events);
    const cached = { ...fold(initial, events.slice(0, 2)), language: 'pt' as const };
    await kv.setMany([['snapshot', snapshotRecord(cached, 2)]]);
    const loaded = await reload(kv);
    expect(loaded.snapshot).toEqual(cached);
    expect(loaded.events).toEqual([events[2]]);
    expect(projectionVersion()).toMatch(/^\d+:[0-9a-f]{8}$/);
  });

  it('ignores a snapshot that claims more events than the log holds', async () => {
    const events = [slot('a', 1)];
    const { kv } = await storeWith(events);
    await kv.setMany([['snapshot', snapshotRecord(fold(initial, [slot('z', 0)]), 9)]]);
    const loaded = await reload(kv);
    expect(loaded.snapshot).toBeNull();
    expect(loaded.events).toEqual(events);
  });

  it('reports a snapshot that cannot be read, and rebuilds', async () => {
    const events = [slot('a', 1)];
    const { kv } = await storeWith(events);
    await kv.setMany([['snapshot', 'garbage']]);
    const loaded = await reload(kv);
    expect(loaded.events).toEqual(events);
    expect(loaded.problems.map(({ key }) => key)).toEqual(['snapshot']);
  });

  it('migrates a first-layout snapshot (which deleted its events) into events, once', async () => {
    const profile = { cotizante: [{ sexo: 'Femenino', edad: 40 }], cargas: [], enPareja: false };
    const legacyState = {
      ...initial,
      sessionStartedAt: 7,
      profiles: { general: profile },
      comparisonSlots: ['x', 'y', null],
      language: 'en',
    };
    const later = slot('z', 100);
    const kv = memoryKeyValue([
      ['snapshot', { state: legacyState, throughSeq: 50 }],
      ['event:000000000051', later],
    ]);
    const loaded = await reload(kv);
    const state = fold(loaded.snapshot ?? initial, loaded.events);
    expect(state.profiles['general']).toEqual(profile);
    expect(state.comparisonSlots).toEqual(['x', 'y', 'z']);
    expect(state.language).toBe('en');
    expect(state.sessionStartedAt).toBe(7);
    expect(loaded.problems).toEqual([]);
    // The migration is written: the next boot reads plain events and no snapshot.
    const again = await reload(kv);
    expect(again.events).toEqual(loaded.events);
    expect((await kv.entries()).some(([key]) => key === 'snapshot')).toBe(false);
  });

  it('a corrupt entry costs only itself, and is reported', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbitraryEvents(20).filter((events) => events.length > 0),
        fc.nat(),
        fc.constantFrom<unknown>(
          '{not json',
          null,
          42,
          { type: 'ProfileSaved', version: 1, data: {} },
          { type: 'Unknown' },
          { type: 'constructor', version: 0, data: {} },
          { type: '__proto__', version: 0, data: {} },
        ),
        async (events, pick, garbage) => {
          const { kv } = await storeWith(events);
          const index = pick % events.length;
          const keys = (await kv.entries()).map(([key]) => String(key)).sort();
          const victim = keys[index] as string;
          await kv.setMany([[victim, garbage]]);

          const loaded = await reload(kv);
          expect(loaded.events).toEqual(events.filter((_, i) => i !== index));
          expect(loaded.problems.map((problem) => problem.key)).toEqual([victim]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('skips and reports keys that are not text or not the log’s', async () => {
    const events = [slot('a', 1), slot('b', 2)];
    const { kv } = await storeWith(events);
    const foreign = memoryKeyValue([...(await kv.entries()), [42, 'x'], [['a'], {}], ['theme', 'dark']]);
    const loaded = await reload(foreign);
    expect(loaded.events).toEqual(events);
    expect(loaded.problems.map(({ key }) => key).sort()).toEqual(['number 42', 'object ["a"]', 'theme']);
  });

  it('keeps appending after a reload without overwriting what is stored', async () => {
    const { kv, store } = await storeWith([]);
    await store.append(slot('a', 1));
    const reopened = createEventStore('V1.6_CO', kv);
    await reopened.load();
    await reopened.append(slot('b', 2));
    expect((await reload(kv)).events).toEqual([slot('a', 1), slot('b', 2)]);
  });

  it('upcasts a version-0 flag record to the current version', async () => {
    const kv = memoryKeyValue([
      [
        'event:000000000001',
        { type: 'FlagToggled', version: 0, data: { key: 'pixels', value: 'true' }, metadata: { at: 5 } },
      ],
    ]);
    expect((await reload(kv)).events).toEqual([
      { type: 'FlagToggled', version: 1, data: { flag: 'pixels', on: true }, metadata: { at: 5 } },
    ]);
  });

  it('exports the whole log, which imports into another store with the same fold', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryEvents(), async (events) => {
        const { store } = await storeCompacting(events);
        const exported = await store.exportLog(123);
        expect(exported.events).toHaveLength(events.length);
        const other = createEventStore(
          'V1.6_CO',
          memoryKeyValue([
            ['snapshot', 'old'],
            ['event:000000000999', 1],
          ]),
        );
        await other.importLog(exported);
        const loaded = await other.load();
        expect(loaded.problems).toEqual([]);
        expect(fold(loaded.snapshot ?? initial, loaded.events)).toEqual(fold(initial, events));
      }),
      { numRuns: 30 },
    );
  });
});
