import { entries, get, keys, promisifyRequest, setMany, type UseStore } from 'idb-keyval';
import type { KeyRange, KeyValue } from './key-value';

/** The object store the log lives in, inside one database per storage version. */
export const OBJECT_STORE = 'events';

export interface IndexedDbOptions {
  /** The database name (`queseguro-<storage version>`). */
  readonly name: string;
  /** How long opening may take before the caller gives up on IndexedDB (a blocked upgrade never answers). */
  readonly openDeadlineMs: number;
  readonly factory?: IDBFactory;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
}

/**
 * The log's key-value store on idb-keyval. idb-keyval's own `createStore` opens without a deadline,
 * cannot repair a database that lacks its object store and keeps its connection through another tab's
 * upgrade, so the store function it is given (its `UseStore`) does those three things; every read and
 * write then goes through idb-keyval with that store function.
 */
export function idbKeyvalKeyValue(options: IndexedDbOptions): KeyValue {
  const store = idbKeyvalStore(options);
  return {
    kind: 'indexeddb',
    keys: () => keys(store),
    get: (key) => get(key, store),
    entries: (range?: KeyRange) => (range ? rangeEntries(store, range) : entries(store)),
    setMany: (items) =>
      setMany(
        items.map(([key, value]) => [key, value]),
        store,
      ),
    // One transaction: a reader sees the old content or the new, never a cleared store.
    replaceAll: (items) =>
      store('readwrite', (objects) => {
        objects.clear();
        for (const [key, value] of items) objects.put(value, key);
        return promisifyRequest(objects.transaction);
      }),
  };
}

/** Keys and values of one range read in one transaction, so both lists line up in key order. */
function rangeEntries(store: UseStore, range: KeyRange): Promise<Array<readonly [unknown, unknown]>> {
  return store('readonly', (objects) => {
    const query = IDBKeyRange.bound(range.from, range.to);
    return Promise.all([
      promisifyRequest(objects.getAllKeys(query)),
      promisifyRequest(objects.getAll(query)),
    ]).then(([found, values]) =>
      found.map((key, index) => [key as unknown, values[index] as unknown] as const),
    );
  });
}

/**
 * idb-keyval's store function for the log: opening is lazy, has a deadline, and repairs what it finds
 * (a database of any version that lacks the object store is upgraded to the next version with the store
 * created, keeping whatever else it holds). When another tab needs an upgrade, this connection closes
 * so it is not blocked, and the next operation opens again.
 */
function idbKeyvalStore(options: IndexedDbOptions): UseStore {
  // Read the global here: where there is none, this throws and the caller falls back to memory.
  const factory = options.factory ?? globalThis.indexedDB;
  if (!factory) throw new Error('indexedDB is not available');
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  let connection: Promise<IDBDatabase> | null = null;

  const open = (): Promise<IDBDatabase> => {
    if (connection) return connection;
    const attempt = openRepaired(factory, options.name);
    const opened = withDeadline(attempt, options.openDeadlineMs, setTimer);
    connection = opened;
    opened.then(
      (db) => {
        db.onversionchange = () => {
          db.close();
          connection = null;
        };
        db.onclose = () => (connection = null);
      },
      () => {
        connection = null;
        // An open that answers after its deadline must not hold the database against other tabs.
        attempt.then(
          (db) => db.close(),
          () => undefined,
        );
      },
    );
    return opened;
  };

  return (mode, callback) =>
    open().then((db) => callback(db.transaction(OBJECT_STORE, mode).objectStore(OBJECT_STORE)));
}

function openRepaired(factory: IDBFactory, name: string, version?: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = version === undefined ? factory.open(name) : factory.open(name, version);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(OBJECT_STORE)) db.createObjectStore(OBJECT_STORE);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    request.onsuccess = () => {
      const db = request.result;
      if (db.objectStoreNames.contains(OBJECT_STORE)) return resolve(db);
      // Opened at its own version without our store: upgrade it once to add the store.
      const next = db.version + 1;
      db.close();
      if (version !== undefined) return reject(new Error('IndexedDB upgrade did not create the store'));
      openRepaired(factory, name, next).then(resolve, reject);
    };
  });
}

function withDeadline<T>(
  promise: Promise<T>,
  ms: number,
  setTimer: (run: () => void, ms: number) => unknown,
): Promise<T> {
  return new Promise((resolve, reject) => {
    setTimer(() => reject(new Error(`IndexedDB did not open within ${ms} ms`)), ms);
    promise.then(resolve, reject);
  });
}
