/** Text keys from `from` to `to`, both included, in the store's (code unit) order. */
export interface KeyRange {
  readonly from: string;
  readonly to: string;
}

/**
 * The little a log needs from a key-value store; IndexedDB and a Map both provide it. Keys come back as
 * found (`unknown`): anything on the origin can write into the database, so the log checks each one.
 * Values come back as stored: callers read them and never change them.
 */
export interface KeyValue {
  readonly kind: 'indexeddb' | 'memory';
  keys(): Promise<unknown[]>;
  /** The value stored under `key`, or undefined. */
  get(key: string): Promise<unknown>;
  /** The entries whose key is text inside `range`, or every entry without one. */
  entries(range?: KeyRange): Promise<Array<readonly [unknown, unknown]>>;
  setMany(entries: ReadonlyArray<readonly [string, unknown]>): Promise<void>;
  /** Everything stored is replaced by `entries`, at once: a reader sees the old content or the new. */
  replaceAll(entries: ReadonlyArray<readonly [string, unknown]>): Promise<void>;
}

function inRange(key: unknown, range: KeyRange | undefined): boolean {
  return !range || (typeof key === 'string' && key >= range.from && key <= range.to);
}

export function memoryKeyValue(seed: Iterable<readonly [unknown, unknown]> = []): KeyValue {
  const map = new Map<unknown, unknown>(seed);
  return {
    kind: 'memory',
    keys: async () => [...map.keys()],
    get: async (key) => map.get(key),
    // Copied on the way in only: what is stored is never handed out to be changed.
    entries: async (range) => [...map.entries()].filter(([key]) => inRange(key, range)),
    setMany: async (entries) => {
      for (const [key, value] of entries) map.set(key, structuredClone(value));
    },
    replaceAll: async (entries) => {
      const copies = entries.map(([key, value]) => [key, structuredClone(value)] as const);
      map.clear();
      for (const [key, value] of copies) map.set(key, value);
    },
  };
}
