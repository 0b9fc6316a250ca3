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
 * A key-value store over one IndexedDB object store. Opening is lazy, has a deadline, and repairs what
 * it finds: a database of any version that lacks the object store (an old or foreign one) is upgraded
 * to the next version with the store created, keeping whatever else it holds. When another tab needs
 * an upgrade, this connection closes so it is not blocked, and the next operation opens again.
 */
export function indexedDbKeyValue(options: IndexedDbOptions): KeyValue {
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

  async function transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => () => T): Promise<T> {
    const db = await open();
    const transaction = db.transaction(OBJECT_STORE, mode);
    const result = work(transaction.objectStore(OBJECT_STORE));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onabort = transaction.onerror = () =>
        reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
    return result();
  }

  return {
    kind: 'indexeddb',
    keys: () =>
      transact('readonly', (store) => {
        const keys = store.getAllKeys();
        return () => keys.result as unknown[];
      }),
    entries: (range?: KeyRange) =>
      transact('readonly', (store) => {
        const query = range ? IDBKeyRange.bound(range.from, range.to) : null;
        // Both requests in one transaction see the same entries in the same key order.
        const keys = store.getAllKeys(query);
        const values = store.getAll(query);
        return () => keys.result.map((key, index) => [key as unknown, values.result[index]] as const);
      }),
    setMany: (entries) =>
      transact('readwrite', (store) => {
        for (const [key, value] of entries) store.put(value, key);
        return () => undefined;
      }),
    replaceAll: (entries) =>
      transact('readwrite', (store) => {
        store.clear();
        for (const [key, value] of entries) store.put(value, key);
        return () => undefined;
      }),
  };
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
