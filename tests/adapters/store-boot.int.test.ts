import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../core/app';
import {
  COMPACT_AFTER_EVENTS,
  SITE_COUNTRIES,
  fold,
  isReferrerExpired,
  initialVisitorState,
  readSnapshot,
  stampEvent,
  type DomainEvent,
} from '../../core/domain';
import { createEventStore } from '../../core/adapters/store/event-store';
import { memoryKeyValue } from '../../core/adapters/store/key-value';
import type { ApiClient } from '../../core/domain/api';
import { OBJECT_STORE } from '../../core/adapters/store/idb-keyval-key-value';
import { openBrowserEventStore } from '../../core/adapters/store/open-browser-store';
import { arbitraryEvents } from '../support/arbitrary-events';
import { fakeBrowser } from '../support/fake-browser';

// Each run brings its own database factory; key ranges are the one IndexedDB global the adapter reads.
vi.stubGlobal('IDBKeyRange', IDBKeyRange);

const unusedApi = new Proxy({} as ApiClient, {
  get: (_, name) => () => {
    throw new Error(`unexpected API call ${String(name)}`);
  },
});

const eventKey = (seq: number) => `event:${String(seq).padStart(12, '0')}`;

/** Any key IndexedDB accepts, including the log's own names and near misses. */
const anyKey: fc.Arbitrary<IDBValidKey> = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.date({ noInvalidDate: true }),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.constantFrom('snapshot', 'event:', 'event:000000000000', 'event:1', '__proto__', 'constructor'),
  fc.integer({ min: 1, max: 40 }).map(eventKey),
);

/** Any value a script could store: primitives, arrays, objects, near-events and huge values. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything(),
  fc.record({
    type: fc.constantFrom('ProfileSaved', '__proto__', 'toString'),
    version: fc.integer(),
    data: fc.anything(),
  }),
  fc.record({ format: fc.integer(), projection: fc.string(), throughSeq: fc.nat(), state: fc.anything() }),
  fc.record({ state: fc.object(), throughSeq: fc.nat() }),
  fc.constant('x'.repeat(2_000_000)),
  fc.constant(Array.from({ length: 50_000 }, (_, i) => i)),
);

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function seed(factory: IDBFactory, junk: Array<[IDBValidKey, unknown]>, events: DomainEvent[]) {
  const open = factory.open('queseguro-V1.6_CO', 1);
  open.onupgradeneeded = () => open.result.createObjectStore(OBJECT_STORE);
  const db = await done(open);
  const tx = db.transaction(OBJECT_STORE, 'readwrite');
  const store = tx.objectStore(OBJECT_STORE);
  for (const [key, value] of junk) store.put(value, key);
  // The visitor's own events last: where junk shares a key with one, the event is what is on disk.
  events.forEach((event, index) => store.put(event, eventKey(index + 1)));
  await new Promise((resolve) => (tx.oncomplete = resolve));
  const read = db.transaction(OBJECT_STORE).objectStore(OBJECT_STORE);
  const stored = await done(read.getAllKeys());
  const snapshot = stored.includes('snapshot') ? await done(read.get('snapshot')) : undefined;
  db.close();
  // A well-formed snapshot of another format or projection is ours, only stale: rebuilt, not reported.
  const stale = snapshot !== undefined && readSnapshot(snapshot).kind === 'stale' ? 1 : 0;
  return stored.length - events.length - stale;
}

describe('boot over anything on disk', () => {
  it('always boots, keeps every readable event, and reports every other entry', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(anyKey, anyValue), { maxLength: 8 }),
        arbitraryEvents(12),
        async (junk, events) => {
          const factory = new IDBFactory();
          const foreign = await seed(factory, junk, events);
          const warnings: string[] = [];
          const app = await createApp({
            country: SITE_COUNTRIES.CO,
            browser: fakeBrowser('/').browser,
            clock: { now: () => 3e12 },
            store: openBrowserEventStore('V1.6_CO', (message) => warnings.push(message), factory),
            api: unusedApi,
            warn: (message) => warnings.push(message),
          });
          await app.flushed();
          const visitor = app.actor.getSnapshot().context.visitor;
          const expected = fold(initialVisitorState('CO'), events);
          expect(visitor.comparisonSlots).toEqual(expected.comparisonSlots);
          expect(visitor.profiles).toEqual(expected.profiles);
          // The referral flow applies the 30-day rule at boot: an expired referrer is removed.
          const kept =
            expected.referral && !isReferrerExpired(expected.referral, 3e12) ? expected.referral : null;
          expect(visitor.referral).toEqual(kept);
          expect(app.problems).toHaveLength(foreign);
          expect(warnings.filter((w) => w.startsWith('Evento ilegible'))).toHaveLength(foreign);
          expect(app.storage.kind()).toBe('indexeddb');
          // Nothing readable was dropped from the log either.
          const exported = JSON.parse(await app.exportLog()) as { events: Array<{ event: unknown }> };
          for (const event of events) expect(exported.events.map(({ event: e }) => e)).toContainEqual(event);
          app.stop();
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});

describe('boot after a rebuild', () => {
  it('caches the fold of a long rebuilt log at once, so the next boot reads only the snapshot', async () => {
    // A session already started: this boot appends nothing, so only the boot itself can cache.
    const events = [
      stampEvent({ type: 'SessionStarted', data: { startedAt: 50 } }, 50),
      ...Array.from({ length: COMPACT_AFTER_EVENTS + 10 }, (_, i) =>
        stampEvent({ type: 'ComparisonSlotFilled', data: { productId: `p${i % 4}` } }, 60),
      ),
    ];
    const kv = memoryKeyValue(events.map((event, i) => [eventKey(i + 1), event] as const));
    // A snapshot written for another projection: ignored, and the log is folded from its events.
    await kv.setMany([['snapshot', { format: 2, projection: 'another', throughSeq: 60, state: {} }]]);
    const boot = () =>
      createApp({
        country: SITE_COUNTRIES.CO,
        browser: fakeBrowser('/').browser,
        clock: { now: () => 100 },
        store: createEventStore('V1.6_CO', kv),
        api: unusedApi,
      });
    const first = await boot();
    await first.flushed();
    first.stop();
    const loaded = await createEventStore('V1.6_CO', kv).load();
    expect(loaded.snapshot?.comparisonSlots).toEqual(['p0', 'p1', 'p2']);
    expect(loaded.events).toEqual([]);
    expect((await createEventStore('V1.6_CO', kv).exportLog(1)).events).toHaveLength(events.length);
    const second = await boot();
    expect(second.actor.getSnapshot().context.visitor.comparisonSlots).toEqual(['p0', 'p1', 'p2']);
    second.stop();
  });
});
