import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';

// Each test brings its own database factory; key ranges are the one IndexedDB global the adapter reads.
vi.stubGlobal('IDBKeyRange', IDBKeyRange);
import { stampEvent } from '../../core/domain';
import { createEventStore } from '../../core/adapters/store/event-store';
import { idbKeyvalKeyValue, OBJECT_STORE } from '../../core/adapters/store/idb-keyval-key-value';
import { memoryKeyValue, type KeyValue } from '../../core/adapters/store/key-value';
import { openBrowserEventStore } from '../../core/adapters/store/open-browser-store';
import { resilientKeyValue } from '../../core/adapters/store/resilient-key-value';

const english = stampEvent({ type: 'LanguageChanged', data: { lang: 'en' } }, 10);
const pixels = stampEvent({ type: 'FlagToggled', data: { flag: 'pixels', on: true } }, 20);

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Creates a database as some other code would: its own version and stores, not ours. */
async function foreignDatabase(factory: IDBFactory, name: string, version: number, stores: string[]) {
  const open = factory.open(name, version);
  open.onupgradeneeded = () => {
    for (const store of stores) open.result.createObjectStore(store);
  };
  const db = await request(open);
  if (stores.includes('other')) {
    const tx = db.transaction('other', 'readwrite');
    tx.objectStore('other').put('kept', 'k');
    await new Promise((resolve) => (tx.oncomplete = resolve));
  }
  db.close();
}

describe('IndexedDB event store', () => {
  it('persists across openings and keeps each storage version apart', async () => {
    const factory = new IDBFactory();
    const colombia = openBrowserEventStore('V1.6_CO', () => {}, factory);
    await colombia.load();
    await colombia.append(english);
    const chile = openBrowserEventStore('V1.7', () => {}, factory);
    expect((await chile.load()).events).toEqual([]);
    const reopened = openBrowserEventStore('V1.6_CO', () => {}, factory);
    const loaded = await reopened.load();
    expect(reopened.kind()).toBe('indexeddb');
    expect(loaded.events).toEqual([english]);
  });

  it('repairs an old or foreign database that lacks the object store, keeping what it holds', async () => {
    for (const version of [1, 7]) {
      const factory = new IDBFactory();
      await foreignDatabase(factory, 'queseguro-V1.6_CO', version, ['other']);
      const warn = vi.fn();
      const store = openBrowserEventStore('V1.6_CO', warn, factory);
      await store.load();
      await store.append(english);
      expect(warn).not.toHaveBeenCalled();
      expect(store.kind()).toBe('indexeddb');
      expect((await openBrowserEventStore('V1.6_CO', warn, factory).load()).events).toEqual([english]);
      const db = await request(factory.open('queseguro-V1.6_CO'));
      expect([...db.objectStoreNames].sort()).toEqual([OBJECT_STORE, 'other']);
      expect(db.version).toBe(version + 1);
      db.close();
    }
  });

  it('uses a database of an unexpected version that has the store as it is', async () => {
    const factory = new IDBFactory();
    await foreignDatabase(factory, 'queseguro-V1.6_CO', 12, [OBJECT_STORE]);
    const store = openBrowserEventStore('V1.6_CO', () => {}, factory);
    await store.load();
    await store.append(pixels);
    expect(store.kind()).toBe('indexeddb');
    expect((await openBrowserEventStore('V1.6_CO', () => {}, factory).load()).events).toEqual([pixels]);
  });

  it('gives up on an open that never answers and goes on in memory, announcing it once', async () => {
    const never = { open: () => ({}) as IDBOpenDBRequest } as unknown as IDBFactory;
    const warn = vi.fn();
    let fire: () => void = () => {};
    const store = createEventStore(
      'V1.6_CO',
      resilientKeyValue(
        () =>
          idbKeyvalKeyValue({
            name: 'x',
            openDeadlineMs: 1500,
            factory: never,
            setTimer: (run) => (fire = run),
          }),
        warn,
      ),
    );
    const kinds: string[] = [];
    store.onKindChange((kind) => kinds.push(kind));
    const loading = store.load();
    fire();
    expect((await loading).events).toEqual([]);
    await store.append(english);
    expect(store.kind()).toBe('memory');
    expect(kinds).toEqual(['memory']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect((await store.load()).events).toEqual([english]);
  });

  it('closes its connection when another tab upgrades, and opens again on the next write', async () => {
    const factory = new IDBFactory();
    const store = openBrowserEventStore('V1.6_CO', () => {}, factory);
    await store.load();
    await store.append(english);
    // Another tab (newer code) upgrades the database: it must not be blocked by this page.
    const upgrade = factory.open('queseguro-V1.6_CO', 5);
    const db = await request(upgrade);
    db.close();
    await store.append(pixels);
    expect(store.kind()).toBe('indexeddb');
    expect((await openBrowserEventStore('V1.6_CO', () => {}, factory).load()).events).toEqual([
      english,
      pixels,
    ]);
  });

  it('falls back to memory when IndexedDB cannot even be opened (private mode)', async () => {
    const warn = vi.fn();
    const kv = resilientKeyValue(() => {
      throw new Error('indexedDB is not defined');
    }, warn);
    const store = createEventStore('V1.6_CO', kv);
    await store.load();
    await store.append(english);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(store.kind()).toBe('memory');
    expect((await store.load()).events).toEqual([english]);
  });

  it('falls back to memory on a quota failure, keeping what was written before it', async () => {
    const real = idbKeyvalKeyValue({
      name: 'queseguro-V1.6_PE',
      openDeadlineMs: 1500,
      factory: new IDBFactory(),
    });
    let full = false;
    const flaky: KeyValue = {
      ...real,
      setMany: async (items) => {
        if (full) throw new DOMException('quota', 'QuotaExceededError');
        return real.setMany(items);
      },
    };
    const warn = vi.fn();
    const store = createEventStore(
      'V1.6_PE',
      resilientKeyValue(() => flaky, warn),
    );
    const kinds: string[] = [];
    store.onKindChange((kind) => kinds.push(kind));
    await store.load();
    await store.append(english);
    full = true;
    await store.append(pixels);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(store.kind()).toBe('memory');
    expect(kinds).toEqual(['memory']);
    expect((await store.load()).events).toEqual([english, pixels]);
  });

  it('memory key-values are independent copies', async () => {
    const kv = memoryKeyValue();
    const value = { a: 1 };
    await kv.setMany([['k', value]]);
    value.a = 2;
    expect(await kv.entries()).toEqual([['k', { a: 1 }]]);
  });
});
